/**
 * The engine pipeline: parse → rules in order → outputs → format → band.
 * Pure and synchronous; bad input ends as a message, never as an exception,
 * NaN or Infinity on the page.
 */
import type { CalculatorCore, Field, Mode, Output, Tone } from './definition';
import type { ModeCode } from './code';
import { inputWords, readField } from './field-kinds';
import { clean, formatPlain, formatShown, shownValue, withUnit, type Format } from './formats';
import { logicVariables } from './logic-names';
import { engineMessages } from './messages';
import { styleOf, unitOf } from './money';
import { defaultStyle, type AssumedPrices, type NumberStyle } from './number-style/style';
import { pickStep, type ScaleStep } from './scale';

/** Raw input texts keyed by field id, as the visitor typed them. */
export type RawInputs = Record<string, string | undefined>;

/** One output as the page shows it. */
export type DisplayOutput =
  | {
      kind: 'value';
      id: string;
      label: string;
      text: string;
      /** The value as calculated. */
      value: number;
      /** The value as shown: rounded to its format's grid, as bands, tones and labels read it. */
      shown: number;
      tone?: Tone;
      caption?: string;
    }
  | { kind: 'text'; id: string; label?: string; text: string }
  | { kind: 'table'; id: string; label: string; columns: string[]; rows: string[][]; note?: string };

/** The interpretation of the result. */
export interface BandResult {
  label: string;
  text: string;
  tone: Tone;
}

/** Tips that go with the result. */
export interface TipsResult {
  title: string;
  items: string[];
}

/** A calculation that failed: the first failing rule's message, and the field it concerns. */
export interface CalcFailure {
  ok: false;
  message: string;
  field?: string;
}

/** A calculation that succeeded: the mode's visible outputs as shown, its band and its tips. */
export interface CalcSuccess {
  ok: true;
  mode: string;
  outputs: DisplayOutput[];
  band?: BandResult;
  tips?: TipsResult;
}

/** What Calculate produces: the first failing rule's message, or the result. */
export type CalcResult = CalcFailure | CalcSuccess;

/** The mode with this id, or the first (default) mode. */
export function findMode(definition: CalculatorCore, modeId?: string): Mode {
  const modes = definition.calculator.modes;
  return modes.find((m) => m.id === modeId) ?? modes[0];
}

/** Parsed inputs by field id: numbers (NaN for invalid text), option values for selects. */
export type Values = Record<string, number | string>;

/**
 * A mode's inputs parsed in `style` (the visitor's locale; en-US by default): `values` for rules (selects by
 * option value), `scope` for expressions (selects by their number). Fields missing from `raw` count as blank.
 */
export function parseValues(
  fields: Field[],
  raw: RawInputs,
  style: NumberStyle = defaultStyle,
): { values: Values; scope: Record<string, number> } {
  const values: Values = {};
  const scope: Record<string, number> = {};
  for (const field of fields) {
    const { value, number } = readField(field, raw[field.id], style);
    values[field.id] = value;
    scope[field.id] = number;
  }
  return { values, scope };
}

/**
 * Every value output of `mode` into `scope`, in order, each reading the ones before it: the values a calculation
 * computes, unrounded, hidden ones included (goal seek, a plan's steps and a result's worked steps read them).
 */
export function runValueOutputs(mode: Mode, code: ModeCode, scope: Record<string, number>): void {
  for (const output of mode.outputs) if (output.kind === 'value') scope[output.id] = clean(code.expressions[output.expr]!(scope));
}

function firstFailure(mode: Mode, code: ModeCode, values: Values): { message: string; field?: string } | undefined {
  for (const [index, rule] of mode.rules.entries()) {
    if (!code.rules[index]!(values)) {
      const field = logicVariables(rule.require).find((name) => mode.fields.some((f) => f.id === name));
      return { message: rule.message, field };
    }
  }
  return undefined;
}

/**
 * Runs only the rules: the first failing rule's message and the field it
 * concerns (its first variable), or undefined when the input is valid.
 */
export function validate(definition: CalculatorCore, modeId: string | undefined, raw: RawInputs, style: NumberStyle = defaultStyle) {
  const mode = findMode(definition, modeId);
  return firstFailure(mode, definition.code.modes[mode.id]!, parseValues(mode.fields, raw, style).values);
}

class OutOfRange extends Error {}

/** The text of a value already rounded by shownValue; a value that cannot be shown ends the calculation. */
function showRounded(rounded: number, format: Format, style: NumberStyle): string {
  const text = formatShown(rounded, format, style);
  if (text === undefined) throw new OutOfRange();
  return text;
}

