/**
 * The docs say what the code does (issue 50): README's scripts table names
 * every npm script and no other, the budgets it states are the ones
 * `npm run size` enforces (scripts/size-budgets.ts), and every file of the
 * project a doc names exists. docs/performance.md holds current figures,
 * its history left to git, so it stays short enough to read.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JS_BUDGETS, kiB } from '../../../scripts/size-budgets';

const root = join(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const readme = read('README.md');
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

/** The rows of README's "Scripts" table: the command in its first cell, `npm start` or `npm run build`. */
function scriptsTable(): { script: string; says: string }[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Scripts\n'));
  if (!section) throw new Error('README.md has no "## Scripts" section.');
  return [...section.matchAll(/^\| `npm (?:run )?([\w:-]+)` +\| (.+?) +\|$/gm)].map(([, script, says]) => ({
    script: script!,
    says: says!,
  }));
}

describe("README's scripts table", () => {
  const rows = scriptsTable();

  it('names every script of package.json once, and no script it does not have', () => {
    const named = rows.map((row) => row.script);
    expect(named.filter((script) => !scripts.includes(script))).toEqual([]);
    expect(scripts.filter((script) => !named.includes(script))).toEqual([]);
    expect(named.length).toBe(new Set(named).size);
  });

  it('states the first-load budgets `npm run size` enforces, in kB of gzip', () => {
    const says = rows.find((row) => row.script === 'size')!.says;
    const stated = (what: string) => Number(says.match(new RegExp(`${what} (\\d+)`))?.[1]);
    expect({
      calculator: stated('calculator'),
      embed: stated('embedded calculator'),
      directory: stated('directory'),
      contact: stated('contact page'),
      static: stated('page without islands'),
    }).toEqual(Object.fromEntries(Object.entries(JS_BUDGETS).map(([kind, budget]) => [kind, budget.enforced / kiB])));
  });
});

/** The docs a newcomer reads: README, the editors' language, docs/. */
const docs = ['README.md', 'definitions/README.md', ...readdirSync(join(root, 'docs')).map((file) => `docs/${file}`)];
/** A path into the project as a doc writes it: "src/plan/PlanEditor.tsx", "engine/plan/", "docs/operations.md". */
const PROJECT_PATH = /(?<![\w/.-])(?:src|engine|contract|api|sw|scripts|tests|bench|definitions|docs|public)\/[\w./-]*\w/g;
/** Written as a path, but a route of the API or a made-up example of a doc, not a file. */
const notFiles = [/^api\/(?:admin|contact|calculator-request|events|health)\b/, /^definitions\/my-metric\.ts$/];

describe('every file a doc names', () => {
  it.each(docs)('exists: %s', (doc) => {
    const named = [...new Set(read(doc).match(PROJECT_PATH) ?? [])].filter((path) => !notFiles.some((route) => route.test(path)));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});

describe('docs/performance.md', () => {
  it('holds the current figures in at most 300 lines: older runs are in its git history', () => {
    expect(read('docs/performance.md').split('\n').length).toBeLessThanOrEqual(300);
  });
});
