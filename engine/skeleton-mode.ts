/**
 * A draft's one mode (engine/skeleton.ts): its fields and rules, one output
 * (the first field divided by the second, or the first field itself) and a
 * three-band scale around the worked example's result.
 */
import type { ModeInput } from './definition';
import type { Rule } from './rules';
import { placeholder } from './placeholders';
import type { SkeletonRequest } from './skeleton-request';
import { skeletonField, typical } from './skeleton-fields';

/** Two significant figures: a threshold an editor reads at a glance. */
const rounded = (value: number) => Number(value.toPrecision(2));

/** The mode, its output `outputId` named `name`; `ids` and `rules` are the fields', in order. */
export function skeletonMode(
  fields: SkeletonRequest['fields'],
  ids: readonly string[],
  rules: Rule[],
  name: string,
  outputId: string,
): ModeInput {
  const [first, second] = fields;
  const expr = second ? `${ids[0]} / ${ids[1]}` : ids[0]!;
  const style =
    first!.kind === 'money' && second?.kind !== 'money' ? 'currency' : first!.kind === 'percent' && !second ? 'percent' : 'number';
  const value = second ? typical[first!.kind] / typical[second.kind] : typical[first!.kind];
  const [low, high] = [rounded(value / 2), rounded(value * 2)];
  return {
    id: 'default',
    fields: fields.map((f, i) => skeletonField(f.kind, ids[i]!, f.label)),
    rules,
    outputs: [{ id: outputId, label: name, expr, format: { style, decimals: 2 } }],
    bands: {
      of: outputId,
      better: 'higher',
      steps: [
        { label: 'Low', tone: 'warning', text: placeholder(`what a result under ${low} means and what to do about it`) },
        { from: low, label: 'Typical', tone: 'info', text: placeholder(`what a result from ${low} to under ${high} means`) },
        { from: high, label: 'High', tone: 'success', text: placeholder(`what a result of ${high} or more means`) },
      ],
    },
  };
}
