/**
 * A definition's texts leave its card's file and come back whole
 * (engine/texts-apart.ts for the build, engine/texts.ts on the page), for
 * every calculator the site has.
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../definitions';
import type { CalculatorCore } from '../../../engine/definition';
import { takeTexts } from '../../../engine/texts-apart';
import { mergeTexts, textsApart } from '../../../engine/texts';
import { calculate } from '../../../engine/calculate';
import { workedForms } from '../../../engine/worked-form';

/** What the build writes of a definition's card: its data, without its code. */
const cardOf = (definition: CalculatorCore) => {
  const { code: _code, ...data } = definition;
  return JSON.parse(JSON.stringify(data)) as CalculatorCore;
};

describe.each(definitions.map((d) => [d.slug, d] as const))('%s', (_, definition) => {
  it('ships no band reading, tip or table note in its card, and gets every one back', () => {
    const card = cardOf(definition);
    const texts = takeTexts(card);
    expect(textsApart(card)).toBe(true);
    const shipped = JSON.stringify(card);
    for (const mode of definition.calculator.modes) {
      for (const step of mode.bands?.steps ?? []) expect(shipped).not.toContain(JSON.stringify(step.text));
      for (const step of mode.tips?.steps ?? []) for (const item of step.items) expect(shipped).not.toContain(JSON.stringify(item));
    }
    mergeTexts(card, JSON.parse(JSON.stringify(texts)));
    expect(textsApart(card)).toBe(false);
    // With them, each value output's expression as written, for the steps a result shows (engine/worked.ts).
    const { worked, ...rest } = card;
    expect(rest).toEqual(cardOf(definition));
    expect(worked).toEqual(workedForms(definition));
  });

  it('calculates its worked examples the same with its texts put back', () => {
    const card = { ...cardOf(definition), code: definition.code };
    mergeTexts(card, takeTexts(card));
    for (const example of definition.examples) {
      expect(calculate(card, example.mode, example.inputs)).toEqual(calculate(definition, example.mode, example.inputs));
    }
  });
});
