/**
 * The sensitivity chart in words (./SensitivityChart.tsx): its values as the
 * page shows them, the bands they read as, and the caption that says what
 * the chart shows. Shared by the chart, its legend and its data table.
 */
import { bandOf, bandsIn, compactValue, fieldPhrase, fieldValueText, type Sensitivity } from '../../engine/explore';
import { formatValue, type Mode, type NumberStyle, type Tone } from '../../engine/runtime';

/** What a sample whose inputs fail a rule (or whose output cannot be computed) shows. */
const NO_RESULT = 'No result';

/** A y value as the page shows it ("1.50%"); never NaN or Infinity. */
export function yText(chart: Sensitivity, y: number | null): string {
  return y === null ? NO_RESULT : (formatValue(y, chart.output.format, chart.style) ?? NO_RESULT);
}

/** The band a y value reads as (on its display grid, as the result does); '' for no result. */
export const bandAt = (mode: Mode, chart: Sensitivity, y: number | null): string =>
  y === null ? '' : bandOf(mode, chart.output.id, y, chart.style);

/** "Fair: 1% to 2%", "Below Average: below 1%", "Excellent: 5% and above", from the definition's own bounds. */
export function bandRanges(mode: Mode, chart: Sensitivity): { label: string; tone: Tone; range: string }[] {
  const bands = bandsIn(mode, chart.style);
  const steps = bands?.of === chart.output.id ? bands.steps : [];
  const shown = new Set(chart.bands.map((b) => b.label));
  const format = chart.output.format;
  return steps.flatMap((step, i) => {
    if (!shown.has(step.label)) return [];
    const next = steps[i + 1]?.from;
    const from = step.from === undefined ? undefined : compactValue(step.from, format, chart.style);
    const to = next === undefined ? undefined : compactValue(next, format, chart.style);
    const range = from === undefined ? `below ${to}` : to === undefined ? `${from} and above` : `${from} to ${to}`;
    return [{ label: step.label, tone: step.tone, range }];
  });
}

/** The chart's caption: what it plots, across what window, where the input is now and what reaches the next band. */
export function chartCaption(mode: Mode, chart: Sensitivity, style: NumberStyle): string {
  const from = fieldValueText(chart.field, chart.xDomain[0], style);
  const to = fieldValueText(chart.field, chart.xDomain[1], style);
  const bandNow = bandAt(mode, chart, chart.current.y);
  return (
    `${chart.yLabel} as ${chart.xLabel} runs from ${from} to ${to}, the other inputs held. ` +
    `Now: ${fieldPhrase(chart.field, chart.current.x, style)} gives ${yText(chart, chart.current.y)}${bandNow ? ` (${bandNow})` : ''}.` +
    (chart.target
      ? ` ${fieldPhrase(chart.field, chart.target.x, style)} reaches ${chart.target.band} (${yText(chart, chart.target.y)}).`
      : '') +
    (chart.points.some((p) => p.y === null) ? ` Gaps are values the calculator does not accept.` : '')
  );
}
