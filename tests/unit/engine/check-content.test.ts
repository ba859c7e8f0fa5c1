import { describe, expect, it } from 'vitest';
import { checkRegistry, defineCalculator, type CalculatorDefinition } from '../../../engine';
import { copiedTables, workedExampleProblems } from '../../../engine/check-content';
import { widgetInput } from '../../fixtures/test-only-definition';

/** The test-only calculator with another worked example. */
function worked(calculation: string, result: string): CalculatorDefinition {
  const example = { ...widgetInput.content.formula.example, calculation, result };
  return defineCalculator({ ...widgetInput, content: { ...widgetInput.content, formula: { ...widgetInput.content.formula, example } } });
}

/** A test-only calculator with one article table. */
function withTable(key: string, rows: string[][]): CalculatorDefinition {
  const table = { type: 'table' as const, caption: 'Rows', columns: ['A', 'B'], rows, illustrative: true };
  return defineCalculator({ ...widgetInput, key, slug: key, related: [], content: { ...widgetInput.content, article: [table] } });
}

describe('the worked example', () => {
  it.each([
    ['(50 ÷ 2.5) × 100 = 2,000 clicks; 2,000 × $1.50 = $3,000.00', '2,000'],
    ['4,500 ÷ 1,000 = 4.5', '4.50:1'],
  ])('refuses a calculation with its own "=": %s', (calculation, result) => {
    expect(workedExampleProblems(worked(calculation, result)).map((p) => p.name)).toEqual(['calculationEquals']);
  });

  it.each([
    ['2,000 × $1.50', '2,000'],
    ['$10,000 ÷ ($50 − $20)', '$334.00'],
    ['(250 ÷ 10,000) × 100', '25.00%'],
  ])('refuses arithmetic that does not come to the result: %s = %s', (calculation, result) => {
    expect(workedExampleProblems(worked(calculation, result)).map((p) => p.name)).toEqual(['calculationValue']);
  });

  it.each([
    ['4,500 ÷ 1,000', '4.50:1'],
    ['(250 ÷ 10,000) × 100', '2.50%'],
    ['((12,500 − 10,000) ÷ 10,000) × 100', '+25.00%'],
    ['$25,000 ÷ 300', '$83.33'],
    ['$500 ÷ 4,000', '$0.125'],
    ['$10,000 ÷ ($50 − $20)', '334 units'],
    ['$1,000 × 5%', '$50.00'],
    ['40% − 15%', '25.00%'],
    ['-(2 - 5) × 2', '6x'],
    // Not plain arithmetic on one side: the number is not compared.
    ['Spend ÷ Widgets', '$12.50'],
    ['12,345 ÷ 100', '2m 3s'],
  ])('accepts %s = %s', (calculation, result) => {
    expect(workedExampleProblems(worked(calculation, result))).toEqual([]);
  });
});

describe('tables across definitions', () => {
  const names = ['a.ts', 'b.ts'];
  it('flags more than half the rows of the smaller table repeated, at the later definition', () => {
    const first = withTable('first', [
      ['Below $5', 'Low'],
      ['$5 - $10', 'Good'],
      ['Above $10', 'High'],
    ]);
    const second = withTable('second', [
      ['below  $5', 'low'],
      ['$5 – $10', 'Good'],
      ['$10 or more', 'High'],
    ]);
    expect(copiedTables([first, second], names)).toEqual([
      expect.objectContaining({
        index: 1,
        path: 'content.article.0',
        name: 'copiedTable',
        problem: expect.stringContaining('2 of the 3 rows'),
      }),
    ]);
  });

  it('lets half the rows or fewer be shared', () => {
    const first = withTable('first', [
      ['E-commerce', '1.5-3%'],
      ['B2B', '2-5%'],
    ]);
    const second = withTable('second', [
      ['E-commerce', '1.5-3%'],
      ['SaaS', '3-5%'],
      ['Email', '1-5%'],
    ]);
    expect(copiedTables([first, second], names)).toEqual([]);
  });
});

describe('incoming related links', () => {
  it('names each calculator no other page would show: none lists it, and none shares its category or a measure', () => {
    // alpha lists only itself, but gamma shares its category, so each page shows the other (engine/related.ts).
    const alpha = { ...withTable('alpha', [['x', '1']]), related: ['alpha'] };
    const gamma = { ...withTable('gamma', [['z', '3']]), related: [] };
    const beta = { ...withTable('beta', [['y', '2']]), category: 'Analytics & Tracking' as const, related: [] };
    const unlinked = checkRegistry([alpha, beta, gamma]).filter((p) => p.name === 'noIncomingLink');
    expect(unlinked.map((p) => p.key)).toEqual(['beta']);
  });
});
