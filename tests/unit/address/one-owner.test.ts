/**
 * The address has one owner (src/address/read.ts and write.ts): the lint rule in eslint.config.mjs refuses every way of
 * reading the query, the path, the fragment or the whole address elsewhere,
 * and lets the rest of `location` be.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// The config is plain JavaScript (checked with @ts-check), so it is loaded by its address and typed here.
const configUrl = pathToFileURL(resolve(import.meta.dirname, '../../../eslint.config.mjs')).href;
const config = ((await import(configUrl)) as { default: Linter.Config[] }).default;

const ownerBlock = config.find((block) => block.rules?.['no-restricted-syntax'] !== undefined)!;
const linter = new Linter({ configType: 'flat' });
const refusals = (code: string) =>
  linter
    .verify(code, [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: ownerBlock.rules }], 'src/part.ts')
    .filter((message) => message.ruleId === 'no-restricted-syntax').length;

describe('the address’s one owner', () => {
  it('are the only files let off the rule, which covers src/, engine/ and contract/', () => {
    expect(ownerBlock.ignores).toEqual(['src/address/read.ts', 'src/address/write.ts']);
    expect(ownerBlock.files).toEqual(['src/**/*.{ts,tsx}', 'engine/**/*.ts', 'contract/**/*.ts']);
  });

  it.each([
    'const q = location.search;',
    'const q = window.location.search;',
    'const u = document.location.href;',
    'const { search } = window.location;',
    'const { href } = location;',
    'const path = window.location.pathname;',
    'const { pathname } = window.location;',
    'const { pathname, hash } = window.location;',
    'const h = location.hash;',
    'const p = new URLSearchParams(location.search);',
    'const p = new URLSearchParams(window.location.hash);',
  ])('refuses %s', (code) => {
    expect(refusals(code)).toBeGreaterThan(0);
  });

  it.each(['const o = window.location.origin;', 'window.location.reload();', 'const p = new URLSearchParams(query);'])(
    'lets %s be',
    (code) => {
      expect(refusals(code)).toBe(0);
    },
  );
});
