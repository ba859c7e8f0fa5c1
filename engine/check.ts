/**
 * Checks a definition beyond its schema: names, expressions, scales and the
 * hand-worked examples. Each problem carries a dotted path and one sentence.
 */
import { calculate, findMode, type CalcResult, type DisplayOutput } from './calculate';
import type { CalculatorDefinition, DefinitionProblem, Example, Mode } from './definition';
import { logicVariables } from './logic-names';
import { expressionFunctions, expressionNames } from './math';
import { scaleProblem, type ScaleStep } from './scale';

type Report = (path: string, problem: string) => void;

function checkNames(names: string[], known: Set<string>, path: string, what: string, report: Report) {
  for (const name of names) {
    if (!known.has(name)) report(path, `${what} "${name}", which is not a field of this mode or an earlier output.`);
  }
}

// Syntax and unsupported constructs are reported when the definition compiles (defineCalculator); here, names.
function checkExpression(source: string, known: Set<string>, path: string, report: Report) {
  const names = expressionNames(source);
  checkNames(names.symbols, known, path, 'The expression names', report);
  for (const fn of names.functions) {
    if (!(expressionFunctions as readonly string[]).includes(fn)) {
      report(path, `The expression calls "${fn}", which is not one of ${expressionFunctions.join(', ')}.`);
    }
  }
}

function checkLogic(logic: unknown, known: Set<string>, path: string, report: Report) {
  checkNames(logicVariables(logic), known, path, 'The condition reads', report);
}

function checkScale(steps: ScaleStep[], path: string, report: Report) {
  const problem = scaleProblem(steps);
  if (problem) report(`${path}.${problem.index}`, problem.problem);
}

function checkMode(mode: Mode, path: string, report: Report) {
  const known = new Set<string>();
  for (const [i, field] of mode.fields.entries()) {
    if (known.has(field.id)) report(`${path}.fields.${i}.id`, `The field id "${field.id}" is used twice.`);
    known.add(field.id);
    if (field.kind === 'select' && !field.options.some((o) => o.value === field.default)) {
      report(`${path}.fields.${i}.default`, `The default "${field.default}" is not one of the options.`);
    }
  }
  const fieldsOnly = new Set(known);
  mode.rules.forEach((rule, i) => checkLogic(rule.require, fieldsOnly, `${path}.rules.${i}.require`, report));
  const valueIds = new Set<string>(fieldsOnly);
  for (const [i, output] of mode.outputs.entries()) {
    const at = `${path}.outputs.${i}`;
    if (known.has(output.id)) report(`${at}.id`, `The output id "${output.id}" is already a field or an output.`);
    if (output.visibleWhen !== undefined) checkLogic(output.visibleWhen, known, `${at}.visibleWhen`, report);
    if (output.kind === 'value') {
      checkExpression(output.expr, valueIds, `${at}.expr`, report);
      if (output.tone) checkScale(output.tone, `${at}.tone`, report);
      if (output.caption) checkNames(placeholders(output.caption), known, `${at}.caption`, 'The caption names', report);
      checkNames(placeholders(output.label), known, `${at}.label`, 'The label names', report);
      valueIds.add(output.id);
    }
    if (output.kind === 'label') {
      checkNames([output.of], valueIds, `${at}.of`, 'The label reads', report);
      checkScale(output.steps, `${at}.steps`, report);
    }
    if (output.kind === 'text') checkNames(placeholders(output.template), known, `${at}.template`, 'The sentence names', report);
    if (output.kind === 'table') {
      output.rows.forEach((row, r) => {
        const wanted = output.columns.length - 1;
        if (row.cells.length !== wanted) {
          report(`${at}.rows.${r}.cells`, `A row needs ${wanted} cell${wanted === 1 ? '' : 's'} after its label, one for each column after the first.`);
        }
        row.cells.forEach((cell, c) => {
          const cellPath = `${at}.rows.${r}.cells.${c}`;
          if ('expr' in cell) checkExpression(cell.expr, valueIds, `${cellPath}.expr`, report);
          if ('range' in cell) cell.range.forEach((s, k) => checkExpression(s, valueIds, `${cellPath}.range.${k}`, report));
        });
      });
    }
    known.add(output.id);
  }
  for (const key of ['bands', 'tips'] as const) {
    const scale = mode[key];
    if (!scale) continue;
    checkNames([scale.of], valueIds, `${path}.${key}.of`, `The ${key} read`, report);
    checkScale(scale.steps, `${path}.${key}.steps`, report);
  }
}