function show(value: number, format: Format, style: NumberStyle): string {
  return showRounded(shownValue(value, format, style), format, style);
}

/**
 * Rows of tables whose cells are all text (null for a table that computes cells), by the table's headings: they
 * come back as a new array with a definition's texts (engine/texts.ts), so rows built without them are not kept.
 */
const staticRows = new WeakMap<object, string[][] | null>();

/** Templates split once into text and {name} parts: odd indices are names. */
const templateParts = new Map<string, string[]>();

function fill(template: string, ctx: Context): string {
  let parts = templateParts.get(template);
  if (!parts) {
    parts = template.split(/\{(\w+)\}/);
    templateParts.set(template, parts);
  }
  if (parts.length === 1) return template;
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    text += placeholder(name, ctx) + parts[i + 1]!;
  }
  return text;
}

/**
 * What {name} shows: an output as displayed, a select's label, or a field's number with its unit ("$3,000",
 * "12.5%"; "3.000 €" in de-DE euros); unknown names stay as written.
 */
function placeholder(name: string, { mode, values, shown, style }: Context): string {
  const whole = `{${name}}`;
  if (shown.has(name)) return shown.get(name)!;
  const field = mode.fields.find((f) => f.id === name);
  const figure = () => {
    const value = values[name];
    if (typeof value !== 'number' || !Number.isFinite(value)) return whole;
    const plain = formatPlain(value, 2, style);
    const unit = field && unitOf(field);
    return unit ? withUnit(plain, value, { style: styleOf(unit) }, style) : plain;
  };
  return field ? inputWords(field, String(values[name]), { typed: figure, unknown: () => whole }) : figure();
}

function displayOf(output: Output, ctx: Context): DisplayOutput | undefined {
  const { values, scope, shown, style } = ctx;
  switch (output.kind) {
    case 'value': {
      const value = clean(evaluate(ctx, output.expr));
      scope[output.id] = value;
      values[output.id] = value;
      ctx.banded[output.id] = shownValue(value, output.format, style);
      if (!visible(ctx, output)) return undefined;
      const rounded = ctx.banded[output.id]!;
      const text = showRounded(rounded, output.format, style);
      shown.set(output.id, text);
      if (output.hidden) return undefined;
      const tone = output.tone ? pickIn(ctx, output.id, output.tone, rounded)?.tone : undefined;
      const caption = output.caption ? fill(output.caption, ctx) : undefined;
      return { kind: 'value', id: output.id, label: fill(output.label, ctx), text, value, shown: rounded, tone, caption };
    }
    case 'label': {
      const text = pickIn(ctx, output.of, output.steps, read(ctx, output.of))?.text;
      if (text === undefined || !visible(ctx, output)) return undefined;
      shown.set(output.id, text);
      return output.hidden ? undefined : { kind: 'text', id: output.id, label: output.label, text };
    }
    case 'text': {
      if (!visible(ctx, output)) return undefined;
      const text = fill(output.template, ctx);
      shown.set(output.id, text);
      return output.hidden ? undefined : { kind: 'text', id: output.id, label: output.label, text };
    }
    case 'table': {
      if (!visible(ctx, output) || output.hidden) return undefined;
      const key = output.columns as object | undefined;
      const fixed = key && staticRows.get(key);
      if (fixed) return { kind: 'table', id: output.id, label: output.label, columns: output.columns, rows: fixed, note: output.note };
      const rows = output.rows.map((row) => [
        row.label,
        ...row.cells.map((cell) => {
          if ('text' in cell) return cell.text;
          if ('expr' in cell) return show(clean(evaluate(ctx, cell.expr)), cell.format, style);
          return cell.range.map((source) => show(clean(evaluate(ctx, source)), cell.format, style)).join(' – ');
        }),
      ]);
      // A benchmark table of text only is the same on every calculation: built once.
      if (key && fixed === undefined)
        staticRows.set(key, output.rows.every((row) => row.cells.every((cell) => 'text' in cell)) ? rows : null);
      return { kind: 'table', id: output.id, label: output.label, columns: output.columns, rows, note: output.note };
    }
  }
}

interface Context {
  mode: Mode;
  code: ModeCode;
  values: Values;
  scope: Record<string, number>;
  shown: Map<string, string>;
  /** Value outputs as displayed (rounded to their format), which bands and labels read. */
  banded: Record<string, number>;
  /** The visitor's number style: how values are read and shown. */
  style: NumberStyle;
}

