/**
 * How the benchmarks convert into another currency. Every money benchmark
 * on the site (the bands, tips and tables of AOV, CAC, CLV, CPA, CPC, CPL,
 * CPM, cost per engagement, retention cost and break-even) is a US-dollar
 * figure from US sources; in another currency its thresholds are converted
 * at the dated reference rates of ./reference-rates.json, and the page says
 * so. The table holds the European Central Bank's euro reference rates of
 * one day (units of each currency per euro), refreshed by
 * `npm run rates:refresh` (scripts/refresh-rates.ts); docs/architecture.md
 * says when and how. The table first committed holds the rates of
 * 21 October 2025 as that day's eurofxref-daily.xml gives them, taken from
 * a published copy of the file (the machine it was made on could not reach
 * the ECB), less the Bulgarian lev: Bulgaria adopted the euro on 1 January
 * 2026 (at 1.95583 lev to the euro, fixed by the Council of the EU on
 * 8 July 2025), so the lev is no currency to convert into any more, nor one
 * the ECB gives a euro rate for (src/number-setting/choices.ts no longer
 * offers it either).
 */
import table from './reference-rates.json' with { type: 'json' };

/** The reference rates' day (ISO 8601) and source. */
export const referenceRates: { readonly date: string; readonly source: string; readonly url: string } = table;

/**
 * Units of `currency` (ISO 4217) per US dollar at the reference rates: 1 for
 * USD, 1 ÷ 1.1607 for EUR; undefined for a currency the table has no rate for,
 * whose money benchmarks are then not shown.
 */
export function perDollar(currency: string): number | undefined {
  if (currency === 'USD') return 1;
  const rates: Record<string, number | undefined> = table.perEuro;
  const perEuro = currency === 'EUR' ? 1 : rates[currency];
  return perEuro === undefined ? undefined : perEuro / table.perEuro.USD;
}
