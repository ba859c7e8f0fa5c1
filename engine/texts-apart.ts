/**
 * Taking a definition's texts out of it, for the build
 * (scripts/definitions-plugin.ts): what engine/texts.ts puts back on the
 * page. Apart from it, so no page ships this half.
 */
import type { CalculatorCore } from './definition';
import type { DefinitionTexts, TextTree } from './texts';
import { workedForms } from './worked-form';

/** The branch of `tree` at `path`, made as it is walked. */
function branch(tree: TextTree, path: readonly (string | number)[]): TextTree {
  let at = tree;
  for (const key of path) at = (at[key] ??= {}) as TextTree;
  return at;
}

/**
 * Moves `owner[key]` into `tree` at `path`, leaving `blank` in its place (a
 * text the card's calculation still reads) or nothing. Undefined is left.
 */
function take(tree: TextTree, path: readonly (string | number)[], owner: object, key: string, blank?: unknown): void {
  const record = owner as Record<string, unknown>;
  if (record[key] === undefined) return;
  branch(tree, path)[key] = record[key];
  if (blank === undefined) delete record[key];
  else record[key] = blank;
}

/**
 * Takes the texts out of `definition`, in place, and returns them; the
 * definition is marked as having them apart. For the build, on its own copy.
 * A result shows only once they are back (src/calculator/useCalculatorState.ts):
 * one calculated before reads blanks and is calculated again.
 */
export function takeTexts(definition: CalculatorCore): DefinitionTexts {
  const texts: DefinitionTexts = { worked: workedForms(definition) };
  definition.calculator.modes.forEach((mode, m) => {
    const at = ['calculator', 'modes', m];
    mode.bands?.steps.forEach((step, i) => take(texts, [...at, 'bands', 'steps', i], step, 'text'));
    mode.tips?.steps.forEach((step, i) => {
      take(texts, [...at, 'tips', 'steps', i], step, 'title');
      take(texts, [...at, 'tips', 'steps', i], step, 'items');
    });
    mode.outputs.forEach((output, o) => {
      const path = [...at, 'outputs', o];
      take(texts, path, output, 'caption');
      if (output.kind === 'text') take(texts, path, output, 'template', '');
      if (output.kind === 'label') output.steps.forEach((step, i) => take(texts, [...path, 'steps', i], step, 'text'));
      if (output.kind === 'table') {
        take(texts, path, output, 'note');
        // The headings come back as a new array: a table of text alone is built once (engine/calculate.ts), with them.
        take(texts, path, output, 'columns');
        output.rows.forEach((row, r) => {
          take(texts, [...path, 'rows', r], row, 'label', '');
          row.cells.forEach((cell, c) => {
            if ('text' in cell) take(texts, [...path, 'rows', r, 'cells', c], cell, 'text', '');
          });
        });
      }
    });
  });
  definition.textsApart = true;
  return texts;
}