function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

function displayed(output: DisplayOutput): string {
  if (output.kind === 'table') return output.rows.map((row) => row.join(' | ')).join('\n');
  return output.text;
}

/** Compares what the engine produced with what an example expects, in sentences. */
export function exampleMismatches(example: Example, result: CalcResult): string[] {
  const expect = example.expect;
  if ('message' in expect) {
    if (result.ok) return [`Expected the message "${expect.message}" but the calculation succeeded.`];
    return result.message === expect.message ? [] : [`Expected the message "${expect.message}" but got "${result.message}".`];
  }
  if (!result.ok) return [`Expected a result but got the message "${result.message}".`];
  const problems: string[] = [];
  for (const [id, want] of Object.entries(expect.outputs)) {
    const output = result.outputs.find((o) => o.id === id);
    if (!output) problems.push(`Expected output "${id}" to show "${want}" but it is not shown.`);
    else if (displayed(output) !== want) problems.push(`Expected output "${id}" to show "${want}" but it shows "${displayed(output)}".`);
  }
  for (const part of ['label', 'caption'] as const) {
    for (const [id, want] of Object.entries((part === 'label' ? expect.labels : expect.captions) ?? {})) {
      const output = result.outputs.find((o) => o.id === id);
      const got = output?.kind === 'value' ? output[part] : undefined;
      if (got !== want) problems.push(`Expected the ${part} of "${id}" to read "${want}" but it reads "${got ?? 'nothing'}".`);
    }
  }
  for (const id of expect.hidden ?? []) {
    if (result.outputs.some((o) => o.id === id)) problems.push(`Expected output "${id}" to be hidden but it is shown.`);
  }
  if (expect.band !== undefined && result.band?.label !== expect.band) {
    problems.push(`Expected the band "${expect.band}" but got "${result.band?.label ?? 'no band'}".`);
  }
  return problems;
}

function checkExamples(definition: CalculatorDefinition, report: Report) {
  const triggered = new Set<string>();
  const bandsSeen = new Set<string>();
  definition.examples.forEach((example, i) => {
    const at = `examples.${i}`;
    const mode = findMode(definition, example.mode);
    if (example.mode !== undefined && mode.id !== example.mode) return report(`${at}.mode`, `There is no mode "${example.mode}".`);
    for (const name of Object.keys(example.inputs)) {
      if (!mode.fields.some((f) => f.id === name)) report(`${at}.inputs.${name}`, `"${name}" is not a field of mode "${mode.id}".`);
    }
    const result = calculate(definition, mode.id, example.inputs);
    if (!result.ok) triggered.add(`${mode.id}\u0000${result.message}`);
    if (result.ok && result.band) bandsSeen.add(`${mode.id}\u0000${result.band.label}`);
    for (const problem of exampleMismatches(example, result)) report(`${at} ("${example.name}")`, problem);
  });
  definition.calculator.modes.forEach((mode, m) => {
    mode.rules.forEach((rule, r) => {
      if (!triggered.has(`${mode.id}\u0000${rule.message}`)) {
        report(`calculator.modes.${m}.rules.${r}`, `No example shows the message "${rule.message}"; add one.`);
      }
    });
    mode.bands?.steps.forEach((step, s) => {
      if (!bandsSeen.has(`${mode.id}\u0000${step.label}`)) {
        report(`calculator.modes.${m}.bands.steps.${s}`, `No example falls in the band "${step.label}"; add one.`);
      }
    });
  });
  const worked = definition.content.formula.example;
  const result = calculate(definition, worked.check.mode, worked.check.inputs);
  const wanted: Example = {
    name: 'formula example',
    inputs: worked.check.inputs,
    expect: { outputs: { [worked.check.output]: worked.result }, band: worked.check.band },
  };
  for (const problem of exampleMismatches(wanted, result)) report('content.formula.example', problem);
}

