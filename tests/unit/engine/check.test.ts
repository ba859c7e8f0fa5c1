import { describe, expect, it } from 'vitest';
import { checkDefinition, defineCalculator } from '../../../engine';
import { widgetInput as costPerWidget } from '../../fixtures/test-only-definition';

describe('checkDefinition', () => {
  it('reports a table row with the wrong number of cells once, at the row', () => {
    const mode = costPerWidget.calculator.modes[0]!;
    const withTable = defineCalculator({
      ...costPerWidget,
      calculator: {
        ...costPerWidget.calculator,
        modes: [
          {
            ...mode,
            outputs: [
              ...mode.outputs,
              {
                kind: 'table',
                id: 'split',
                label: 'Split',
                columns: ['Part', 'Amount'],
                rows: [
                  { label: 'Half', cells: [{ expr: 'spend / 2', format: { style: 'currency' } }, { text: 'extra' }, { text: 'more' }] },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(checkDefinition(withTable)).toEqual([
      {
        path: 'calculator.modes.0.outputs.1.rows.0.cells',
        name: 'rowCells',
        problem: 'A row needs 1 cell after its label, one for each column after the first.',
      },
    ]);
  });
});
