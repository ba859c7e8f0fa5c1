/**
 * The band scale drawn under a banded result: the bands in order as equal
 * segments (benchmark bands are rarely evenly spaced: CLV's run 100, 500,
 * 1,000, 5,000), the boundary values between them, the result's marker, and
 * a text alternative that reads like "1.50% — Fair; Good starts at 2%".
 */
import { bandsIn } from '../money-ratings';
import type { CalcSuccess } from '../calculate';
import type { Mode, Tone } from '../definition';
import { compactValue } from '../compact-value';
import { shownValue, type Format } from '../formats';
import { defaultStyle, type NumberStyle } from '../number-style/style';
import { pickStep } from '../scale';
import { bandPosition, type BandPosition } from './next-band';

/** One band as drawn: an equal share of the scale. */
export interface ScaleSegment {
  label: string;
  tone: Tone;
  /** The boundary where this band starts, compact ("2%", "$1.50", "> 5%"); absent on the first. */
  startText?: string;
}

/** A band scale ready to draw: positions are fractions 0–1 of its width, left to right in rising value. */
export interface BandScale {
  segments: ScaleSegment[];
  /** Where the result sits: band index and position 0–1 (clamped to the visible range at open ends). */
  marker: { index: number; position: number };
  better: BandPosition['better'];
  /** "1.50% — Fair; Good starts at 2%". */
  text: string;
}

/**
 * The visible range of the open ends: below the first boundary by the width
 * of the next band (not below 0 when every boundary is at or above 0: rates,
 * costs and ratios), and above the last by the width of the band before it.
 */
function visibleEnds(bounds: number[]): [number, number] {
  const first = bounds[0]!;
  const last = bounds.at(-1)!;
  const lowWidth = bounds.length > 1 ? bounds[1]! - first : Math.max(Math.abs(first), 1);
  const highWidth = bounds.length > 1 ? last - bounds.at(-2)! : Math.max(Math.abs(last), 1);
  let low = first - (lowWidth || Math.max(Math.abs(first), 1));
  if (first >= 0 && low < 0) low = 0;
  if (low === first) low = first - 1;
  return [low, last + (highWidth || Math.max(Math.abs(last), 1))];
}

/** Where the text alternative says the next band is, from the goal that reaches it. */
function whereNext(position: BandPosition, bands: NonNullable<Mode['bands']>, format: Format, style: NumberStyle): string {
  const next = position.next!;
  const label = bands.steps[next.index]!.label;
  if (next.index > position.index) {
    const step = bands.steps[next.index]!;
    return `${label} starts ${step.exclusive ? 'above' : 'at'} ${compactValue(step.from!, format, style)}`;
  }
  const current = bands.steps[position.index]!;
  return `${label} is ${current.exclusive ? 'at or below' : 'below'} ${compactValue(current.from!, format, style)}`;
}

/**
 * The band scale for a mode's banded output shown as `shown` (its value
 * rounded to its format, as bands read it) with the display `text`
 * ("1.50%"), in `style` (money thresholds in its currency: engine/benchmarks.ts).
 * Undefined when the mode has fewer than two bands, its direction is
 * unknown, or its money thresholds have no rate in the style's currency.
 */
export function bandScale(
  mode: Mode,
  format: Format,
  shown: number,
  text: string,
  style: NumberStyle = defaultStyle,
): BandScale | undefined {
  const bands = bandsIn(mode, style);
  if (!bands || bands.steps.length < 2) return undefined;
  const position = bandPosition(bands, format, shown, style);
  if (!position) return undefined;
  const bounds = bands.steps.slice(1).map((s) => s.from!);
  const [low, high] = visibleEnds(bounds);
  const n = bands.steps.length;
  const segments = bands.steps.map((step) => ({
    label: step.label,
    tone: step.tone,
    startText: step.from === undefined ? undefined : `${step.exclusive ? '> ' : ''}${compactValue(step.from, format, style)}`,
  }));
  const start = bands.steps[position.index]!.from ?? low;
  const end = bands.steps[position.index + 1]?.from ?? high;
  const within = end > start ? Math.min(Math.max((shown - start) / (end - start), 0), 1) : 0.5;
  const label = bands.steps[position.index]!.label;
  const alternative = position.next
    ? `${text} — ${label}; ${whereNext(position, bands, format, style)}`
    : `${text} — ${label}, the best band`;
  return {
    segments,
    marker: { index: position.index, position: (position.index + within) / n },
    better: position.better,
    text: alternative,
  };
}

/**
 * The band scale of a result: the mode's bands with the banded output's
 * shown value marked; undefined when the mode has no scale or the result
 * does not show that output.
 */
export function bandScaleOf(mode: Mode, result: CalcSuccess, style: NumberStyle = defaultStyle): BandScale | undefined {
  const bands = mode.bands;
  const shown = bands && result.outputs.find((o) => o.kind === 'value' && o.id === bands.of);
  const output = bands && mode.outputs.find((o) => o.id === bands.of);
  if (shown?.kind !== 'value' || output?.kind !== 'value') return undefined;
  return bandScale(mode, output.format, shown.shown, shown.text, style);
}

/**
 * The label of the band a value of output `outputId` reads as, rounded to
 * that output's format first, as a result is; '' when the mode bands
 * another output (or none) or the value falls in no band.
 */
export function bandOf(mode: Mode, outputId: string, value: number, style: NumberStyle = defaultStyle): string {
  const bands = bandsIn(mode, style);
  const output = mode.outputs.find((o) => o.id === outputId);
  if (!bands || bands.of !== outputId || output?.kind !== 'value') return '';
  return pickStep(bands.steps, shownValue(value, output.format, style))?.label ?? '';
}
