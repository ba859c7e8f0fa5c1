/**
 * The one compiler: what a definition's expressions and conditions compute,
 * with values worked out by hand, and what it refuses, located.
 */
import { describe, expect, it } from 'vitest';
import { calculate, codeFromSource, defineCalculator, definitionCode, DefinitionError, type CalculatorInput } from '../../../engine';
import widget, { widgetInput } from '../../fixtures/test-only-definition';

/** The test-only calculator with one output computing `expr`, shown with six decimals. */
function probe(expr: string, extra: Partial<CalculatorInput['calculator']['modes'][number]> = {}): CalculatorInput {
  const mode = widgetInput.calculator.modes[0]!;
  return {
    ...widgetInput,
    calculator: {
      ...widgetInput.calculator,
      modes: [
        { ...mode, bands: undefined, outputs: [{ id: 'probe', label: 'Probe', expr, format: { style: 'number', decimals: 6 } }], ...extra },
      ],
    },
  } as CalculatorInput;
}

const shown = (input: CalculatorInput, raw = { spend: '10', widgets: '4' }) => {
  const result = calculate(defineCalculator(input), undefined, raw);
  return result.ok ? result.outputs[0]!.kind === 'value' && result.outputs[0]!.text : result.message;
};

describe('expressions', () => {
  it.each([
    ['spend / widgets', '2.500000'],
    ['ceil((0.1 + 0.2) * 10)', '3.000000'], // 3.0000000000000004 is 3 within mathjs's tolerance, not 4
    ['floor(0.7 + 0.1 + 0.2 - 1 + 3)', '3.000000'], // 2.9999999999999996 is 3, not 2
    ['round(-2.5) + 10', '7.000000'], // half away from zero: -3
    ['(0.1 + 0.2 == 0.3) * 5', '5.000000'], // tolerant equality is true
    ['2 ^ 3 + abs(-1) + min(1, 2) + max(1, 2)', '12.000000'],
    ['spend > widgets ? spend - widgets : 0', '6.000000'],
    ['-spend + +widgets', '-6.000000'],
    ['widgets >= 4 and spend <= 10', '1.000000'],
  ])('%s shows %s', (expr, want) => {
    expect(shown(probe(expr))).toBe(want);
  });

  it('turns a division by zero into the out-of-range message, never Infinity', () => {
    expect(shown(probe('spend / (widgets - 4)'))).toBe('These numbers are too large or too small to calculate. Please check your inputs.');
  });
});

describe('conditions', () => {
  const withRule = (require: unknown) => probe('spend', { rules: [{ require, message: 'refused' }] } as never);
  it.each([
    [{ '<=': [{ var: 'spend' }, { '*': [{ var: 'widgets' }, 2] }] }, '10', 'refused'], // 10 > 4 × 2
    [{ '<=': [{ var: 'spend' }, { '+': [{ var: 'widgets' }, 6] }] }, '10', '10.000000'], // 10 ≤ 4 + 6
    [{ or: [{ '>': [{ var: 'spend' }, 100] }, { '==': [{ var: 'widgets' }, 4] }] }, '10', '10.000000'],
    [{ '!': [{ isNumber: [{ var: 'spend' }] }] }, '10', 'refused'],
    [{ '>': [{ var: 'spend' }, 0] }, 'abc', 'refused'], // invalid text is NaN, which fails every comparison
    [{ isInteger: [{ var: 'spend' }] }, '2.5', 'refused'],
  ])('%j with spend %s gives %s', (require, spend, want) => {
    expect(shown(withRule(require), { spend, widgets: '4' })).toBe(want);
  });
});

describe('what it refuses', () => {
  const problems = (input: CalculatorInput) => {
    try {
      defineCalculator(input);
      return [];
    } catch (error) {
      return (error as DefinitionError).problems;
    }
  };

  it('names the path of an expression it cannot compile', () => {
    expect(problems(probe('round(spend / 3, 2)'))).toEqual([
      {
        path: 'calculator.modes.0.outputs.0.expr',
        name: 'roundWithDecimals',
        problem: 'round takes one argument here; show decimals with the output format instead.',
      },
    ]);
    expect(problems(probe('sqrt(spend)'))).toEqual([
      {
        path: 'calculator.modes.0.outputs.0.expr',
        name: 'unsupportedFunction',
        problem: 'The function "sqrt" is not supported in calculator expressions.',
      },
    ]);
    expect(problems(probe('spend +'))[0]).toMatchObject({
      path: 'calculator.modes.0.outputs.0.expr',
      problem: expect.stringMatching(/^The expression does not parse: /),
    });
  });

  it('names the path of a condition it cannot compile', () => {
    const input = probe('spend', { rules: [{ require: { between: [1, 2] }, message: 'x' }] } as never);
    expect(problems(input)).toEqual([
      {
        path: 'calculator.modes.0.rules.0.require',
        name: 'unsupportedCondition',
        problem: 'The condition operation "between" is not supported.',
      },
    ]);
  });
});

describe('one representation', () => {
  it('runs in Node from the same source text the build writes into pages', () => {
    const { source, problems } = definitionCode(widget);
    expect(problems).toEqual([]);
    const { code: _code, ...data } = widget;
    const page = { ...JSON.parse(JSON.stringify(data)), code: codeFromSource(source) };
    expect(calculate(page, undefined, { spend: '100', widgets: '8' })).toEqual(
      calculate(widget, undefined, { spend: '100', widgets: '8' }),
    );
  });
});
