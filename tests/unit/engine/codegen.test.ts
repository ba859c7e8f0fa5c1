/**
 * Pages run code generated at build; Node interprets the same definitions
 * with mathjs and json-logic. For every definition, every example and a
 * spread of awkward inputs, both must give the same result, to the character.
 */
import { describe, expect, it } from 'vitest';
import { attachCode, calculate, checkDefinition, definitionCodeSource, defineCalculator, type CalculatorDefinition, type DefinitionCode } from '../../../engine';
import * as helpers from '../../../engine/code-helpers';
import { definitions } from '../../../definitions';

/** The definition again (a new object), running its generated code. */
function compiled(definition: CalculatorDefinition): CalculatorDefinition {
  const code = new Function('$', `return ${definitionCodeSource(definition)};`)(helpers) as DefinitionCode;
  return attachCode(structuredClone(definition), code);
}

const awkward = ['', ' ', 'abc', '-1', '0', '0.1', '0.2', '0.3', '0.5', '1', '2', '3', '7', '10', '33.3333', '99.99', '100', '100.005', '1,000', '$5', '1e400', '12345678.9', '9'.repeat(40), '.', '-', '1.2.3', '0.0000001'];

describe.each(definitions.map((d) => [d.key, d] as const))('%s compiled', (_key, definition) => {
  const fast = compiled(definition);

  it('matches the interpreter on every example', () => {
    for (const example of definition.examples) {
      expect(calculate(fast, example.mode, example.inputs), example.name).toEqual(calculate(definition, example.mode, example.inputs));
    }
  });

  it('matches the interpreter on awkward inputs in every mode', () => {
    for (const mode of definition.calculator.modes) {
      for (let round = 0; round < 150; round++) {
        const raw = Object.fromEntries(
          mode.fields.map((field, i) => [
            field.id,
            field.kind === 'select' ? field.options[round % field.options.length]!.value : awkward[(round * (i + 5) + i * 11) % awkward.length],
          ]),
        );
        expect(calculate(fast, mode.id, raw), JSON.stringify(raw)).toEqual(calculate(definition, mode.id, raw));
      }
    }
  });
});

describe('the generated code', () => {
  const base = definitions[0]!;
  const withExpression = (expr: string) =>
    defineCalculator({
      ...structuredClone(base),
      key: 'probe',
      slug: 'probe',
      related: [],
      calculator: {
        ...structuredClone(base.calculator),
        modes: [{ ...structuredClone(base.calculator.modes[0]!), outputs: [{ ...structuredClone(base.calculator.modes[0]!.outputs[0]!), expr } as never] }],
      },
    } as never);

  it.each([
    ['ceil((0.1 + 0.2) * 10)', '3'], // 3.0000000000000004 is 3 within mathjs's tolerance
    ['floor(0.7 + 0.1 + 0.2 - 1 + 3)', '3'],
    ['round(-2.5) + 10', '7'],
    ['(0.1 + 0.2 == 0.3) * 5', '5'],
    ['2 ^ 3 + abs(-1) + min(1, 2) + max(1, 2)', '12'],
    ['1 > 2 ? 1 : 4', '4'],
  ])('%s behaves as mathjs', (expr) => {
    const definition = withExpression(expr);
    const raw = { visitors: '1000', conversions: '10' };
    expect(calculate(compiled(definition), undefined, raw)).toEqual(calculate(definition, undefined, raw));
  });

  it('reports what it cannot translate as a definition problem', () => {
    const problems = checkDefinition(withExpression('round(visitors / 3, 2)'));
    expect(problems).toContainEqual(expect.objectContaining({ problem: 'round takes one argument here; show decimals with the output format instead.' }));
  });
});
