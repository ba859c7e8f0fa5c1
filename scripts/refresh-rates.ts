/**
 * `npm run rates:refresh`: replaces the reference rates the money
 * benchmarks convert at (engine/number-style/reference-rates.json) with the
 * European Central Bank's euro foreign exchange reference rates of the last
 * working day (eurofxref-daily.xml, published around 16:00 CET). Run it when
 * the rates are more than a few months old, check the diff, run `npm test`
 * (tests/unit/engine/benchmarks.test.ts works its figures out from the
 * table: update them by hand) and commit the table with the day it names.
 *
 * Writes nothing unless the file has a day and a rate for US dollars, every
 * rate a positive number.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const SOURCE = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
const TABLE = resolve(import.meta.dirname, '../engine/number-style/reference-rates.json');

const response = await fetch(SOURCE, { signal: AbortSignal.timeout(30_000) });
if (!response.ok) throw new Error(`The ECB's rates could not be fetched: ${response.status} ${response.statusText}`);
const xml = await response.text();
const date = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
const perEuro = Object.fromEntries(
  [...xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([\d.]+)['"]/g)].map(([, currency, rate]) => [currency!, Number(rate)]),
);
if (!date || !(perEuro.USD! > 0) || Object.values(perEuro).some((rate) => !(rate > 0)))
  throw new Error('The ECB file has no day, no US dollar rate, or a rate that is not a positive number: nothing written.');
writeFileSync(
  TABLE,
  `${JSON.stringify({ source: 'European Central Bank, euro foreign exchange reference rates', url: SOURCE, date, perEuro }, null, 2)}\n`,
);
console.log(`Reference rates of ${date}: ${Object.keys(perEuro).length} currencies per euro, written to ${TABLE}.`);
