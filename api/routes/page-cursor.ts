/**
 * The admin's page cursors as the API gives them: the store's cursor
 * (api/store/list-page.ts) sealed with an HMAC of the list's name and the
 * cursor, keyed from the admin password. A cursor the server did not give
 * for that list (forged, cut, altered, or the other list's) fails the seal
 * and is answered 400 before any store reads it, so both stores refuse the
 * same cursors: each store's own format is well-formed for it alone, and
 * its forgeries were answered 200 there and 400 on the other (issue 31,
 * finding 5, and the fuzz suite). Only the exact text the server wrote
 * opens: the seal is compared as written, not as decoded, since a base64url
 * decoder also takes padding, white space, the other alphabet's `+` and `/`
 * and a last character with other spare bits (issue 51, item 6). The store's
 * part needs no check of its own: the seal covers its text character for
 * character. Every server process with the same password seals alike; a new
 * password makes old page links start over.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ListName } from '../store/list-page';
import { BadCursorError } from '../store/submission-store';

/** The seal's length in bytes: 128 bits, beyond guessing. */
const SEAL_BYTES = 16;

/** Seals and opens cursors of the admin's lists; `password` is the admin's. */
export class PageCursors {
  readonly #key: Buffer;

  constructor(password: string) {
    // A key of its own, so a seal tells nothing usable about the password.
    this.#key = createHash('sha256').update('page cursors\n').update(password).digest();
  }

  /** The seal of `cursor` in `list` as the server writes it: base64url without padding, 22 characters. */
  #seal(list: ListName, cursor: string): string {
    const mac = createHmac('sha256', this.#key).update(list).update('\n').update(cursor).digest();
    return mac.subarray(0, SEAL_BYTES).toString('base64url');
  }

  /** The store's `cursor` of `list`, sealed: `<cursor>.<seal>` (base64url has no dot). */
  seal(list: ListName, cursor: string): string {
    return `${cursor}.${this.#seal(list, cursor)}`;
  }

  /**
   * The store's cursor inside `sealed`; throws BadCursorError unless `sealed` is, character for character, what
   * this server wrote for `list`.
   */
  open(list: ListName, sealed: string): string {
    const refused = new BadCursorError('The cursor is not one this server gave for this list.');
    const dot = sealed.lastIndexOf('.');
    if (dot < 0) throw refused;
    const cursor = sealed.slice(0, dot);
    // The text itself, compared in constant time: its length is no secret (every seal has 22 characters).
    const given = Buffer.from(sealed.slice(dot + 1), 'utf8');
    const expected = Buffer.from(this.#seal(list, cursor), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused;
    return cursor;
  }
}
