/**
 * What it takes: for a result's banded output, the next better band and, for
 * each number field with the others held, the value that reaches it, said as
 * one sentence: "To reach Good (2.00%): 20 conversions at 1,000 visitors, or
 * at most 750 visitors at 15 conversions."
 */
import { bandsIn } from '../money-ratings';
import type { RawInputs } from '../calculate';
import type { CalculatorCore } from '../definition';
import { isNumberField } from '../field-kinds';
import { formatShown, shownValue } from '../formats';
import { defaultStyle, type NumberStyle } from '../number-style/style';
import { pickStep } from '../scale';
import { formatOf, outputWith, probeOf, seekField, type Goal, type Reach } from './goal-seek';
import { bandPosition } from './next-band';
import { fieldPhrase } from './terms';

/** One field's answer: the value, whether it is a floor or a ceiling, and the phrase that says it. */
export interface FieldAnswer extends Reach {
  /** "20 conversions at 1,000 visitors", "at most 750 visitors at 15 conversions". */
  text: string;
}

/** What it takes to reach the next better band, or that the result is in the best band. */
export type WhatItTakes =
  | { kind: 'best'; band: string; sentence: string }
  | {
      kind: 'next';
      band: string;
      goal: Goal;
      /** The target as the output shows it: "2.00%". */
      targetText: string;
      /** Fields that reach it: floors first, then ceilings, each in the form's order; fields that cannot are left out. */
      answers: FieldAnswer[];
      sentence: string;
    };

/** "a, b and c". */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "a, or b"; "a, b, or c": alternatives, each of which may hold a list of its own. */
function eitherOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}, or ${items.at(-1)}`;
}

/**
 * What it takes from these inputs read in `style` (en-US dollars by default),
 * said in that style (money thresholds in its currency: engine/benchmarks.ts),
 * or undefined when the mode has no bands (or none in that currency) or the
 * inputs fail a rule. Pure: runs the compiled definition only.
 *
 * @example whatItTakes(conversionRate, 'default', { visitors: '1000', conversions: '15' })
 *   // sentence: "To reach Good (2.00%): 20 conversions at 1,000 visitors, or at most 750 visitors at 15 conversions."
 */
export function whatItTakes(
  definition: CalculatorCore,
  modeId: string | undefined,
  raw: RawInputs,
  style: NumberStyle = defaultStyle,
): WhatItTakes | undefined {
  const probe = probeOf(definition, modeId, raw, style);
  const bands = probe && bandsIn(probe.mode, style);
  if (!probe || !bands) return undefined;
  const format = formatOf(probe.mode, bands.of);
  const fields = probe.mode.fields.filter(isNumberField);
  const shown = shownValue(outputWith(probe, {}, bands.of).value, format, style);
  const position = bandPosition(bands, format, shown, style);
  if (!position) return undefined;
  if (!position.next) {
    const band = bands.steps[position.index]!.label;
    return { kind: 'best', band, sentence: `You are in the best band, ${band}.` };
  }
  const { goal } = position.next;
  const band = bands.steps[position.next.index]!.label;
  const targetText = formatShown(goal.target, format, style)!;
  const answers: FieldAnswer[] = [];
  for (const field of fields) {
    const reach = seekField(probe, field, goal);
    if (!reach || reach.value === probe.scope[field.id]) continue;
    // On a two-sided scale a coarse step can pass over the band sought to the far side (0 of 1 paid sessions
    // to 1 of 1 goes from Very Low past Healthy to Heavy): such an answer does not reach it and is left out.
    if (position.better === 'middle') {
      const landed = pickStep(bands.steps, shownValue(outputWith(probe, { [field.id]: reach.value }, bands.of).value, format, style));
      if (landed !== bands.steps[position.next.index]) continue;
    }
    const held = fields.filter((f) => f !== field).map((f) => fieldPhrase(f, probe.scope[f.id]!, style));
    const phrase = `${reach.bound === 'atMost' ? 'at most ' : ''}${fieldPhrase(field, reach.value, style)}`;
    answers.push({ ...reach, text: held.length > 0 ? `${phrase} at ${listOf(held)}` : phrase });
  }
  // Values to raise before values to cut: "20 conversions …, or at most 750 visitors …".
  answers.sort((a, b) => Number(a.bound === 'atMost') - Number(b.bound === 'atMost'));
  const how = answers.length > 0 ? eitherOf(answers.map((a) => a.text)) : 'no change to one input alone gets there';
  return { kind: 'next', band, goal, targetText, answers, sentence: `To reach ${band} (${targetText}): ${how}.` };
}