/** A benchmark table must say where its figures come from, or that they are illustrative. */
function checkBacking(table: { source?: string; illustrative?: boolean }, sourceIds: Set<string>, path: string, report: Report) {
  if (table.source !== undefined && table.illustrative) {
    report(path, 'A table is either backed by a source or marked illustrative, not both.');
  } else if (table.source === undefined && !table.illustrative) {
    report(path, 'A benchmark table needs a "source" (the id of one of the definition\'s sources) or "illustrative: true".');
  }
  if (table.source !== undefined && !sourceIds.has(table.source)) {
    report(`${path}.source`, `There is no source with the id "${table.source}" in this definition's sources.`);
  }
}

function checkSources(definition: CalculatorDefinition, report: Report) {
  if (definition.sources.length === 0) report('sources', 'List at least one source (publisher, title, year, url) for the page\'s figures and formulas.');
  if (definition.reviewed === undefined) report('reviewed', 'Give the date the content was last reviewed, written YYYY-MM-DD.');
  const sourceIds = new Set<string>();
  definition.sources.forEach((source, i) => {
    if (sourceIds.has(source.id)) report(`sources.${i}.id`, `The source id "${source.id}" is used twice.`);
    sourceIds.add(source.id);
  });
  definition.content.article.forEach((block, i) => {
    if (block.type === 'table') checkBacking(block, sourceIds, `content.article.${i}`, report);
    if (block.type === 'paragraph' && block.source !== undefined && !sourceIds.has(block.source)) {
      report(`content.article.${i}.source`, `There is no source with the id "${block.source}" in this definition's sources.`);
    }
  });
  definition.calculator.modes.forEach((mode, m) => {
    mode.outputs.forEach((output, o) => {
      const benchmark = output.kind === 'table' && output.rows.every((row) => row.cells.every((cell) => 'text' in cell));
      if (benchmark) checkBacking(output, sourceIds, `calculator.modes.${m}.outputs.${o}`, report);
    });
  });
}

/** Every problem of one definition beyond its schema; empty when it is sound. */
export function checkDefinition(definition: CalculatorDefinition): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const report: Report = (path, problem) => problems.push({ path, problem });
  if (definition.seo.canonicalUrl !== `/calculators/${definition.slug}`) {
    report('seo.canonicalUrl', `The canonical URL must be "/calculators/${definition.slug}".`);
  }
  const modeIds = new Set<string>();
  definition.calculator.modes.forEach((mode, i) => {
    if (modeIds.has(mode.id)) report(`calculator.modes.${i}.id`, `The mode id "${mode.id}" is used twice.`);
    modeIds.add(mode.id);
    if (definition.calculator.modes.length > 1 && mode.label.trim() === '') {
      report(`calculator.modes.${i}.label`, 'A calculator with several modes needs a tab label for each.');
    }
    checkMode(mode, `calculator.modes.${i}`, report);
  });
  // Examples only run once the structure is sound, or they would repeat its problems.
  if (problems.length === 0) checkExamples(definition, report);
  checkSources(definition, report);
  return problems;
}

/** Problems across the registry: unique keys and slugs, related keys that exist. */
export function checkRegistry(definitions: CalculatorDefinition[]): { key: string; path: string; problem: string }[] {
  const problems: { key: string; path: string; problem: string }[] = [];
  const keys = new Set<string>();
  const slugs = new Set<string>();
  for (const d of definitions) {
    if (keys.has(d.key)) problems.push({ key: d.key, path: 'key', problem: `The key "${d.key}" is used by another definition.` });
    if (slugs.has(d.slug)) problems.push({ key: d.key, path: 'slug', problem: `The slug "${d.slug}" is used by another definition.` });
    keys.add(d.key);
    slugs.add(d.slug);
  }
  for (const d of definitions) {
    d.related.forEach((key, i) => {
      if (key === d.key) problems.push({ key: d.key, path: `related.${i}`, problem: 'A calculator cannot be related to itself.' });
      else if (!keys.has(key)) problems.push({ key: d.key, path: `related.${i}`, problem: `There is no calculator with the key "${key}".` });
    });
  }
  return problems;
}
