/**
 * One list of the data file in memory: its records in arrival order, each
 * with an arrival number, the list's encoded JSON (json-encoded-list.ts)
 * and its records' search text, all kept in step with every change.
 *
 * Arrival numbers only grow (records loaded from the file are numbered in
 * file order, new ones after them) and are never written to the file. The
 * list is sorted by them, so a removed record can be put back exactly where
 * it was, and a page cursor can find where it stopped by binary search even
 * when the record it stopped at has been deleted since.
 */
import { EncodedList } from './json-encoded-list';
import { SEARCH_SEPARATOR, searchText } from './search-text';

/** Records whose search text prepareSearch makes in one turn of the event loop (about 3 ms). */
const SEARCH_SLICE = 2_000;

/** An arrival-ordered list of records with ids, for the JSON-file store. */
export class RecordList<T extends { id: string }> {
  readonly records: readonly T[];
  readonly encoded: EncodedList<T>;
  readonly #records: T[];
  readonly #arrival = new WeakMap<T, number>();
  readonly #searched: (record: T) => string[];
  /**
   * The lower-case search text of the record at the same index, made on the
   * first search that reads it: lower-casing every field on every search
   * cost more than the search itself (about 30 ms at 100k records).
   */
  readonly #texts: (string | undefined)[];
  #next = 0;
  #version = 0;

  /** Takes over `records` (oldest first) as the list's array; `searched` gives the fields a search looks in. */
  constructor(records: T[], searched: (record: T) => string[]) {
    this.#records = records;
    this.records = records;
    this.#searched = searched;
    this.#texts = new Array<string | undefined>(records.length).fill(undefined);
    this.encoded = new EncodedList(records, (record) => JSON.stringify(record));
    for (const record of records) this.#arrival.set(record, this.#next++);
  }

  /**
   * A test of whether the record at an index has `needle` in any of its
   * searched fields, ignoring case (`needle` must be lower case already);
   * every character is matched as itself.
   */
  searcher(needle: string): (index: number) => boolean {
    // A search holding the separator (the contract refuses it) is matched field by field, never across two.
    if (needle.includes(SEARCH_SEPARATOR)) {
      return (index) => this.#searched(this.#records[index]!).some((field) => field.toLowerCase().includes(needle));
    }
    return (index) => this.#textAt(index).includes(needle);
  }

  /**
   * Makes the search text of every record in the background, a slice per
   * turn of the event loop, so the first search after opening a big file
   * does not pay for it (0.15–0.25 s at 100k records).
   */
  prepareSearch(): void {
    let next = 0;
    const slice = () => {
      const end = Math.min(next + SEARCH_SLICE, this.#records.length);
      // Indexes may have moved since the last slice; a text skipped here is made by the search that needs it.
      for (; next < end; next += 1) this.#textAt(next);
      if (next < this.#records.length) setImmediate(slice);
    };
    setImmediate(slice);
  }

  #textAt(index: number): string {
    let text = this.#texts[index];
    if (text === undefined) {
      text = searchText(this.#searched(this.#records[index]!));
      this.#texts[index] = text;
    }
    return text;
  }

  /** Grows on every change to the list (add, delete, flag), so a cached answer can tell it is stale. */
  get version(): number {
    return this.#version;
  }

  /** The arrival number of a record of this list (also after its removal). */
  arrivalOf(record: T): number {
    return this.#arrival.get(record)!;
  }

  /** The index of the first record that arrived at or after `arrival` (the list's length when none). */
  firstFrom(arrival: number): number {
    let low = 0;
    let high = this.#records.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#arrival.get(this.#records[middle]!)! < arrival) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The index of the record with `id`, or -1; searched from the newest, the ones most often acted on. */
  indexOfId(id: string): number {
    for (let i = this.#records.length - 1; i >= 0; i -= 1) if (this.#records[i]!.id === id) return i;
    return -1;
  }

  /** Appends a new record. */
  append(record: T): void {
    this.#arrival.set(record, this.#next++);
    this.#records.push(record);
    this.#texts.push(undefined);
    this.#version += 1;
  }

  /** Reports that `record` (of this list) was changed in place. */
  changed(record: T): void {
    const index = this.#indexOf(record);
    if (index >= 0) this.encoded.changed(index);
    this.#version += 1;
  }

  /** Removes `record` if it is in the list. */
  remove(record: T): void {
    const index = this.#indexOf(record);
    if (index < 0) return;
    this.#records.splice(index, 1);
    this.#texts.splice(index, 1);
    this.encoded.removed(index);
    this.#version += 1;
  }

  /** Puts a removed record back where it arrived. */
  restore(record: T): void {
    const index = this.firstFrom(this.arrivalOf(record));
    if (this.#records[index] === record) return;
    this.#records.splice(index, 0, record);
    this.#texts.splice(index, 0, undefined);
    this.encoded.inserted(index);
    this.#version += 1;
  }

  #indexOf(record: T): number {
    const index = this.firstFrom(this.arrivalOf(record));
    return this.#records[index] === record ? index : -1;
  }
}
