/**
 * Page cursors for any store: the list a cursor belongs to and a small JSON
 * position the store chooses, sent to the client as base64url text it cannot
 * read meaning into. Decoding checks the list and then the position against
 * the store's schema, so anything the store did not give for that list (the
 * other list's cursor, a forged or cut one) is a BadCursorError (answered
 * 400), the same on every store, never a crash or a wrong page.
 */
import { z } from 'zod';
import type { adminLists } from '../../contract/admin-lists';
import { BadCursorError } from './submission-store';

/** The list a cursor belongs to, named as the contract names the admin's lists; the same on every store. */
export type ListName = keyof typeof adminLists;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const envelope = z.looseObject({ l: z.string() });

/** `position` in `list` as an opaque cursor (base64url of `{ l: list, ...position }`). */
export function encodeCursor(list: ListName, position: object): string {
  return Buffer.from(JSON.stringify({ l: list, ...position })).toString('base64url');
}

/**
 * The position `cursor` holds in `list`, checked by `schema` (the store's
 * position, without `l`); throws BadCursorError for anything else.
 */
export function decodeCursor<T>(cursor: string, list: ListName, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    if (!BASE64URL.test(cursor)) throw new Error('not base64url');
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadCursorError('The cursor is not one this store gave.');
  }
  const named = envelope.safeParse(json);
  if (!named.success) throw new BadCursorError('The cursor is not one this store gave.');
  const { l, ...position } = named.data;
  if (l !== list) throw new BadCursorError(`The cursor belongs to another list than ${list}.`);
  const checked = schema.safeParse(position);
  if (!checked.success) throw new BadCursorError('The cursor is not one this store gave.');
  return checked.data;
}

/** Throws a RangeError unless `limit` is a whole number of at least 1 (the routes check it against the contract first). */
export function checkLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`A page limit must be a whole number of at least 1, not ${limit}.`);
}
