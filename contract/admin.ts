/**
 * The admin's side of the contract: who the admin is and how the admin
 * screen marks its own calls.
 */

/**
 * The one admin user name (spec section 6). The screen sends it with the
 * password as HTTP Basic credentials; the API accepts no other name.
 */
export const ADMIN_USER = 'admin';

/**
 * The header the admin screen sends with every call (value `fetch`). With it
 * a refused password gets a plain 401 without `WWW-Authenticate`: the
 * browser then shows no login dialog of its own and the screen shows the
 * server's message in its own prompt.
 */
export const SCRIPTED_CALL_HEADER = 'X-Requested-With';
