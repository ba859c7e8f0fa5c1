/**
 * A mode's assumed prices (`assumed` in a definition: "an assumed CPC of
 * $1.50") in the visitor's currency. They are US-dollar figures, as the
 * money benchmarks are (./benchmarks.ts), so they convert the same way: at
 * the reference rate, rounded to the currency's usual decimals ($1.50 is
 * €1.29, ¥228). In a currency the rates lack there is no honest figure, so
 * whatever reads one (an output, directly or through another output) is
 * not shown.
 */
import type { Mode } from './definition';
import { convertedFigure } from './number-style/converted-figure';
import type { AssumedPrices, NumberStyle } from './number-style/style';

const inCurrency = new WeakMap<Mode, Map<string, Readonly<Record<string, number>> | null>>();

/** The mode's assumed prices in `style`'s currency, by name; undefined where the rates lack the currency. */
export function assumedIn(mode: Mode, style: NumberStyle): Readonly<Record<string, number>> | undefined {
  const assumed = mode.assumed;
  if (!assumed || style.perDollar === 1) return assumed;
  let byCurrency = inCurrency.get(mode);
  if (!byCurrency) inCurrency.set(mode, (byCurrency = new Map()));
  const currency = style.setting.currency;
  let local = byCurrency.get(currency);
  if (local === undefined) {
    // A price is typed and shown to the cent (2 decimals for dollars: whole yen), as the fields that replace it are.
    local =
      style.perDollar === undefined
        ? null
        : Object.fromEntries(Object.entries(assumed).map(([name, dollars]) => [name, convertedFigure(dollars, 2, style)!]));
    byCurrency.set(currency, local);
  }
  return local ?? undefined;
}

const readers = new WeakMap<Mode, ReadonlySet<string>>();

/** The ids of the outputs that read an assumed price: in their expression, label, caption or sentence, or through such an output. */
export function readsAssumed(mode: Mode): ReadonlySet<string> {
  let ids = readers.get(mode);
  if (!ids) {
    const names = new Set(Object.keys(mode.assumed ?? {}));
    const found = new Set<string>();
    for (const output of mode.outputs) {
      const sources =
        output.kind === 'value' ? [output.expr, output.label, output.caption ?? ''] : output.kind === 'text' ? [output.template] : [];
      const words = sources.flatMap((source) => source.match(/\w+/g) ?? []);
      if (words.some((word) => names.has(word))) {
        found.add(output.id);
        names.add(output.id);
      }
    }
    readers.set(mode, (ids = found));
  }
  return ids;
}

const withoutUnpriced = new WeakMap<Mode, Mode>();

/**
 * What a calculation in `style` reads of the mode's assumed prices (NumberStyle.assumedIn): them, in the currency;
 * or, where the rates lack it, the mode without the outputs that read one, so they are not shown.
 */
export function localAssumed(mode: Mode, style: NumberStyle): AssumedPrices<Mode> {
  const prices = assumedIn(mode, style);
  if (prices) return { mode, prices };
  let shown = withoutUnpriced.get(mode);
  if (!shown) {
    const unpriced = readsAssumed(mode);
    shown = { ...mode, outputs: mode.outputs.filter((output) => !unpriced.has(output.id)) };
    withoutUnpriced.set(mode, shown);
  }
  return { mode: shown };
}
