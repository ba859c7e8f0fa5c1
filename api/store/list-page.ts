/**
 * Page cursors for any store: a small JSON value the store chooses, sent to
 * the client as base64url text it cannot read meaning into. Decoding checks
 * the value against the store's schema, so anything the store did not give
 * is a BadCursorError (answered 400), never a crash or a wrong page.
 */
import type { z } from 'zod';
import { BadCursorError } from './submission-store';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** `value` as an opaque cursor (base64url of its JSON). */
export function encodeCursor(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The value `cursor` holds, checked by `schema`; throws BadCursorError for anything else. */
export function decodeCursor<T>(cursor: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    if (!BASE64URL.test(cursor)) throw new Error('not base64url');
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadCursorError('The cursor is not one this store gave.');
  }
  const checked = schema.safeParse(json);
  if (!checked.success) throw new BadCursorError('The cursor is not one this store gave.');
  return checked.data;
}

/** Throws a RangeError unless `limit` is a whole number of at least 1 (the routes check it against the contract first). */
export function checkLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`A page limit must be a whole number of at least 1, not ${limit}.`);
}
