/**
 * A draft's examples (engine/skeleton.ts): each rule's message, then a
 * result in each band. The expected texts are calculated, so the draft
 * passes the checker as written.
 */
import { calculate } from './calculate';
import { defineCalculator } from './define-calculator';
import type { CalculatorInput } from './definition';
import type { Rule } from './rules';
import type { SkeletonFieldKind } from './skeleton-request';
import { typical } from './skeleton-fields';

/** Inputs as a visitor types them: every value as text. */
export const asInputs = (values: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));

/** What `outputId` shows for some inputs, or the message that stops it, as the engine writes it for `draft`. */
export function skeletonShows(draft: CalculatorInput, outputId: string): (inputs: Record<string, string>) => string {
  // The expected texts are the engine's own, worked out on the draft before it has examples.
  const probe = defineCalculator({ ...draft, examples: [{ name: 'probe', inputs: {}, expect: { message: 'probe' } }] });
  return (inputs: Record<string, string>) => {
    const result = calculate(probe, undefined, inputs);
    if (!result.ok) return result.message;
    const output = result.outputs.find((o) => o.id === outputId);
    return output && 'text' in output ? output.text : '';
  };
}

/**
 * One example per rule (its field emptied, or 0), then one per band: the
 * first field a tenth of, once and ten times its typical value (of kind
 * `firstKind`), the others as in `baseInputs`.
 */
export function skeletonExamples(
  rules: readonly Rule[],
  ids: readonly string[],
  baseInputs: Record<string, string>,
  firstKind: SkeletonFieldKind,
  outputId: string,
  shows: (inputs: Record<string, string>) => string,
): CalculatorInput['examples'] {
  const firstId = ids[0]!;
  return [
    ...rules.map((rule, i) => ({
      name: `shows "${rule.message}"`,
      inputs: { ...baseInputs, [ids[i]!]: i === 0 ? '' : '0' },
      expect: { message: rule.message },
    })),
    ...(
      [
        ['Low', 0.1],
        ['Typical', 1],
        ['High', 10],
      ] as const
    ).map(([band, times]) => {
      const inputs = { ...baseInputs, [firstId]: String(typical[firstKind] * times) };
      return { name: `${band}: ${shows(inputs)}`, inputs, expect: { outputs: { [outputId]: shows(inputs) }, band } };
    }),
  ];
}
