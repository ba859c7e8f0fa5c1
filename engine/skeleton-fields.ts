/**
 * A draft's fields (engine/skeleton.ts): the field its factory writes, the
 * rule that keeps its value usable, and the typical value the worked example
 * gives it.
 */
import type { FieldInput } from './definition';
import { count, decimal, money, percent } from './fields';
import { nonNegative, nonNegativeInteger, positive, positiveInteger, type Rule } from './rules';
import { placeholder } from './placeholders';
import type { SkeletonFieldKind, SkeletonRequest } from './skeleton-request';

/** A typical value of each kind, for the worked example (counts whole, percentages 0–100). */
export const typical: Record<SkeletonFieldKind, number> = { count: 200, money: 500, percent: 5, decimal: 4 };

/** A field as its factory writes it, with an example placeholder and a help text to write. */
export function skeletonField(kind: SkeletonFieldKind, id: string, label: string): FieldInput {
  const more = { placeholder: `e.g. ${typical[kind]}`, helperText: placeholder(`what to enter in “${label}”, and over which period`) };
  return { count, money, percent, decimal }[kind](id, label, more);
}

/** One rule a field, in order, each with the message a visitor sees. */
export function skeletonRules(fields: SkeletonRequest['fields'], ids: readonly string[]): Rule[] {
  return fields.map((f, i) => {
    const shown = `Please enter a valid ${f.label.toLowerCase()}`;
    // The first field may be 0; every later one divides it, so it must be above 0.
    if (i === 0)
      return f.kind === 'count'
        ? nonNegativeInteger(ids[i]!, `${shown}: a whole number, 0 or more.`)
        : nonNegative(ids[i]!, `${shown}: 0 or more.`);
    return f.kind === 'count'
      ? positiveInteger(ids[i]!, `${shown}: a whole number above 0.`)
      : positive(ids[i]!, `${shown}: greater than 0.`);
  });
}
