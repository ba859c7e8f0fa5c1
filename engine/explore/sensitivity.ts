/**
 * The sensitivity chart's data: the headline output (the banded output, else
 * the first shown value output) against one number field, the other inputs
 * held, across a window around the field's current value; the band regions
 * on the output's axis, the current point and the next better band's target.
 *
 * Units: x is in the field's own unit as typed (dollars, percent 0–100,
 * whole counts); y is the output's raw value in its display unit (percent
 * 0–100, dollars, x for "x:1" ratios, seconds for durations), not rounded to
 * its format, so the line is smooth. Pure and synchronous: the compiled
 * definition is run through goal seek's probe (goal-seek.ts), never an
 * evaluation loop of its own.
 */
import { bandsIn } from '../money-ratings';
import { assumedFormat, type RawInputs } from '../calculate';
import type { CalculatorCore, NumberField, Tone } from '../definition';
import { inputWords } from '../field-kinds';
import { clean, formatValue, shownValue } from '../formats';
import { unitOf } from '../money';
import { evaluatorFor, outputWith, probeOf, seekField, type Probe } from './goal-seek';
import { bandPosition } from './next-band';
import { headlineOutput, solvableFields } from './solve-for';
import { defaultStyle, type NumberStyle } from '../number-style/style';
import { fieldLabel, unitSymbol } from '../number-style/units';

type ValueOutput = NonNullable<ReturnType<typeof headlineOutput>>;

/** One sample: y is null where the input fails a rule (conversions above visitors) or the output is not finite. */
export interface SensitivityPoint {
  x: number;
  y: number | null;
}

/** A band's region on the y axis, clipped to the visible y range: `from` below `to`. */
export interface SensitivityBand {
  label: string;
  tone: Tone;
  from: number;
  to: number;
}

/** What the chart draws; see the module comment for units. */
export interface Sensitivity {
  field: NumberField;
  output: ValueOutput;
  /** Samples in rising x, the current value and the target's among them. */
  points: SensitivityPoint[];
  /** The visible ranges: x from the first to the last sample; y around every finite y, 0 included when none is negative. */
  xDomain: [number, number];
  yDomain: [number, number];
  /** Band regions in the definition's order (rising y); empty when the output has no bands. */
  bands: SensitivityBand[];
  /** The inputs as they are. */
  current: { x: number; y: number };
  /** The least change of the field that reaches the next better band (goal seek), with that band's label; absent at the best band or when no valid value reaches it. */
  target?: { x: number; y: number; band: string };
  /** Axis titles with units: "Total Conversions", "Ad Spend ($)", "Your Conversion Rate (%)". */
  xLabel: string;
  yLabel: string;
  /** The number style the inputs were read in, in which the chart's values are said. */
  style: NumberStyle;
}

/** Sampling options. */
export interface SensitivityOptions {
  /** About how many samples across the window (default 41); counts never step below 1. */
  points?: number;
  /** The visitor's number style, in which the inputs are read and the labels say their units (en-US dollars by default). */
  style?: NumberStyle;
}

/** A window that counts come in at least this many steps of 1 wide. */
const MIN_COUNT_SPAN = 10;

/** The smallest of 1, 2, 2.5, 5 × 10^k at or above `raw`: steps that read well on an axis and in a table. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw * (1 - 1e-9))! * power;
  return clean(step);
}

/**
 * The x window: from 0 (or the field's minimum) to twice the value for a
 * positive value, twice the value to 0 for a negative one, 0 to 10 for 0;
 * widened past the target (by a tenth of the span) when it lies outside.
 */
function windowOf(field: NumberField, x0: number, target: number | undefined): [number, number] {
  let [low, high] = x0 > 0 ? [0, 2 * x0] : x0 < 0 ? [2 * x0, 0] : [0, MIN_COUNT_SPAN];
  if (field.min !== undefined && field.min <= x0 && low < field.min) low = field.min;
  if (target !== undefined && (target < low || target > high)) {
    const margin = (Math.max(high, target) - Math.min(low, target)) / 10;
    if (target > high) high = target + margin;
    else low = field.min !== undefined && field.min <= target ? Math.max(target - margin, field.min) : target - margin;
  }
  if (field.parse === 'integer') {
    low = Math.ceil(low);
    high = Math.max(Math.floor(high), low + MIN_COUNT_SPAN);
  }
  return [clean(low), clean(high)];
}

/**
 * Sample xs: every nice step across the window, its ends pushed out to the step grid (not below the
 * field's minimum), the current value and the target, in rising order.
 */
function samples(field: NumberField, window: [number, number], count: number, keep: number[]): number[] {
  let step = niceStep((window[1] - window[0]) / Math.max(count - 1, 1));
  // Counts step by whole numbers: 2.5 becomes 2, below 1 becomes 1.
  if (field.parse === 'integer') step = Math.max(1, Math.floor(step));
  // Rounding outward keeps the signs of the ends (0 stays 0); the field's minimum stays the first sample.
  let low = clean(Math.floor(window[0] / step) * step);
  if (field.min !== undefined && low < field.min) low = window[0];
  const high = clean(Math.ceil(window[1] / step) * step);
  const xs = new Set([low, high, ...keep]);
  for (let k = Math.ceil(low / step); k * step < high; k++) xs.add(clean(k * step));
  return [...xs].filter((x) => x >= low && x <= high).sort((a, b) => a - b);
}

