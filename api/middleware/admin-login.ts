/**
 * The admin login: HTTP Basic auth with the user name `admin` and the
 * admin password (hono's basic-auth, which compares in constant time), for
 * the admin API and the studio. A refused login is written by the app
 * (api/app.ts) as a 401 with the API's message; it leaves out the browser's
 * login dialog for the admin screen's own calls, and keeps it for the
 * studio's pages, which a person opens in the browser.
 */
import type { MiddlewareHandler } from 'hono';
import { basicAuth } from 'hono/basic-auth';
import { ADMIN_USER } from '../../contract/admin';

/** The realm browsers name in their login dialog, one for the admin API and the studio, so one login serves both. */
export const ADMIN_REALM = 'Marketing Calculators admin';

/** Lets a request through with the admin's credentials; 401 otherwise. */
export function adminLogin(password: string): MiddlewareHandler {
  return basicAuth({
    username: ADMIN_USER,
    password,
    realm: ADMIN_REALM,
  });
}
