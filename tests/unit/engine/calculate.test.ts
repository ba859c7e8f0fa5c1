import { describe, expect, it } from 'vitest';
import { calculate, defineCalculator, DefinitionError, engineMessages, exampleMismatches } from '../../../engine';
import costPerWidget, { widgetInput } from '../../fixtures/test-only-definition';

describe('calculate', () => {
  it('shows the first failing rule, in order', () => {
    const result = calculate(costPerWidget, undefined, { spend: 'abc', widgets: '0' });
    expect(result).toEqual({ ok: false, message: 'Spend must be a number, 0 or more.', field: 'spend' });
  });

  it('moves on to the next rule once the first holds', () => {
    expect(calculate(costPerWidget, undefined, { spend: '5', widgets: '0' })).toMatchObject({
      ok: false,
      message: 'Widgets must be a whole number above 0.',
      field: 'widgets',
    });
  });

  it('formats outputs and picks the band', () => {
    const result = calculate(costPerWidget, 'default', { spend: '100', widgets: '8' });
    expect(result.ok && result.outputs[0]).toMatchObject({ id: 'costPerWidget', text: '$12.50' });
    expect(result.ok && result.band?.label).toBe('Dear');
  });

  it('bands the value as shown: $9.999 shows as $10.00 and is banded at 10', () => {
    const result = calculate(costPerWidget, 'default', { spend: '9.999', widgets: '1' });
    expect(result.ok && result.outputs[0].kind === 'value' && result.outputs[0].text).toBe('$10.00');
    expect(result.ok && result.band?.label).toBe('Dear');
  });

  it('truncates integer fields before the rules see them', () => {
    expect(calculate(costPerWidget, undefined, { spend: '5', widgets: '0.9' })).toMatchObject({
      ok: false,
      message: 'Widgets must be a whole number above 0.',
    });
  });

  it('turns an overflowing result into a message, never Infinity', () => {
    const result = calculate(costPerWidget, undefined, { spend: '9'.repeat(308), widgets: '1' });
    expect(result.ok).toBe(true);
    const huge = calculate(
      defineCalculator({
        ...widgetInput,
        calculator: {
          ...widgetInput.calculator,
          modes: [
            {
              ...widgetInput.calculator.modes[0],
              outputs: [{ id: 'square', label: 'Square', expr: 'spend ^ 2 * widgets', format: { style: 'number' } }],
              bands: undefined,
            },
          ],
        },
      }),
      undefined,
      { spend: '1' + '0'.repeat(200), widgets: '1' },
    );
    expect(huge).toEqual({ ok: false, message: engineMessages.outOfRange });
  });
});

describe('defineCalculator', () => {
  it('names the key and every dotted path of a broken definition', () => {
    const broken = { ...widgetInput, slug: 'Not A Slug', calculator: { ...widgetInput.calculator, modes: [] } };
    expect(() => defineCalculator(broken)).toThrow(DefinitionError);
    try {
      defineCalculator(broken);
    } catch (error) {
      expect((error as DefinitionError).message).toContain('costPerWidget → slug: Use lower-case words joined by hyphens.');
      expect((error as DefinitionError).problems.map((p) => p.path)).toContain('calculator.modes');
    }
  });
});

describe('labels and captions', () => {
  const mode = widgetInput.calculator.modes[0]!;
  const periodic = defineCalculator({
    ...widgetInput,
    calculator: {
      ...widgetInput.calculator,
      modes: [
        {
          ...mode,
          fields: [
            ...mode.fields,
            {
              kind: 'select',
              id: 'period',
              label: 'Period',
              default: 'Month',
              options: [
                { value: 'Month', label: 'Monthly', number: 12 },
                { value: 'Year', label: 'Annual', number: 1 },
              ],
            },
          ],
          outputs: [
            {
              id: 'costPerWidget',
              label: '{period} Cost per Widget',
              caption: '{widgets} widgets for {spend}',
              expr: 'spend / widgets',
              format: { style: 'currency' },
            },
          ],
        },
      ],
    },
  });

  it('fills a label and a caption from the inputs', () => {
    const result = calculate(periodic, undefined, { spend: '1500', widgets: '1000', period: 'Year' });
    expect(result.ok && result.outputs[0]).toMatchObject({
      label: 'Annual Cost per Widget',
      caption: '1,000 widgets for $1,500',
      text: '$1.50',
    });
  });

  it('lets an example check labels and captions exactly', () => {
    const example = {
      name: 'x',
      inputs: { spend: '1500', widgets: '1000' },
      expect: {
        outputs: {},
        labels: { costPerWidget: 'Annual Cost per Widget' },
        captions: { costPerWidget: '1,000 widgets for $1,500' },
      },
    };
    expect(exampleMismatches(example, calculate(periodic, undefined, example.inputs))).toEqual([
      'Expected the label of "costPerWidget" to read "Annual Cost per Widget" but it reads "Monthly Cost per Widget".',
    ]);
  });
});
