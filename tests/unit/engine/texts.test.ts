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
import { codeFromSource, definitionCode } from '../../../engine/compile';
import { shortenExpressions } from '../../../engine/short-keys';

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

  it('ships no caption, template, threshold label text or benchmark table text in its card', () => {
    const card = cardOf(definition);
    takeTexts(card);
    for (const output of card.calculator.modes.flatMap((mode) => mode.outputs)) {
      expect(output).not.toHaveProperty('caption');
      if (output.kind === 'text') expect(output.template).toBe('');
      if (output.kind === 'label') for (const step of output.steps) expect(step).not.toHaveProperty('text');
      if (output.kind === 'table') {
        expect(output).not.toHaveProperty('columns');
        for (const row of output.rows) expect([row.label, ...row.cells.flatMap((c) => ('text' in c ? [c.text] : []))].join('')).toBe('');
      }
    }
  });

  it('calculates its worked examples the same as the page gets it: texts apart and back, expressions by short key', () => {
    const card = cardOf(definition);
    const texts = JSON.parse(JSON.stringify(takeTexts(card))) as ReturnType<typeof takeTexts>;
    const keyOf = shortenExpressions(card);
    const shipped = {
      ...(JSON.parse(JSON.stringify(card)) as CalculatorCore),
      code: codeFromSource(definitionCode(definition, keyOf).source),
    };
    expect(JSON.stringify(card)).not.toContain('"expr":"' + definition.calculator.modes[0]!.outputs.find((o) => o.kind === 'value')?.expr);
    mergeTexts(shipped, texts);
    for (const example of definition.examples) {
      expect(calculate(shipped, example.mode, example.inputs)).toEqual(calculate(definition, example.mode, example.inputs));
    }
  });

  it('calculates its worked examples the same with its texts put back', () => {
    const card = { ...cardOf(definition), code: definition.code };
    mergeTexts(card, takeTexts(card));
    for (const example of definition.examples) {
      expect(calculate(card, example.mode, example.inputs)).toEqual(calculate(definition, example.mode, example.inputs));
    }
  });
});
