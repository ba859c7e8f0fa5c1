/**
 * Checks a definition beyond its schema: names, expressions, scales and the
 * hand-worked examples. Each problem carries a dotted path, its catalogue
 * name (engine/problems.ts) and one sentence.
 */
import { calculate, findMode, type CalcResult, type DisplayOutput } from './calculate';
import type { CalculatorDefinition, Example, Field, Mode, NumberField, Output } from './definition';
import { byFieldKind, isNumberField, type PerFieldKind } from './field-kinds';
import { kindsFitting, measureOf, measures } from './measures';
import { logicVariables } from './logic-names';
import { expressionNames } from './math';
import type { ScaleStep } from './scale';
import { directionFromTones } from './explore/direction';
import { problemAt, type DefinitionProblem, type ProblemName, problems as catalogue } from './problems';
import { copiedTables, unreachable, workedExampleProblems, type RegistryProblem } from './check-content';

/** Records a catalogue problem at a path; `found` records one already written. */
interface Report {
  <N extends ProblemName>(path: string, name: N, ...args: Parameters<(typeof catalogue)[N]>): void;
  found(problem: DefinitionProblem): void;
}

function checkNames(names: string[], known: Set<string>, path: string, what: string, report: Report) {
  for (const name of names) {
    if (!known.has(name)) report(path, 'unknownName', what, name);
  }
}

// Syntax, functions and other constructs are refused when the definition compiles (defineCalculator); here, names.
function checkExpression(source: string, known: Set<string>, path: string, report: Report) {
  checkNames(expressionNames(source).symbols, known, path, 'The expression names', report);
}

function checkLogic(logic: unknown, known: Set<string>, path: string, report: Report) {
  checkNames(logicVariables(logic), known, path, 'The condition reads', report);
}

/**
 * Why a scale is malformed, or undefined when it is well formed: the first
 * step must be open below, and bounds must rise (an inclusive bound may be
 * followed by an exclusive one at the same number, as "exactly 0" then
 * "above 0"). `index` is the step at fault.
 */
export function scaleProblem(steps: readonly ScaleStep[]): (Omit<DefinitionProblem, 'path'> & { index: number }) | undefined {
  const at = (index: number, { name, problem }: DefinitionProblem) => ({ index, name, problem });
  if (steps.length === 0) return at(0, problemAt('', 'emptyScale'));
  if (steps[0]!.from !== undefined) return at(0, problemAt('', 'firstStepFrom'));
  for (let i = 1; i < steps.length; i++) {
    const prev = steps[i - 1]!;
    const step = steps[i]!;
    if (step.from === undefined) return at(i, problemAt('', 'stepFrom'));
    if (prev.from === undefined) continue;
    const rises = step.from > prev.from || (step.from === prev.from && !prev.exclusive && step.exclusive === true);
    if (!rises) return at(i, problemAt('', 'stepOrder', step.from, prev.from));
  }
  return undefined;
}

function checkScale(steps: ScaleStep[], path: string, report: Report) {
  const found = scaleProblem(steps);
  if (found) report.found({ path: `${path}.${found.index}`, name: found.name, problem: found.problem });
}

/** How far apart two names are: single-letter edits (Levenshtein), case aside. */
function editDistance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    row = next;
  }
  return row[y.length]!;
}

/** A named measure must be in the vocabulary, and of a kind the field or output can show. */
function checkMeasure(item: Field | Output, path: string, report: Report) {
  const name = 'measure' in item ? item.measure : undefined;
  if (name === undefined) return;
  const measure = measureOf(name);
  if (!measure) {
    const near = Object.keys(measures).filter((id) => editDistance(id, name) <= 2);
    return report(`${path}.measure`, 'unknownMeasure', name, near);
  }
  const fits = kindsFitting(item);
  if (fits.includes(measure.kind)) return;
  let what = 'this';
  if (item.kind === 'value') what = `its format "${item.format.style}"`;
  else if (isNumberField(item)) what = item.unit ? `a field in ${item.unit}` : `a field of ${item.parse} numbers`;
  report(`${path}.measure`, 'measureKind', name, measure.kind, what, fits);
}

/** Units the spec writes in brackets after a label, by the unit a field names instead. */
const WRITTEN_UNITS = { '($)': 'money', '(%)': 'percent' } as const;

/** A field names its unit rather than writing it into its label: the page writes it once, from the visitor's style. */
function checkUnit(field: NumberField, path: string, report: Report) {
  for (const [written, unit] of Object.entries(WRITTEN_UNITS)) {
    if (field.label.endsWith(written)) report(`${path}.label`, 'unitInLabel', written, unit);
  }
}

