/**
 * Money benchmarks in the visitor's currency. Every money threshold in a
 * definition (bands, tips, tones and threshold labels of a money output or
 * field) is a US-dollar figure from US sources; in another currency it is
 * converted at the reference rates (./number-style/reference-rates.ts) and
 * rounded to the currency's usual decimals, so bands still read values on
 * the display grid ($1.50 is €1.29, ¥228). In a currency the rates do not
 * cover, money thresholds are not applied at all: a dollar benchmark is never
 * presented as if it were local.
 */
import type { Mode } from './definition';
import { isMoney } from './money';
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

const converted = new WeakMap<readonly ScaleStep[], Map<string, readonly ScaleStep[]>>();

/**
 * The thresholds of a scale on `id` as `style` reads them: unchanged unless
 * `id` is money and the currency is not US dollars; converted at the
 * reference rate and rounded to the currency's decimals; undefined where the
 * rates have no figure for the currency. Made once per scale and currency.
 */
export function stepsIn<T extends ScaleStep>(mode: Mode, id: string, steps: readonly T[], style: NumberStyle): readonly T[] | undefined {
  if (style.perDollar === 1 || !isMoneyIn(mode, id)) return steps;
  const rate = style.perDollar;
  if (rate === undefined) return undefined;
  let byCurrency = converted.get(steps);
  if (!byCurrency) {
    byCurrency = new Map();
    converted.set(steps, byCurrency);
  }
  const currency = style.setting.currency;
  let local = byCurrency.get(currency) as readonly T[] | undefined;
  if (!local) {
    const unit = 10 ** style.currencyDecimals;
    // Each converted step reads all but its threshold from the definition's own, so texts put back into the definition
    // later (engine/texts.ts) are read through it too.
    local = steps.map((step) =>
      step.from === undefined
        ? step
        : (Object.create(step, { from: { value: Math.round(step.from * rate * unit) / unit, enumerable: true } }) as T),
    );
    byCurrency.set(currency, local);
  }
  return local;
}