/**
 * The y range. Outputs that divide by the field shoot off towards 0 (CPM at 1 impression), so the
 * range follows the half of the window around the current value: the ys there, with the current
 * and target ys, widened by their spread each way and no further than the data. 0 is included when
 * the data are not negative and lie nearer to 0 than their spread; a twentieth of the span (or, for
 * a flat line, a tenth of its value, at least 1) is added on open ends.
 */
function yDomainOf(points: SensitivityPoint[], x0: number, keep: number[]): [number, number] {
  const quarter = (points.at(-1)!.x - points[0]!.x) / 4;
  const ys = points.flatMap((p) => (p.y === null ? [] : [p.y]));
  const core = [...keep, ...points.flatMap((p) => (p.y !== null && Math.abs(p.x - x0) <= quarter ? [p.y] : []))];
  const spread = Math.max(...core) - Math.min(...core);
  let low = Math.max(Math.min(...ys), Math.min(...core) - spread);
  const high = Math.min(Math.max(...ys), Math.max(...core) + spread);
  if (low >= 0 && low <= high - low) low = 0;
  const pad = high === low ? Math.max(Math.abs(high) / 10, 1) : (high - low) / 20;
  return [clean(low === 0 ? 0 : low - pad), clean(high + pad)];
}

/** The y label: the output's label with `{field}` filled (a select's option label) and its unit ("(%)", "($)"). */
function outputLabel(probe: Probe, output: ValueOutput): string {
  const label = output.label
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      // An assumed price, as the probe reads it in the visitor's currency (engine/assumed.ts): "$1.50".
      if (probe.mode.assumed && Object.hasOwn(probe.mode.assumed, name)) {
        const price = probe.scope[name]!;
        return formatValue(price, assumedFormat(price), probe.style) ?? '';
      }
      const field = probe.mode.fields.find((f) => f.id === name);
      // A select's option label; a number field's value is not written into the label.
      return field ? inputWords(field, String(probe.values[name]), { typed: () => '', unknown: () => '' }) : '';
    })
    .replace(/\s+/g, ' ')
    .trim();
  const inUnit = unitOf(output.format);
  const unit = inUnit && unitSymbol(inUnit, probe.style);
  return unit && !label.endsWith(`(${unit})`) ? `${label} (${unit})` : label;
}

/**
 * The headline output of mode `modeId` against field `fieldId`, the other
 * inputs as in `raw`, for the sensitivity chart. Undefined when the inputs
 * fail a rule, the output cannot be computed at them, the mode has no value
 * output, or `fieldId` is not one of its number fields.
 *
 * @example sensitivity(conversionRate, 'default', { visitors: '1000', conversions: '15' }, 'conversions')
 *   // points: x 0…30 conversions, y = x ÷ 1,000 × 100 (%); current { x: 15, y: 1.5 };
 *   // target { x: 20, y: 2, band: 'Good' }; bands: Below Average 0–1, Fair 1–2, Good 2–3.15
 */
export function sensitivity(
  definition: CalculatorCore,
  modeId: string | undefined,
  raw: RawInputs,
  fieldId: string,
  { points = 41, style = defaultStyle }: SensitivityOptions = {},
): Sensitivity | undefined {
  const probe = probeOf(definition, modeId, raw, style);
  if (!probe) return undefined;
  const output = headlineOutput(probe.mode);
  const field = solvableFields(probe.mode).find((f) => f.id === fieldId);
  if (!output || !field) return undefined;
  const x0 = probe.scope[field.id]!;
  const y0 = outputWith(probe, {}, output.id).value;
  if (!Number.isFinite(x0) || !Number.isFinite(y0)) return undefined;

  const local = bandsIn(probe.mode, style);
  const bands = local?.of === output.id ? local : undefined;
  let target: Sensitivity['target'];
  const position = bands && bandPosition(bands, output.format, shownValue(y0, output.format, style), style);
  if (bands && position?.next) {
    const reach = seekField(probe, field, position.next.goal);
    const y = reach && outputWith(probe, { [field.id]: reach.value }, output.id).value;
    if (reach && reach.value !== x0 && Number.isFinite(y)) {
      target = { x: reach.value, y: y!, band: bands.steps[position.next.index]!.label };
    }
  }

  const xDomain = windowOf(field, x0, target?.x);
  const xs = samples(field, xDomain, points, target ? [x0, target.x] : [x0]);
  const at = evaluatorFor(probe, field.id, output.id);
  const sampled = xs.map((x): SensitivityPoint => {
    const { value, valid } = at(x);
    return { x, y: valid && Number.isFinite(value) ? value : null };
  });
  const yDomain = yDomainOf(sampled, x0, target ? [y0, target.y] : [y0]);

  const regions: SensitivityBand[] = [];
  bands?.steps.forEach((step, i) => {
    const from = Math.max(step.from ?? -Infinity, yDomain[0]);
    const to = Math.min(bands.steps[i + 1]?.from ?? Infinity, yDomain[1]);
    if (to > from) regions.push({ label: step.label, tone: step.tone, from, to });
  });

  return {
    field,
    output,
    points: sampled,
    xDomain: [xs[0]!, xs.at(-1)!],
    yDomain,
    bands: regions,
    current: { x: x0, y: y0 },
    target,
    xLabel: fieldLabel(field, style),
    yLabel: outputLabel(probe, output),
    style,
  };
}
