/**
 * Pages of one in-memory list (json-record-list.ts), newest first, with the
 * search and the open-only filter.
 *
 * Newest first is the list walked from its end, so a first page reads only
 * `limit` records, whatever the list's length. The cursor names the last
 * record shown: its arrival number, with the store's opening (epoch), and
 * its id and time. Within one opening the next page starts below that
 * arrival number (binary search), which holds whether the record is still
 * there or has been deleted, and records that arrived since are above it,
 * so none is skipped or repeated. A cursor from before a restart is found by
 * id, or, when that record is gone, resumes below its time.
 *
 * The total needs every matching record counted; it is kept for the last
 * query until the list changes, so reading a search page after page (the
 * CSV export) counts once, not once a page.
 */
import { z } from 'zod';
import { checkLimit, decodeCursor, encodeCursor, type ListName } from './list-page';
import type { RecordList } from './json-record-list';
import { searchNeedle } from './search-text';
import type { Page, StoreListQuery } from './submission-store';

const positionSchema = z.strictObject({
  /** The store's opening it was given in. */
  e: z.string(),
  /** Arrival number of the last record shown. */
  a: z.number().int().min(0),
  id: z.string(),
  /** The last record's createdAt. */
  t: z.string(),
});

/** How one list's records are filtered, answered and named in cursors (the search is the list's own: RecordList.searcher). */
export interface ListShape<T> {
  /** Names the list in its cursors, so one list's cursor is refused by the other. */
  name: ListName;
  /** Whether the record is open (unread / unprocessed). */
  open(record: T): boolean;
  /** The record as answered: the contract's fields only, copied. */
  view(record: T): T;
}

/** Answers pages of `list`; `epoch` names this opening of the store. */
export class ListPages<T extends { id: string; createdAt: string }> {
  readonly #list: RecordList<T>;
  readonly #shape: ListShape<T>;
  readonly #epoch: string;
  #total: { key: string; version: number; total: number } | undefined;

  constructor(list: RecordList<T>, shape: ListShape<T>, epoch: string) {
    this.#list = list;
    this.#shape = shape;
    this.#epoch = epoch;
  }

  /** The page after `query.cursor` (from the newest without one). Throws BadCursorError for a cursor this list did not give. */
  page(query: StoreListQuery): Page<T> {
    checkLimit(query.limit);
    const records = this.#list.records;
    const end = query.cursor === undefined ? records.length : this.#resume(query.cursor);
    const match = this.#matcher(query, records);
    const found: T[] = [];
    let more = false;
    let total: number;
    if (!match) {
      for (let i = end - 1; i >= 0 && found.length < query.limit; i -= 1) found.push(records[i]!);
      more = end > found.length;
      total = records.length;
    } else {
      const key = JSON.stringify([query.q ?? '', query.openOnly === true]);
      const known = this.#total?.key === key && this.#total.version === this.#list.version ? this.#total.total : undefined;
      // Without a known total the whole list is read once anyway, so the page is picked up on the way.
      let counted = 0;
      for (let i = known === undefined ? records.length - 1 : end - 1; i >= 0; i -= 1) {
        if (!match(i)) continue;
        counted += 1;
        if (i >= end) continue;
        if (found.length < query.limit) found.push(records[i]!);
        else {
          more = true;
          if (known !== undefined) break;
        }
      }
      total = known ?? counted;
      this.#total = { key, version: this.#list.version, total };
    }
    const last = found[found.length - 1];
    return { items: found.map((record) => this.#shape.view(record)), total, ...(more && last ? { nextCursor: this.#cursorAt(last) } : {}) };
  }

  /** A test of the record at an index against `q` and `openOnly`; undefined when every record matches. */
  #matcher(query: StoreListQuery, records: readonly T[]): ((index: number) => boolean) | undefined {
    const open = this.#shape.open;
    const needle = query.q === undefined ? undefined : searchNeedle(query.q);
    if (needle) {
      const found = this.#list.searcher(needle);
      return query.openOnly ? (i) => open(records[i]!) && found(i) : found;
    }
    return query.openOnly ? (i) => open(records[i]!) : undefined;
  }

  #cursorAt(record: T): string {
    return encodeCursor(this.#shape.name, { e: this.#epoch, a: this.#list.arrivalOf(record), id: record.id, t: record.createdAt });
  }

  /** The index the next page starts below. */
  #resume(cursor: string): number {
    const at = decodeCursor(cursor, this.#shape.name, positionSchema);
    if (at.e === this.#epoch) return this.#list.firstFrom(at.a);
    const index = this.#list.indexOfId(at.id);
    if (index >= 0) return index;
    const records = this.#list.records;
    let end = records.length;
    while (end > 0 && records[end - 1]!.createdAt >= at.t) end -= 1;
    return end;
  }
}
