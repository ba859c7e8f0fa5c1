/**
 * The API's one failure: an HTTP status and the sentence a person reads,
 * with each bad field's message and the headers the answer needs
 * (Retry-After, WWW-Authenticate). Routes and middleware throw it; the
 * app's onError alone writes it, as the one FailureBody shape
 * (contract/responses.ts). It extends hono's HTTPException, as Hono's own
 * middleware fails, so every refusal takes one path.
 */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FailureBody } from '../contract/responses';

/** What a failure may carry besides its status and message. */
export interface FailureOptions {
  /** Field → message, for a body whose fields were refused. */
  errors?: Record<string, string>;
  /** Headers of the answer: Retry-After for a 429 or 503, WWW-Authenticate for a 401. */
  headers?: Record<string, string>;
}

/** A request the API refuses: thrown, and answered by the app's onError (api/app.ts). */
export class ApiFailure extends HTTPException {
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, options: FailureOptions = {}) {
    super(status, { message });
    this.name = 'ApiFailure';
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  /** The answer's body. */
  get body(): FailureBody {
    return this.errors ? { success: false, message: this.message, errors: this.errors } : { success: false, message: this.message };
  }
}