/** What each kind of field must hold beyond its schema: a number names its unit; a select's default is one of its options. */
const fieldProblems: PerFieldKind<[path: string, report: Report], void> = {
  number: checkUnit,
  select: (field, path, report) => {
    if (!field.options.some((o) => o.value === field.default)) report(`${path}.default`, 'defaultNotOption', field.default);
  },
};

/** The texts each kind of field's form shows besides its label, by key: a number's helper text and placeholder. */
const formTextsOf: PerFieldKind<[], Record<string, string | undefined>> = {
  number: (field) => ({ helperText: field.helperText, placeholder: field.placeholder }),
  select: () => ({}),
};

/**
 * Money in a text a result shows is written in the three forms the visitor's currency fills
 * (engine/number-style/money-words.ts: "$1.50", "50 cents", "dollar"); any other stays in dollars in every currency.
 */
const OTHER_MONEY_WORDS = /\bUSD\b|US\$|\bdollars\b|\bbucks\b/;
/** A form's texts are shown as written, before any currency is known: no way of writing money is filled there. */
const ANY_MONEY_WORD = /\$|\bUSD\b|\bdollars?\b|\bcents?\b|\bbucks\b/;

/** Reports the first way of writing money `words` finds in each of `texts` (by path), as `problem`. */
function checkMoneyWords(texts: Record<string, string | undefined>, words: RegExp, problem: 'moneyWord' | 'moneyInForm', report: Report) {
  for (const [path, text] of Object.entries(texts)) {
    const found = text && words.exec(text);
    if (found) report(path, problem, found[0]);
  }
}

/** A mode's form texts, by dotted path: each field's label, helper text and placeholder. */
function formTexts(mode: Mode, path: string): Record<string, string | undefined> {
  const texts: Record<string, string | undefined> = {};
  mode.fields.forEach((field, i) => {
    // A unit written into a label is its own problem (unitInLabel).
    const written = Object.keys(WRITTEN_UNITS).find((unit) => field.label.endsWith(unit));
    texts[`${path}.fields.${i}.label`] = written ? field.label.slice(0, -written.length) : field.label;
    for (const [key, text] of Object.entries(byFieldKind(formTextsOf, field))) texts[`${path}.fields.${i}.${key}`] = text;
  });
  return texts;
}

/** The texts of a mode's result that a visitor reads in their currency, by dotted path: captions, readings, tips. */
function resultTexts(mode: Mode, path: string): Record<string, string | undefined> {
  const texts: Record<string, string | undefined> = {};
  mode.outputs.forEach((output, i) => {
    const at = `${path}.outputs.${i}`;
    if (output.kind === 'value') Object.assign(texts, { [`${at}.label`]: output.label, [`${at}.caption`]: output.caption });
    if (output.kind === 'text') texts[`${at}.template`] = output.template;
    if (output.kind === 'label') output.steps.forEach((step, s) => (texts[`${at}.steps.${s}.text`] = step.text));
  });
  mode.bands?.steps.forEach((step, s) => (texts[`${path}.bands.steps.${s}.text`] = step.text));
  mode.tips?.steps.forEach((step, s) => {
    texts[`${path}.tips.steps.${s}.title`] = step.title;
    step.items.forEach((item, k) => (texts[`${path}.tips.steps.${s}.items.${k}`] = item));
  });
  return texts;
}

