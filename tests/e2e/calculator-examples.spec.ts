/**
 * Every calculator's hand-worked examples (the `examples` of its definition),
 * entered on its page as a visitor would: each calculator's page is opened
 * once and all its examples are run there, one after another, in the order
 * the definition lists them. For each example the tab of its mode is
 * clicked, the fields that differ from what is already in them are typed
 * (or, for a select, the option is chosen by its label), Calculate is
 * pressed, and the test asserts what the page shows: the error line, or each
 * expected output's text, the band, the labels and captions the example
 * gives and the outputs it expects hidden. This is what engine/check.ts
 * `exampleMismatches` checks against the engine, here against the page.
 *
 * As the page does (src/calculator/useCalculatorState.ts), the test keeps
 * track of the error line and of the result on show, so that it can also
 * assert what stays on the page from the previous example: a failing
 * Calculate keeps the last result (`onFailure: 'keep'`) or hides it
 * (`'hide'`); editing a field clears the error or leaves it
 * (`clearErrorOnEdit`); tabs share one error and one result flag or not
 * (`sharedModeState`).
 */
import { expect, test } from './fixtures';
import { openCalculator, type Calculator } from './calculator';
import { definitions } from '../../definitions';
import { findMode, type CalculatorDefinition, type Example, type Field, type Mode } from '../../engine';
import { fieldLabel } from '../../engine/runtime';

type Success = Exclude<Example['expect'], { message: string }>;

/** What a visitor puts in a field for an example: its text, or the label of the option to choose. */
function entry(field: Field, raw: string | undefined): string {
  if (field.kind === 'number') return raw ?? '';
  // A value that is not an option cannot be chosen; the engine then takes the default, and so does the test.
  const option = field.options.find((o) => o.value === raw) ?? field.options.find((o) => o.value === field.default)!;
  return option.label;
}

/** The rows of a table output as an example writes them: cells joined by " | ", rows by new lines. */
function tableRows(text: string): string[][] {
  return text.split('\n').map((row) => row.split(' | '));
}

/** Asserts the outputs, band, labels, captions and hidden outputs a successful example expects. */
async function expectResult(c: Calculator, mode: Mode, expected: Success) {
  for (const [id, text] of Object.entries(expected.outputs)) {
    const output = mode.outputs.find((o) => o.id === id);
    if (output?.kind === 'table') {
      const rows = c.output(id).locator('tbody tr');
      const cells = tableRows(text);
      await expect(rows).toHaveCount(cells.length);
      for (const [r, row] of cells.entries()) await expect(rows.nth(r).locator('th, td')).toHaveText(row);
    } else {
      await expect(c.output(id)).toHaveText(text);
    }
  }
  if (expected.band !== undefined) await expect(c.bandLabel()).toHaveText(expected.band);
  for (const [id, label] of Object.entries(expected.labels ?? {})) await expect(c.outputLabel(id)).toHaveText(label);
  for (const [id, caption] of Object.entries(expected.captions ?? {})) await expect(c.caption(id)).toHaveText(caption);
  for (const id of expected.hidden ?? []) await expect(c.outputBox(id)).toHaveCount(0);
}

/** Runs every example of one calculator on one page. */
async function runExamples(c: Calculator, definition: CalculatorDefinition) {
  const { modes, onFailure, clearErrorOnEdit, sharedModeState, buttonLabel } = definition.calculator;
  const scopeOf = (mode: string) => (sharedModeState ? '*' : mode);
  // What the page shows, as the calculator's behaviour says it should.
  const typed: Record<string, Record<string, string>> = Object.fromEntries(
    modes.map((mode) => [mode.id, Object.fromEntries(mode.fields.map((f) => [f.id, entry(f, undefined)]))]),
  );
  const errorLine: Record<string, string | undefined> = {};
  const resultShown: Record<string, boolean> = {};
  const lastResult: Record<string, Success | undefined> = {};
  let active = modes[0]!.id;

  /** The error line and the result (or its absence) that the model says the visible tab shows. */
  const expectCarriedOver = async (mode: Mode) => {
    const scope = scopeOf(mode.id);
    await expect(c.error()).toHaveText(errorLine[scope] ?? '');
    const kept = resultShown[scope] ? lastResult[mode.id] : undefined;
    if (kept) {
      // The kept result is the last one shown in this tab: its first output that is a single text still reads the same.
      const shown = Object.entries(kept.outputs).find(([id]) => mode.outputs.find((o) => o.id === id)?.kind !== 'table');
      if (shown) await expect(c.output(shown[0])).toHaveText(shown[1]);
      else await expect(c.result()).toBeVisible();
    } else {
      await expect(c.result()).toHaveCount(0);
    }
  };

  for (const [index, example] of definition.examples.entries()) {
    await test.step(`example ${index + 1}: ${example.name}`, async () => {
      const mode = findMode(definition, example.mode);
      const scope = scopeOf(mode.id);
      if (mode.id !== active) {
        await c.tab(mode.label);
        active = mode.id;
        await expectCarriedOver(mode);
      }

      const errorBefore = errorLine[scope];
      let edited = false;
      for (const field of mode.fields) {
        const value = entry(field, example.inputs[field.id]);
        if (typed[mode.id]![field.id] === value) continue;
        if (field.kind === 'select') await c.select(field.label, value);
        else await c.fill(fieldLabel(field), value);
        typed[mode.id]![field.id] = value;
        edited = true;
      }
      if (edited && errorBefore !== undefined) {
        if (clearErrorOnEdit) errorLine[scope] = undefined;
        await expect(c.error()).toHaveText(errorLine[scope] ?? '');
      }

      await c.press(buttonLabel);
      if ('message' in example.expect) {
        errorLine[scope] = example.expect.message;
        if (onFailure === 'hide') resultShown[scope] = false;
        await expectCarriedOver(mode);
      } else {
        errorLine[scope] = undefined;
        resultShown[scope] = true;
        lastResult[mode.id] = example.expect;
        await expectResult(c, mode, example.expect);
        await expect(c.error()).toHaveText('');
      }
    });
  }
}

test.describe('every example of every calculator, on its page', () => {
  // One test runs up to a few dozen examples on one page: about 10 s alone, more on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  for (const definition of definitions) {
    test(`${definition.slug}: ${definition.examples.length} examples`, async ({ page }) => {
      const c = await openCalculator(page, definition.slug);
      await runExamples(c, definition);
      expect(c.errors).toEqual([]);
    });
  }
});
