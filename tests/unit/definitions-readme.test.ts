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
});
