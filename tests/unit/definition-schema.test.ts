/**
 * definitions/definition.schema.json is the definition language as the
 * engine checks it (issue 29, item 1): made from the zod schema and
 * definitions/README.md, and out of date the moment either changes without
 * `npm run schema:definitions`.
 */
import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { definitions } from '../../definitions';
import { definitionJsonSchema, keyDocs } from '../../engine/definition-json-schema';

const readme = readFileSync('definitions/README.md', 'utf8');
const written = JSON.parse(readFileSync('definitions/definition.schema.json', 'utf8')) as Record<string, unknown>;

describe('the definition language as a JSON Schema', () => {
  it('is up to date with the zod schema and the README (run `npm run schema:definitions` when it is not)', () => {
    expect(written).toEqual(definitionJsonSchema(readme));
  });

  // Ajv, a JSON Schema validator as an editor uses one (formats such as "date" are the checker's to judge).
  const validate = new Ajv2020({ allErrors: true, strict: false, validateFormats: false }).compile(written);
  /** A definition as data, as a JSON file would hold it. */
  const asJson = (definition: (typeof definitions)[number]) => {
    const { code: _code, ...data } = definition;
    return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  };

  it.each(definitions.map((d) => [d.slug, d] as const))('accepts %s as data', (_, definition) => {
    expect(validate(asJson(definition)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('rejects an unknown key and a band that starts at a word, where the editor writes them', () => {
    const roi = asJson(definitions.find((d) => d.slug === 'roi')!);
    expect(validate({ ...roi, colour: 'blue' })).toBe(false);
    expect(validate.errors).toContainEqual(
      expect.objectContaining({ keyword: 'additionalProperties', params: { additionalProperty: 'colour' } }),
    );
    const calculator = roi.calculator as { modes: { bands: { steps: { from?: unknown }[] } }[] };
    calculator.modes[0]!.bands.steps[1]!.from = 'twenty';
    expect(validate(roi)).toBe(false);
    expect(validate.errors).toContainEqual(expect.objectContaining({ instancePath: '/calculator/modes/0/bands/steps/1/from' }));
  });

  it('flags unknown keys, as the checker does', () => {
    expect(written.additionalProperties).toBe(false);
    expect(written.required).toEqual(expect.arrayContaining(['key', 'slug', 'calculator', 'content', 'examples']));
  });

  it('describes each key as the README does', () => {
    const properties = written.properties as Record<string, { description?: string }>;
    expect(properties.slug?.description).toBe(
      'The address, lower-case words joined by hyphens (`churn-rate`, page `/calculators/churn-rate`).',
    );
    expect(keyDocs('- `unit`: `money` or `percent`.\n  Continued here.\n\n- `unit`: not this one.').get('unit')).toBe(
      '`money` or `percent`. Continued here.',
    );
  });

  it('spells out a union told apart by its key (a table cell: text, a value or a range)', () => {
    expect(JSON.stringify(written)).toContain('"range"');
    expect(JSON.stringify(written)).not.toContain('"$schema":"https://json-schema.org/draft/2020-12/schema","type"');
  });
});