function checkMode(mode: Mode, path: string, report: Report) {
  checkMoneyWords(formTexts(mode, path), ANY_MONEY_WORD, 'moneyInForm', report);
  checkMoneyWords(resultTexts(mode, path), OTHER_MONEY_WORDS, 'moneyWord', report);
  const known = new Set<string>();
  for (const [i, field] of mode.fields.entries()) {
    checkMeasure(field, `${path}.fields.${i}`, report);
    if (known.has(field.id)) report(`${path}.fields.${i}.id`, 'duplicateField', field.id);
    known.add(field.id);
    byFieldKind(fieldProblems, field, `${path}.fields.${i}`, report);
  }
  const fieldsOnly = new Set(known);
  mode.rules.forEach((rule, i) => checkLogic(rule.require, fieldsOnly, `${path}.rules.${i}.require`, report));
  // An assumed price is read like a field: by expressions, labels and captions.
  for (const name of Object.keys(mode.assumed ?? {})) {
    if (known.has(name)) report(`${path}.assumed.${name}`, 'duplicateField', name);
    known.add(name);
  }
  const valueIds = new Set<string>(known);
  for (const [i, output] of mode.outputs.entries()) {
    const at = `${path}.outputs.${i}`;
    if (known.has(output.id)) report(`${at}.id`, 'outputIdTaken', output.id);
    if (output.visibleWhen !== undefined) checkLogic(output.visibleWhen, known, `${at}.visibleWhen`, report);
    checkMeasure(output, at, report);
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
          report(`${at}.rows.${r}.cells`, 'rowCells', wanted);
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
  if (mode.bands) checkDirection(mode.bands, `${path}.bands`, report);
}

/** A stated direction must agree with the tones; without one, the tones must show it. */
function checkDirection(bands: NonNullable<Mode['bands']>, path: string, report: Report) {
  if (bands.steps.length < 2) return;
  const fromTones = directionFromTones(bands.steps.map((s) => s.tone));
  if (bands.better === undefined) {
    if (fromTones === undefined) report(path, 'betterUnknown');
  } else if (fromTones !== undefined && fromTones !== bands.better) {
    report(`${path}.better`, 'betterAgainstTones', bands.better, bands.steps.map((s) => s.tone).join(', '));
  }
}

function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

function displayed(output: DisplayOutput): string {
  if (output.kind === 'table') return output.rows.map((row) => row.join(' | ')).join('\n');
  return output.text;
}

type Mismatch = Omit<DefinitionProblem, 'path'>;

/** Where an example and the engine's result differ, as catalogue problems. */
function mismatches(example: Example, result: CalcResult): Mismatch[] {
  const expect = example.expect;
  // Located at '' here; the caller knows where the example is.
  const list: DefinitionProblem[] = [];
  if ('message' in expect) {
    if (result.ok) list.push(problemAt('', 'expectedMessage', expect.message));
    else if (result.message !== expect.message) list.push(problemAt('', 'otherMessage', expect.message, result.message));
  } else if (!result.ok) {
    list.push(problemAt('', 'expectedResult', result.message));
  } else {
    for (const [id, want] of Object.entries(expect.outputs)) {
      const output = result.outputs.find((o) => o.id === id);
      if (!output) list.push(problemAt('', 'outputNotShown', id, want));
      else if (displayed(output) !== want) list.push(problemAt('', 'outputShows', id, want, displayed(output)));
    }
    for (const part of ['label', 'caption'] as const) {
      for (const [id, want] of Object.entries((part === 'label' ? expect.labels : expect.captions) ?? {})) {
        const output = result.outputs.find((o) => o.id === id);
        const got = output?.kind === 'value' ? output[part] : undefined;
        if (got !== want) list.push(problemAt('', 'labelReads', part, id, want, got ?? 'nothing'));
      }
    }
    for (const id of expect.hidden ?? []) {
      if (result.outputs.some((o) => o.id === id)) list.push(problemAt('', 'outputNotHidden', id));
    }
    if (expect.band !== undefined && result.band?.label !== expect.band)
      list.push(problemAt('', 'otherBand', expect.band, result.band?.label ?? 'no band'));
  }
  return list.map(({ name, problem }) => ({ name, problem }));
}

/** Compares what the engine produced with what an example expects, in sentences; empty when they agree. */
export function exampleMismatches(example: Example, result: CalcResult): string[] {
  return mismatches(example, result).map((m) => m.problem);
}

function checkExamples(definition: CalculatorDefinition, report: Report) {
  const triggered = new Set<string>();
  const bandsSeen = new Set<string>();
  definition.examples.forEach((example, i) => {
    const at = `examples.${i}`;
    const mode = findMode(definition, example.mode);
    if (example.mode !== undefined && mode.id !== example.mode) return report(`${at}.mode`, 'noMode', example.mode);
    for (const name of Object.keys(example.inputs)) {
      if (!mode.fields.some((f) => f.id === name)) report(`${at}.inputs.${name}`, 'notAField', name, mode.id);
    }
    const result = calculate(definition, mode.id, example.inputs);
    if (!result.ok) triggered.add(`${mode.id}\u0000${result.message}`);
    if (result.ok && result.band) bandsSeen.add(`${mode.id}\u0000${result.band.label}`);
    for (const m of mismatches(example, result)) report.found({ path: `${at} ("${example.name}")`, ...m });
  });
  definition.calculator.modes.forEach((mode, m) => {
    mode.rules.forEach((rule, r) => {
      if (!triggered.has(`${mode.id}\u0000${rule.message}`)) {
        report(`calculator.modes.${m}.rules.${r}`, 'messageNotShown', rule.message);
      }
    });
    mode.bands?.steps.forEach((step, s) => {
      if (!bandsSeen.has(`${mode.id}\u0000${step.label}`)) {
        report(`calculator.modes.${m}.bands.steps.${s}`, 'bandNotReached', step.label);
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
  for (const m of mismatches(wanted, result)) report.found({ path: 'content.formula.example', ...m });
}

/** A benchmark table must say where its figures come from, or that they are illustrative. */
function checkBacking(table: { source?: string; illustrative?: boolean }, sourceIds: Set<string>, path: string, report: Report) {
  if (table.source !== undefined && table.illustrative) {
    report(path, 'tableBackedTwice');
  } else if (table.source === undefined && !table.illustrative) {
    report(path, 'tableBacking');
  }
  if (table.source !== undefined && !sourceIds.has(table.source)) {
    report(`${path}.source`, 'unknownSource', table.source);
  }
}

function checkSources(definition: CalculatorDefinition, report: Report) {
  if (definition.sources.length === 0) report('sources', 'noSources');
  if (definition.reviewed === undefined) report('reviewed', 'noReviewDate');
  const sourceIds = new Set<string>();
  definition.sources.forEach((source, i) => {
    if (sourceIds.has(source.id)) report(`sources.${i}.id`, 'duplicateSource', source.id);
    sourceIds.add(source.id);
  });
  definition.content.article.forEach((block, i) => {
    if (block.type === 'table') checkBacking(block, sourceIds, `content.article.${i}`, report);
    if ((block.type === 'paragraph' || block.type === 'list') && block.source !== undefined && !sourceIds.has(block.source)) {
      report(`content.article.${i}.source`, 'unknownSource', block.source);
    }
  });
  definition.content.faq.forEach((entry, i) => {
    if (entry.source !== undefined && !sourceIds.has(entry.source)) report(`content.faq.${i}.source`, 'unknownSource', entry.source);
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
  const report = Object.assign(
    <N extends ProblemName>(path: string, name: N, ...args: Parameters<(typeof catalogue)[N]>) =>
      problems.push(problemAt(path, name, ...args)),
    { found: (problem: DefinitionProblem) => problems.push(problem) },
  ) as Report;
  if (definition.seo.canonicalUrl !== `/calculators/${definition.slug}`) {
    report('seo.canonicalUrl', 'canonicalUrl', definition.slug);
  }
  const modeIds = new Set<string>();
  definition.calculator.modes.forEach((mode, i) => {
    if (modeIds.has(mode.id)) report(`calculator.modes.${i}.id`, 'duplicateMode', mode.id);
    modeIds.add(mode.id);
    if (definition.calculator.modes.length > 1 && mode.label.trim() === '') {
      report(`calculator.modes.${i}.label`, 'tabLabel');
    }
    checkMode(mode, `calculator.modes.${i}`, report);
  });
  // Examples only run once the structure is sound, or they would repeat its problems.
  if (problems.length === 0) checkExamples(definition, report);
  checkSources(definition, report);
  workedExampleProblems(definition).forEach(report.found);
  return problems;
}

/**
 * Problems across the registry: unique keys and slugs, related keys that exist, an incoming related link
 * for every calculator, no table copied between two definitions; `index` is the definition at fault (the
 * later of two). `names` says how sentences name each definition (its file); keys by default.
 */
export function checkRegistry(
  definitions: CalculatorDefinition[],
  names: readonly string[] = definitions.map((d) => d.key),
): RegistryProblem[] {
  const problems: RegistryProblem[] = [];
  const keys = new Set<string>();
  const slugs = new Set<string>();
  for (const [index, d] of definitions.entries()) {
    if (keys.has(d.key)) problems.push({ key: d.key, index, ...problemAt('key', 'duplicateKey', d.key) });
    if (slugs.has(d.slug)) problems.push({ key: d.key, index, ...problemAt('slug', 'duplicateSlug', d.slug) });
    keys.add(d.key);
    slugs.add(d.slug);
  }
  for (const [index, d] of definitions.entries()) {
    d.related.forEach((key, i) => {
      if (key === d.key) problems.push({ key: d.key, index, ...problemAt(`related.${i}`, 'relatedToSelf') });
      else if (!keys.has(key)) problems.push({ key: d.key, index, ...problemAt(`related.${i}`, 'unknownRelated', key) });
    });
  }
  problems.push(...unreachable(definitions), ...copiedTables(definitions, names));
  return problems;
}
