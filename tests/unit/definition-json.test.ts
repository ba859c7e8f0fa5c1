/**
 * A calculator written as JSON (definitions/<slug>.json) is read as its
 * `.ts` twin is: the same checks, the same compiled results; a file that is
 * not JSON is reported at its line and column.
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../definitions';
import { calculate, DefinitionError, validate } from '../../engine';
import { definitionAsJson, definitionFromJson, lineAndColumn, parseJsonText } from '../../engine/definition-json';

describe('definitions as JSON', () => {
  it.each(definitions.map((d) => [d.slug, d] as const))('%s reads back from its JSON as the same definition', (_, definition) => {
    const text = definitionAsJson(definition);
    expect(text.startsWith('{\n  "$schema": "./definition.schema.json",\n  "key": ')).toBe(true);
    const read = definitionFromJson(text);
    const { code: _a, ...was } = definition;
    const { code: _b, ...is } = read;
    expect(is).toEqual(was);
  });

  it('calculates from JSON what the .ts definition calculates (ROI: $1,000 in, $1,500 back is 50.00%)', () => {
    const roi = definitionFromJson(definitionAsJson(definitions.find((d) => d.slug === 'roi')!));
    const inputs = { investment: '1000', returns: '1500' };
    expect(validate(roi, undefined, inputs)).toBeUndefined();
    const result = calculate(roi, undefined, inputs);
    expect(result.ok && result.outputs[0]).toMatchObject({ text: '50.00%' });
  });

  it('leaves the schema’s defaults out of the file', () => {
    const text = definitionAsJson(definitions.find((d) => d.slug === 'cpl')!);
    expect(text).not.toContain('"keep": "any"');
    expect(text).not.toContain('"buttonLabel": "Calculate"');
  });

  it('says where a file stops being JSON', () => {
    expect(parseJsonText('{\n  "key": "a",\n}').problems).toEqual([
      { path: '(file)', name: 'notJson', problem: 'The file is not valid JSON at line 3, column 1: Expected double-quoted property name.' },
    ]);
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(() => definitionFromJson('')).toThrow(DefinitionError);
  });

  it('reports a mistake at its dotted path, as for a .ts file', () => {
    const data = JSON.parse(definitionAsJson(definitions.find((d) => d.slug === 'roi')!)) as { calculator: { title: unknown } };
    data.calculator.title = 5;
    try {
      definitionFromJson(JSON.stringify(data));
      expect.unreachable();
    } catch (error) {
      expect((error as DefinitionError).problems).toContainEqual(
        expect.objectContaining({ path: 'calculator.title', problem: 'Expected string but got number 5.' }),
      );
    }
  });
});
