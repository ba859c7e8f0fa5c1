/**
 * The admin login: HTTP Basic auth with the user name `admin` and the admin
 * password, for the admin API and the studio. The credentials are read as
 * hono's basic-auth reads them and compared in constant time, synchronously,
 * so the failed-login limit (./rate-limits.ts) checks them in the client's
 * turn with the same code as the login. A refused login is written by the
 * app (api/app.ts) as a 401 with the API's message; it leaves out the
 * browser's login dialog for the admin screen's own calls, and keeps it for
 * the studio's pages, which a person opens in the browser.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { auth } from 'hono/utils/basic-auth';
import { ADMIN_USER } from '../../contract/admin';

/** The realm browsers name in their login dialog, one for the admin API and the studio, so one login serves both. */
export const ADMIN_REALM = 'Marketing Calculators admin';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** The admin's credentials: user `admin` and `password`. */
export class AdminCredentials {
  readonly #user = digest(ADMIN_USER);
  readonly #password: Buffer;

  constructor(password: string) {
    this.#password = digest(password);
  }

  /**
   * True when `request` carries HTTP Basic credentials of `admin` with the password. Their SHA-256 digests are
   * compared in constant time, both whatever the first gives, so the time taken tells nothing of either.
   */
  match(request: Request): boolean {
    const given = auth(request);
    if (!given) return false;
    const user = timingSafeEqual(digest(given.username), this.#user);
    const password = timingSafeEqual(digest(given.password), this.#password);
    return user && password;
  }
}

/** A login refused: hono's basic-auth's 401, whose challenge the app passes on to a browser (api/app.ts). */
export function loginRefused(): HTTPException {
  const res = new Response('Unauthorized', { status: 401, headers: { 'WWW-Authenticate': `Basic realm="${ADMIN_REALM}"` } });
  return new HTTPException(401, { res });
}

/** Lets a request through with the admin's credentials; 401 otherwise. */
export function adminLogin(password: string): MiddlewareHandler {
  const credentials = new AdminCredentials(password);
  return async (c, next) => {
    if (!credentials.match(c.req.raw)) throw loginRefused();
    await next();
  };
}
