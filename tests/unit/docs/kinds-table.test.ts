/**
 * docs/architecture.md's "To add a kind" table says which files a new field
 * kind, format style, explorer, island or page takes: the files the
 * compiler asks for are exactly the production files keyed by that kind
 * (tests/unit/registry-sites.ts for field kinds and format styles, found by
 * their keyed tables for the rest), and every file the table names exists.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldKindDeclared, fieldKindDocumented, fieldKindSites, formatStyleDeclared, formatStyleSites } from '../registry-sites';

const root = join(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The table's rows by what they add ("a field kind"), each cell's project paths. */
function kindsTable(): Map<string, { declared: string[]; compiler: string[]; byHand: string[] }> {
  const section = read('docs/architecture.md')
    .split(/^## /m)
    .find((part) => part.startsWith('To add a kind'));
  if (!section) throw new Error('docs/architecture.md has no "## To add a kind" section.');
  const paths = (cell: string) =>
    [...cell.matchAll(/\b(?:engine|src|contract|scripts|api|definitions)\/[\w./-]*\.(?:tsx?|md)\b/g)].map((m) => m[0]);
  const rows = new Map<string, { declared: string[]; compiler: string[]; byHand: string[] }>();
  for (const [, what, declared, compiler, byHand] of section.matchAll(/^\| (an? [\w ]+?) +\| (.+?) +\| (.+?) +\| (.+?) +\|$/gm))
    rows.set(what!, { declared: paths(declared!), compiler: paths(compiler!), byHand: paths(byHand!) });
  return rows;
}

/** The production files (not tests) whose text matches `marker`. */
function filesMatching(marker: RegExp): string[] {
  const files = ['engine', 'src', 'contract', 'scripts', 'api'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|tsx|mts)$/.test(name))
      .map((name) => `${dir}/${name}`),
  );
  return files.filter((file) => marker.test(read(file))).sort();
}

const table = kindsTable();
const row = (what: string) => {
  const found = table.get(what);
  if (!found) throw new Error(`The table has no row "${what}".`);
  return found;
};

describe('docs/architecture.md: to add a kind', () => {
  it('has a row for each kind the site has more of', () => {
    expect([...table.keys()]).toEqual(['a field kind', 'a format style', 'an explorer', 'an island', 'a page', 'a calculator']);
  });

  it('names only files that exist', () => {
    for (const { declared, compiler, byHand } of table.values())
      for (const file of [...declared, ...compiler, ...byHand]) expect(existsSync(join(root, file)), file).toBe(true);
  });

  it('gives the field kinds’ and format styles’ files that the compiler test holds', () => {
    expect(row('a field kind')).toEqual({ declared: [fieldKindDeclared], compiler: [...fieldKindSites], byHand: [fieldKindDocumented] });
    expect(row('a format style').declared).toEqual([formatStyleDeclared]);
    expect(row('a format style').compiler).toEqual([...formatStyleSites]);
  });

  it('gives every file keyed by an explorer, an island or a page’s slug data, and no other', () => {
    expect([...row('an explorer').compiler].sort()).toEqual(filesMatching(/(Record<|in )(Result)?ExplorerName\b/));
    expect([...row('an island').compiler].sort()).toEqual(filesMatching(/Record<IslandName\b|in IslandName\]/));
    expect([...row('a page').compiler].sort()).toEqual(filesMatching(/Record<SlugData\b|in SlugData\]/));
  });

  it('declares each of them in the file that holds its registry', () => {
    expect(row('an explorer').declared).toEqual(['engine/explorer-states.ts']);
    expect(read('engine/explorer-states.ts')).toContain('export interface ExplorerSliceOf');
    expect(row('an island').declared).toEqual(['src/islands/table.ts']);
    expect(read('src/islands/table.ts')).toContain('export const islandTable');
    expect(row('a page').declared).toEqual(['src/pages/index.ts']);
    expect(read('src/pages/index.ts')).toContain('pageTable');
  });
});
