/**
 * The shared definition suite: every definition in the registry is checked
 * and every hand-worked example is run through the engine.
 */
import { describe, expect, it } from 'vitest';
import { calculate, checkDefinition, checkRegistry, exampleMismatches, findMode } from '../../engine';
import { definitions } from '../../definitions';

describe.each(definitions.map((d) => [d.key, d] as const))('%s', (_key, definition) => {
  it('passes the definition check', () => expect(checkDefinition(definition)).toEqual([]));

  it.each(definition.examples.map((e) => [e.name, e] as const))('example: %s', (_name, example) => {
    expect(exampleMismatches(example, calculate(definition, example.mode, example.inputs))).toEqual([]);
  });

  it('shows the formula block worked example result', () => {
    const { check, result } = definition.content.formula.example;
    const outcome = calculate(definition, check.mode, check.inputs);
    expect(outcome.ok && outcome.outputs.find((o) => o.id === check.output)).toMatchObject({ text: result });
  });

  it('never shows NaN or Infinity and never throws, whatever is typed', () => {
    const junk = ['', ' ', 'abc', '-1', '0', '0.5', '1e400', '9'.repeat(320), '1,000', '$5', '.', '-', '1.2.3', '99999999999', '0.0000001'];
    for (const mode of definition.calculator.modes) {
      const numberFields = mode.fields.filter((f) => f.kind === 'number');
      for (let round = 0; round < 60; round++) {
        const raw = Object.fromEntries(numberFields.map((f, i) => [f.id, junk[(round * (i + 3) + i * 7) % junk.length]]));
        const result = calculate(definition, findMode(definition, mode.id).id, raw);
        const shown = result.ok ? JSON.stringify(result.outputs) : result.message;
        expect(shown).not.toMatch(/NaN|Infinity|undefined/);
      }
    }
  });
});

describe('registry', () => {
  it('has unique keys and slugs, and related keys that exist', () => expect(checkRegistry([...definitions])).toEqual([]));

  it('holds the first calculators of the spec under their camelCase keys', () => {
    expect(definitions.map((d) => d.key)).toEqual(
      expect.arrayContaining(['conversionRate', 'churnRate', 'breakEvenPoint', 'revenueGrowthRate', 'customerRetentionCost']),
    );
  });
});
