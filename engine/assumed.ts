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
import { formatValue } from './formats';
import { defaultStyle, type NumberStyle } from './number-style/style';

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
    const rate = style.perDollar;
    const unit = 10 ** style.currencyDecimals;
    local =
      rate === undefined
        ? null
        : Object.fromEntries(Object.entries(assumed).map(([name, dollars]) => [name, Math.round(dollars * rate * unit) / unit]));
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
        output.kind === 'value'
          ? [output.expr, output.label, output.caption ?? '']
          : output.kind === 'text'
            ? [output.template]
            : [];
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

/** How an assumed price is written: "$1.50", "$10" (whole figures whole). */
export function assumedFormat(value: number) {
  return { style: 'currency', decimals: Number.isInteger(value) ? 0 : 2 } as const;
}

/**
 * A text of `mode` (an output's label or caption) with its assumed prices written in `style`'s currency, as a
 * result shows it where no calculation fills it (a plan's links, "Add a step", the CSV): "Estimated Cost at
 * {assumedCpc} CPC" is "Estimated Cost at $1.50 CPC", "… at 1,29 € CPC". Other names stay as written; in a
 * currency the rates lack, the price stays a name ("at the assumed CPC"), never a dollar figure shown as local.
 */
export function withAssumed<T extends string | undefined>(mode: Mode, text: T, style: NumberStyle = defaultStyle): T {
  if (!mode.assumed || !text?.includes('{')) return text;
  const prices = assumedIn(mode, style);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(mode.assumed!, name)) return whole;
    const value = prices?.[name];
    return (value !== undefined && formatValue(value, assumedFormat(value), style)) || 'the assumed price';
  }) as T;
}
