/**
 * A plan as CSV (RFC 4180, written by csv-stringify): one row for each
 * input, output and band of every step, in the plan's order, with the
 * step, its calculator, its mode, and for a linked input the output that
 * filled it. A step that cannot be calculated gets one row saying why.
 * Every cell is a label of the definitions or a number as the page shows it
 * (number fields keep only digits, separators and a sign: engine/parse.ts),
 * so no cell can be read as a spreadsheet formula. A UTF-8 byte-order mark
 * lets spreadsheet programs read "→" and "€" right.
 */
import { stringify } from 'csv-stringify/browser/esm/sync';
import { localLabel } from './local-label';
import { localResult } from '../card-parts/local-texts';
import { defaultStyle, fieldLabel, findMode, inputWords, type DisplayOutput, type NumberStyle } from '../../engine/runtime';
import type { Plan, StepOutcome } from '../../engine/plan';

/** The header row. */
export const PLAN_CSV_COLUMNS = ['Step', 'Calculator', 'Mode', 'Kind', 'Name', 'Value', 'Comes from'] as const;

/** An output's rows: a value or text output is one, a table one per cell after its row's label. */
function outputRows(output: DisplayOutput): [string, string][] {
  if (output.kind === 'value') return [[output.label, output.text]];
  if (output.kind === 'text') return [[output.label ?? '', output.text]];
  return output.rows.flatMap(([label, ...cells]) =>
    cells.map((cell, c): [string, string] => [`${output.label}: ${label} (${output.columns[c + 1]})`, cell]),
  );
}

/** The CSV text of `plan`, as calculated (`outcomes`), each calculator named by `nameOf` (its slug). */
export function planCsv(plan: Plan, outcomes: readonly StepOutcome[], nameOf: (slug: string) => string, style?: NumberStyle): string {
  const rows: string[][] = [];
  plan.steps.forEach((step, index) => {
    const mode = findMode(step.definition, step.mode);
    const outcome = outcomes[index]!;
    const modeLabel = step.definition.calculator.modes.length > 1 ? mode.label : '';
    const row = (kind: string, name: string, value: string, from = '') =>
      rows.push([String(index + 1), nameOf(step.definition.slug), modeLabel, kind, name, value, from]);
    const inputs = outcome.status === 'waiting' ? step.inputs : outcome.inputs;
    for (const field of mode.fields) {
      const link = plan.links.find((l) => l.to.step === index && l.to.field === field.id);
      const text = inputs[field.id] ?? '';
      const value = inputWords(field, text);
      let from = '';
      if (link) {
        const source = plan.steps[link.from.step]!;
        const sourceMode = findMode(source.definition, source.mode);
        const output = sourceMode.outputs.find((o) => o.id === link.from.output);
        from = `Step ${link.from.step + 1}: ${localLabel(sourceMode, output?.label, style) ?? link.from.output}`;
      }
      row('Input', fieldLabel(field, style), value, from);
    }
    if (outcome.status === 'failed') row('Problem', '', outcome.message);
    else if (outcome.status === 'waiting') row('Waiting', '', `Waiting for step ${outcome.on + 1}`);
    else {
      // The step's texts as its result panel shows them: a money band's "under 50 cents" in the plan's currency.
      const result = localResult(outcome.result, mode, style ?? defaultStyle);
      for (const output of result.outputs) for (const [name, value] of outputRows(output)) row('Output', name, value);
      if (result.band) row('Band', result.band.label, result.band.text);
    }
  });
  return stringify(rows, { header: true, columns: [...PLAN_CSV_COLUMNS], record_delimiter: 'windows', bom: true });
}