/** How an assumed price is written: "$1.50", "$10" (whole figures whole). */
export function assumedFormat(value: number) {
  return { style: 'currency', decimals: Number.isInteger(value) ? 0 : 2 } as const;
}

/**
 * A mode's assumed prices in `style`'s currency (NumberStyle.assumedIn, ./assumed.ts), as written in US dollars
 * by default, and the mode to calculate: without what reads a price where the rates lack the currency.
 */
export function assumedPrices(mode: Mode, style: NumberStyle): AssumedPrices<Mode> {
  return mode.assumed && style.assumedIn ? style.assumedIn(mode) : { mode, prices: mode.assumed };
}

/**
 * A mode's inputs read in `style`, with its assumed prices beside them in the scope, as its expressions read them
 * (goal seek, worked steps). Without a rate for the currency, what reads an assumed price is NaN.
 */
export function inputScope(
  mode: Mode,
  raw: RawInputs,
  style: NumberStyle = defaultStyle,
): { values: Values; scope: Record<string, number> } {
  const parsed = parseValues(mode.fields, raw, style);
  Object.assign(parsed.scope, assumedPrices(mode, style).prices);
  return parsed;
}

/** Puts assumed prices where expressions and {name} read them: "$1.50", "$10" (whole figures whole). */
function assume(ctx: Context, prices: Readonly<Record<string, number>> | undefined): void {
  for (const name in prices) {
    const value = prices[name]!;
    ctx.scope[name] = value;
    ctx.shown.set(name, show(value, assumedFormat(value), ctx.style));
  }
}

// Plain functions of the context rather than closures made on every calculation.
function evaluate(ctx: Context, source: string): number {
  return ctx.code.expressions[source]!(ctx.scope);
}

/** The number a band, tone or label reads: an output as displayed, or a field's value. */
function read(ctx: Context, id: string): number {
  return ctx.banded[id] ?? ctx.scope[id]!;
}

/** The step of a scale on `id` that `value` falls in, its thresholds in the visitor's currency (engine/benchmarks.ts). */
function pickIn<T extends ScaleStep>(ctx: Context, id: string, steps: readonly T[], value: number): T | undefined {
  const local = ctx.style.scaleIn ? ctx.style.scaleIn(ctx.mode, id, steps) : steps;
  return local && pickStep(local, value);
}

function visible(ctx: Context, output: Output): boolean {
  const condition = ctx.code.visibleWhen[output.id];
  return condition === undefined || condition(ctx.values);
}

/**
 * Calculates one mode of a calculator from raw input texts.
 *
 * @param definition a validated definition
 * @param modeId the tab's mode id; unknown or undefined means the first mode
 * @param raw input texts by field id; missing fields count as blank
 * @param style the visitor's locale and currency (engine/number-style/style.ts): en-US dollars by default
 * @returns `{ ok: false, message }` with the first failing rule's message, or
 *   `{ ok: true, outputs, band, tips }` with every visible output formatted.
 *   Outputs that would show NaN or Infinity turn into
 *   {@link engineMessages.outOfRange}.
 * @example calculate(churnRate, 'default', { startingCustomers: '1000', churnedCustomers: '50', timePeriod: 'Month' })
 */
export function calculate(
  definition: CalculatorCore,
  modeId: string | undefined,
  raw: RawInputs,
  style: NumberStyle = defaultStyle,
): CalcResult {
  const { mode, prices } = assumedPrices(findMode(definition, modeId), style);
  const code = definition.code.modes[mode.id]!;
  const { values, scope } = parseValues(mode.fields, raw, style);
  const failure = firstFailure(mode, code, values);
  if (failure) return { ok: false, ...failure };
  const ctx: Context = { mode, code, values, scope, shown: new Map(), banded: {}, style };
  const outputs: DisplayOutput[] = [];
  try {
    assume(ctx, prices);
    for (const output of mode.outputs) {
      const display = displayOf(output, ctx);
      if (display) outputs.push(display);
    }
  } catch (error) {
    if (error instanceof OutOfRange) return { ok: false, message: engineMessages.outOfRange };
    throw error;
  }
  const bandStep = mode.bands ? pickIn(ctx, mode.bands.of, mode.bands.steps, read(ctx, mode.bands.of)) : undefined;
  const tipsStep = mode.tips ? pickIn(ctx, mode.tips.of, mode.tips.steps, read(ctx, mode.tips.of)) : undefined;
  return {
    ok: true,
    mode: mode.id,
    outputs,
    band: bandStep && { label: bandStep.label, text: bandStep.text, tone: bandStep.tone },
    tips: tipsStep && { title: tipsStep.title, items: tipsStep.items },
  };
}
