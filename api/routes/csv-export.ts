/**
 * CSV export of an admin list (RFC 4180: CRLF line ends, fields quoted when
 * they hold a comma, quote or line break), written by csv-stringify as the
 * store hands over pages, so 100,000 records never sit in memory as one text.
 * A UTF-8 byte-order mark lets spreadsheet programs read accents right.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** One column: the header text and how to read the cell from a record. */
export interface CsvColumn<T> {
  header: string;
  cell(record: T): string | boolean;
}

/**
 * A cell a spreadsheet would run as a formula (it starts with =, +, -, @, a
 * tab or a carriage return) gets a leading apostrophe, so a visitor's
 * "=HYPERLINK(…)" stays text (OWASP, "CSV Injection").
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The CSV bytes of every record `pages` yields, header row first, as a web stream. */
export function csvStream<T>(columns: readonly CsvColumn<T>[], pages: AsyncIterable<readonly T[]>): ReadableStream<Uint8Array> {
  const rows = Readable.from(
    (async function* () {
      for await (const page of pages) for (const record of page) yield columns.map((column) => column.cell(record));
    })(),
  );
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    bom: true,
    cast: { boolean: (value) => (value ? 'true' : 'false'), string: neutraliseFormula },
  });
  rows.on('error', (error) => csv.destroy(error));
  return Readable.toWeb(rows.pipe(csv)) as ReadableStream<Uint8Array>;
}
