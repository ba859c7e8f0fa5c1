/**
 * Where submissions live. The API only talks to this interface, so the
 * JSON-file store can be replaced (by a database, say) without touching routes.
 */
import type { CalculatorRequest, ContactSubmission, NewCalculatorRequest, NewContactSubmission } from '../../contract/records';

/**
 * A durable store of contact submissions and calculator requests.
 * Every method that changes data resolves only once the change is on disk;
 * a rejected promise means the change may not have been kept.
 */
export interface SubmissionStore {
  /** Stores a new contact submission (unread) and returns it with its id and time. */
  addContactSubmission(input: NewContactSubmission): Promise<ContactSubmission>;
  /** Stores a new calculator request (unprocessed) and returns it with its id and time. */
  addCalculatorRequest(input: NewCalculatorRequest): Promise<CalculatorRequest>;
  /** All contact submissions, newest first. */
  listContactSubmissions(): Promise<ContactSubmission[]>;
  /** All calculator requests, newest first. */
  listCalculatorRequests(): Promise<CalculatorRequest[]>;
  /** Sets a submission's read flag; undefined when no submission has this id. */
  setContactSubmissionRead(id: string, isRead: boolean): Promise<ContactSubmission | undefined>;
  /** Sets a request's processed flag; undefined when no request has this id. */
  setCalculatorRequestProcessed(id: string, isProcessed: boolean): Promise<CalculatorRequest | undefined>;
}

/** The store could not be opened; the message names the file and the reason. */
export class StoreOpenError extends Error {
  override name = 'StoreOpenError';
}
