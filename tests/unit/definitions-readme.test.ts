/**
 * definitions/README.md is the editors' reference: it must name every key the
 * schema accepts, every kind and style a key can take, and every rule builder
 * and field factory the engine exports, so the page cannot fall behind the
 * language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitionSchema } from '../../engine';
import * as fields from '../../engine/fields';
import * as rules from '../../engine/rules';
import { walkSchema } from './schema-walk';

const readme = readFileSync(join(import.meta.dirname, '../../definitions/README.md'), 'utf8');
const walked = walkSchema(definitionSchema);
/** Names written as code in the page: `name` or `name(…)`. */
const inCode = new Set([...readme.matchAll(/`([^`]+)`/g)].flatMap((m) => [m[1]!, m[1]!.replace(/\(.*$/s, '')]));
const inText = (value: string) => inCode.has(value) || readme.includes(`\`${value}\``);

describe('definitions/README.md', () => {
  it('names every key of the schema', () => {
    expect([...walked.keys].filter((key) => !inText(key))).toEqual([]);
  });

  it('names every allowed value of the schema (kinds, styles, parse and keep modes, tones, categories)', () => {
    expect([...walked.values].filter((value) => !inText(value))).toEqual([]);
  });

  it('shows every rule builder and field factory in use', () => {
    const exported = [...Object.keys(rules), ...Object.keys(fields)].filter(
      (name) =>
        typeof (rules as Record<string, unknown>)[name] === 'function' || typeof (fields as Record<string, unknown>)[name] === 'function',
    );
    expect(exported.length).toBeGreaterThan(10);
    expect(exported.filter((name) => !new RegExp(`\\b${name}\\(`).test(readme))).toEqual([]);
  });

  // "Written as JSON": `builder(args)` is `{ json }`, one line per builder, each what the builder returns.
  const spellings = [...readme.matchAll(/^- `(\w+)\((.*)\)` is `(\{.*\})`$/gm)].map(([, name, args, json]) => ({
    name: name!,
    args: args!,
    json: json!,
  }));
  const builders = { ...fields, ...rules } as unknown as Record<string, (...args: unknown[]) => unknown>;

  it('spells every rule builder and field factory as JSON', () => {
    expect(Object.keys(builders).filter((name) => typeof builders[name] === 'function' && !spellings.some((s) => s.name === name))).toEqual(
      [],
    );
  });

  it.each(spellings.map((s) => [s.name, s] as const))('spells %s as the object it returns', (_, { name, args, json }) => {
    // The arguments are written as TypeScript: quoted keys and double quotes make them JSON.
    const asJson = args.replace(/'/g, '"').replace(/([{,]\s*)([A-Za-z]\w*)\s*:/g, '$1"$2":');
    expect(builders[name]!(...(JSON.parse(`[${asJson}]`) as unknown[]))).toEqual(JSON.parse(json));
  });
});
