/**
 * A mode's texts with its assumed prices (./assumed.ts) written in, where no
 * calculation fills them. Apart from ./assumed.ts, which every calculation
 * runs, so that a page's first load carries only that.
 */
import { assumedIn } from './assumed';
import { assumedFormat } from './calculate';
import type { Mode } from './definition';
import { formatValue } from './formats';
import { defaultStyle, type NumberStyle } from './number-style/style';

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
