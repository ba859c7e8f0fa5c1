/**
 * What a list's search (`q`) looks in and for, the same on every store: the
 * record's searched fields, each folded to lower case by JavaScript
 * (Unicode's default case mapping, the same in every locale), kept apart by
 * a character no field or search may hold (contract/storable-text.ts), and
 * `q` folded alike; a record matches when its text holds `q` as it is. The
 * JSON store folds in memory, PostgreSQL keeps the folded text in a column
 * of its own: left to the database, ILIKE folded "İ" to "i" where
 * JavaScript folds it to "i̇", and a search found 11 records on one store and
 * 5 on the other (found by the API fuzz suite, issue 31).
 */

/** Between two fields in a search text: a control character, which no field or search holds. */
export const SEARCH_SEPARATOR = '\u0001';

/** The text a search looks in, made of a record's searched `fields`. */
export function searchText(fields: readonly string[]): string {
  return fields.join(SEARCH_SEPARATOR).toLowerCase();
}

/** `q` as a search looks for it. */
export function searchNeedle(q: string): string {
  return q.toLowerCase();
}
