/**
 * An output's label as a plan shows it apart from a result (its links,
 * "Add a step", goal seek, the CSV): what a calculation would fill, filled.
 * The plan's own code: the calculator's card never needs it.
 */
import { withAssumed } from '../../engine/plan';
import { defaultStyle, type Mode, type NumberStyle } from '../../engine/runtime';
import { asWrittenIn } from '../card-parts/local-texts';

/**
 * `label` (an output's label or caption) of `mode` as a result in `style` shows it: its assumed prices filled
 * (engine/assumed.ts), its amounts and money words in the currency (src/card-parts/local-texts.ts).
 */
export function localLabel<T extends string | undefined>(mode: Mode, label: T, style: NumberStyle = defaultStyle): T {
  const filled = withAssumed(mode, label, style);
  return (filled === undefined ? filled : asWrittenIn(filled, style)) as T;
}
