/**
 * Node only: the definition files of a folder, so that a calculator is added
 * by adding its file, with no line elsewhere. A definition file is a `.ts`
 * file whose default export is `defineCalculator({...})` (any but the
 * folder's `index.ts`), or a `.json` file holding the same data (any but
 * `*.schema.json`). Subfolders (shared pieces, plans) are not definitions.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CalculatorDefinition } from './definition';
import { definitionFromJson } from './definition-json';

/** Whether a file name is a definition's: `.ts` but `index.ts`, `.json` but a schema. */
export function isDefinitionFile(name: string): boolean {
  if (name.endsWith('.ts')) return name !== 'index.ts' && !name.endsWith('.d.ts');
  return name.endsWith('.json') && !name.endsWith('.schema.json');
}

/** The definition files of `dir` (full paths), sorted by name. `kinds` narrows them to `.ts` (plan templates). */
export function definitionFiles(dir: string, kinds: readonly ('.ts' | '.json')[] = ['.ts', '.json']): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && isDefinitionFile(entry.name) && kinds.some((kind) => entry.name.endsWith(kind)))
    .map((entry) => entry.name)
    .sort()
    .map((name) => join(dir, name));
}

/**
 * Loads one definition file: a `.ts` file's default export (undefined when it has none), or a `.json` file read
 * through {@link definitionFromJson}. Throws the file's DefinitionError, or the error that stopped it loading.
 */
export async function loadDefinitionFile(path: string): Promise<CalculatorDefinition | undefined> {
  if (path.endsWith('.json')) return definitionFromJson(await readFile(path, 'utf8'));
  const module = (await import(pathToFileURL(path).href)) as { default?: CalculatorDefinition };
  return module.default;
}

/** The slug a JSON definition's file name gives (`definitions/<slug>.json`), or undefined for a `.ts` file. */
export function jsonFileSlug(path: string): string | undefined {
  return path.endsWith('.json') ? basename(path, '.json') : undefined;
}
