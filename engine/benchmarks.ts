/**
 * Money benchmarks in the visitor's currency. Every money threshold in a
 * definition (bands, tips, tones and threshold labels of a money output or
 * field) is a US-dollar figure from US sources; in another currency it is
 * converted at the reference rates (./number-style/reference-rates.ts) and
 * rounded to the decimals the quantity is shown with in the currency, so
 * bands still read values on the display grid ($1.50 of a CPC is €1.29 and
 * ¥228; $0.05 of a CPE, shown to a tenth of a cent, €0.043). In a currency
 * the rates do not cover, money thresholds are not applied at all: a dollar
 * benchmark is never presented as if it were local.
 */
import type { Mode } from './definition';
import { isMoney } from './money';
import { convertedFigure } from './number-style/converted-figure';
import type { NumberStyle } from './number-style/style';
import type { ScaleStep } from './scale';

const moneyIds = new WeakMap<Mode, ReadonlySet<string>>();

/** The ids of a mode's money quantities (engine/money.ts): fields in money and value outputs formatted as currency. */
function moneyOf(mode: Mode): ReadonlySet<string> {
  let ids = moneyIds.get(mode);
  if (!ids) {
    ids = new Set([...mode.fields, ...mode.outputs].filter(isMoney).map((item) => item.id));
    moneyIds.set(mode, ids);
  }
  return ids;
}

/** Whether `id` (an output or a field of `mode`) is an amount of money, whose thresholds are US dollars. */
export function isMoneyIn(mode: Mode, id: string): boolean {
  return moneyOf(mode).has(id);
}

/**
 * The decimals the thresholds of `id` (an output or a field of `mode`) keep in another currency, written for dollars
 * as a format's are: a money output's own (a CPE's 3, so its $0.05 is 0,043 €, as the CPE itself is shown), else a
 * cent's. Its readings' figures are converted to as many (src/card-parts/local-texts.ts), so they name the thresholds
 * the band scale shows.
 */
export function thresholdDecimals(mode: Mode, id: string | undefined): number {
  const output = isMoneyIn(mode, id ?? '') ? mode.outputs.find((o) => o.id === id) : undefined;
  return output?.kind === 'value' ? (output.format.decimals ?? 2) : 2;
}

const converted = new WeakMap<readonly ScaleStep[], Map<string, readonly ScaleStep[]>>();

/**
 * The thresholds of a scale on `id` as `style` reads them: unchanged unless
 * `id` is money and the currency is not US dollars; converted at the
 * reference rate and rounded to the decimals `id` is shown with there
 * (`thresholdDecimals`); undefined where the rates have no figure for the
 * currency. Made once per scale and currency.
 */
export function stepsIn<T extends ScaleStep>(mode: Mode, id: string, steps: readonly T[], style: NumberStyle): readonly T[] | undefined {
  if (style.perDollar === 1 || !isMoneyIn(mode, id)) return steps;
  if (style.perDollar === undefined) return undefined;
  let byCurrency = converted.get(steps);
  if (!byCurrency) {
    byCurrency = new Map();
    converted.set(steps, byCurrency);
  }
  const currency = style.setting.currency;
  let local = byCurrency.get(currency) as readonly T[] | undefined;
  if (!local) {
    const decimals = thresholdDecimals(mode, id);
    // Each converted step reads all but its threshold from the definition's own, so texts put back into the definition
    // later (engine/texts.ts) are read through it too.
    local = steps.map((step) =>
      step.from === undefined
        ? step
        : (Object.create(step, { from: { value: convertedFigure(step.from, decimals, style), enumerable: true } }) as T),
    );
    byCurrency.set(currency, local);
  }
  return local;
}
