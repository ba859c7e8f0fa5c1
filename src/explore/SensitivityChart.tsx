/**
 * The sensitivity chart (issue 14, item 6): the headline output against one
 * chosen input, the others held, across a window around its value; band
 * regions shaded in their tone colours, the current point and the next
 * band's target marked, a caption that says the same in words, and the data
 * as a table for screen readers (shown on request for everyone).
 *
 * Drawn with MUI X Charts by composition (a line plot over our own band
 * regions and marks), so it takes the site's MUI theme. A chunk of its own:
 * mounted through React.lazy behind "Show chart", nothing here is loaded on
 * first paint.
 */
import Box from '@mui/material/Box';
import { FieldOptions } from './FieldOptions';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';
import { LINE_CHART_PLUGINS, LinePlot, type LineChartPluginSignatures } from '@mui/x-charts/LineChart';
import { useId, useMemo, useState } from 'react';
import {
  bandOf,
  bandsIn,
  compactValue,
  fieldPhrase,
  fieldValueText,
  sensitivity,
  solvableFields,
  type Sensitivity,
} from '../../engine/explore';
import { fieldLabel, findMode, formatValue, type CalculatorCore, type Mode, type RawInputs, type Tone } from '../../engine/runtime';
import { useNumberStyle } from '../number-setting/current';

/** The props of {@link SensitivityChart}: the calculator, its mode and the inputs as typed. */
export interface SensitivityChartProps {
  definition: CalculatorCore;
  /** The tab's mode id; unknown or undefined means the first mode. */
  modeId?: string;
  /** The input texts by field id, as for calculate(). */
  raw: RawInputs;
}

const CHART_HEIGHT = 300;

/** Out of sight, still read by screen readers. In px strings: in `sx` a bare 1 would mean 100%. */
const offScreen = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
/** What a sample whose inputs fail a rule (or whose output cannot be computed) shows. */
const NO_RESULT = 'No result';

/** Colours are the theme's CSS variables (theme.palette holds the light scheme's only), so the chart follows the scheme. */
const toneColour = (theme: Theme, tone: Tone) => theme.vars.palette[tone].main;

/** A y value as the page shows it ("1.50%"); never NaN or Infinity. */
function yText(chart: Sensitivity, y: number | null): string {
  return y === null ? NO_RESULT : (formatValue(y, chart.output.format, chart.style) ?? NO_RESULT);
}

/** The band a y value reads as (on its display grid, as the result does); '' for no result. */
const bandAt = (mode: Mode, chart: Sensitivity, y: number | null): string =>
  y === null ? '' : bandOf(mode, chart.output.id, y, chart.style);

/** "Fair: 1% to 2%", "Below Average: below 1%", "Excellent: 5% and above", from the definition's own bounds. */
function bandRanges(mode: Mode, chart: Sensitivity): { label: string; tone: Tone; range: string }[] {
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

/** The band regions, behind the line: a light wash of each tone, labelled where there is room. */
function BandRegions({ chart }: { chart: Sensitivity }) {
  const theme = useTheme();
  const yScale = useYScale<'linear'>();
  const { left, width } = useDrawingArea();
  return (
    <g data-testid="sensitivity-bands">
      {chart.bands.map((band) => {
        const top = yScale(band.to);
        const bottom = yScale(band.from);
        const height = Math.max(bottom - top, 0);
        return (
          <g key={band.label}>
            <rect x={left} y={top} width={width} height={height} fill={theme.alpha(toneColour(theme, band.tone), 0.14)} />
            {height >= 16 && (
              <text x={left + width - 4} y={top + 12} textAnchor="end" fontSize={11} fill={theme.vars.palette.text.secondary}>
                {band.label}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** The current point (a circle) and the target (a diamond in the target band's tone). */
function Marks({ chart, targetTone }: { chart: Sensitivity; targetTone?: Tone }) {
  const theme = useTheme();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const stroke = theme.vars.palette.background.paper;
  const { current, target } = chart;
  return (
    <g data-testid="sensitivity-marks">
      {target && (
        <path
          d={`M ${xScale(target.x)} ${yScale(target.y) - 8} l 8 8 l -8 8 l -8 -8 Z`}
          fill={theme.vars.palette[targetTone ?? 'success'].dark}
          stroke={stroke}
          strokeWidth={2}
        />
      )}
      <circle cx={xScale(current.x)} cy={yScale(current.y)} r={6} fill={theme.vars.palette.text.primary} stroke={stroke} strokeWidth={2} />
    </g>
  );
}

/** The chart itself: a picture; the caption and the table say what it shows. */
function Plot({ chart, targetTone }: { chart: Sensitivity; targetTone?: Tone }) {
  const theme = useTheme();
  const clipId = `${useId().replace(/:/g, '')}-clip`;
  const { field, output } = chart;
  const reference = { strokeDasharray: '4 4', stroke: theme.vars.palette.text.secondary, strokeWidth: 1 };
  return (
    <ChartsDataProvider<'line', LineChartPluginSignatures>
      plugins={LINE_CHART_PLUGINS}
      // A picture to assistive technology (its caption and the data table say the values), so no tab stop inside it.
      disableKeyboardNavigation
      height={CHART_HEIGHT}
      margin={{ top: 12, right: 28, bottom: 4, left: 4 }}
      series={[
        {
          type: 'line',
          id: 'output',
          label: chart.yLabel,
          data: chart.points.map((p) => p.y),
          curve: 'linear',
          showMark: false,
          color: theme.vars.palette.primary.main,
          valueFormatter: (y) => yText(chart, y),
        },
      ]}
      xAxis={[
        {
          id: 'x',
          scaleType: 'linear',
          data: chart.points.map((p) => p.x),
          min: chart.xDomain[0],
          max: chart.xDomain[1],
          label: chart.xLabel,
          height: 48,
          valueFormatter: (x: number) => fieldValueText(field, x, chart.style),
        },
      ]}
      yAxis={[
        {
          id: 'y',
          scaleType: 'linear',
          min: chart.yDomain[0],
          max: chart.yDomain[1],
          label: chart.yLabel,
          width: 72,
          valueFormatter: (y: number) => compactValue(y, output.format, chart.style),
        },
      ]}
    >
      <ChartsSurface>
        <BandRegions chart={chart} />
        <ChartsGrid horizontal />
        <g clipPath={`url(#${clipId})`}>
          <LinePlot />
          <ChartsAxisHighlight x="line" />
        </g>
        <ChartsReferenceLine x={chart.current.x} lineStyle={reference} />
        {chart.target && <ChartsReferenceLine x={chart.target.x} lineStyle={reference} />}
        <ChartsXAxis />
        <ChartsYAxis />
        <Marks chart={chart} targetTone={targetTone} />
        <ChartsClipPath id={clipId} />
      </ChartsSurface>
      <ChartsTooltip trigger="axis" />
    </ChartsDataProvider>
  );
}

/** The marks and bands in words, beside their symbols. */
function Legend({ chart, targetTone, bands }: { chart: Sensitivity; targetTone?: Tone; bands: ReturnType<typeof bandRanges> }) {
  const { field, current, target } = chart;
  const swatch = { display: 'inline-block', flex: 'none', width: 12, height: 12, mr: 1 } as const;
  return (
    <Box
      component="ul"
      data-testid="sensitivity-legend"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, typography: 'body2' }}
    >
      <Box component="li" sx={{ display: 'flex', alignItems: 'center' }}>
        <Box aria-hidden sx={{ ...swatch, borderRadius: '50%', bgcolor: 'text.primary' }} />
        Now: {fieldPhrase(field, current.x, chart.style)} → {yText(chart, current.y)}
      </Box>
      {target && (
        <Box component="li" sx={{ display: 'flex', alignItems: 'center' }}>
          <Box aria-hidden sx={{ ...swatch, transform: 'rotate(45deg) scale(0.85)', bgcolor: `${targetTone ?? 'success'}.dark` }} />
          {target.band}: {fieldPhrase(field, target.x, chart.style)} → {yText(chart, target.y)}
        </Box>
      )}
      {bands.map((band) => (
        <Box component="li" key={band.label} sx={{ display: 'flex', alignItems: 'center', color: 'text.secondary' }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              ...swatch,
              bgcolor: theme.alpha(toneColour(theme, band.tone), 0.3),
              border: 1,
              borderColor: toneColour(theme, band.tone),
            })}
          />
          {band.label}: {band.range}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The sensitivity chart of a calculator's headline output: a "Vary" picker
 * of the mode's number fields, the chart, its legend and caption, and the
 * data table (always read by screen readers; shown on request).
 *
 * @example const LazySensitivityChart = onDemand(() => import('./SensitivityChart').then((m) => m.default));
 *   <LoadBoundary what="the chart"><LazySensitivityChart definition={definition} modeId={mode.id} raw={inputs} /></LoadBoundary>
 */
export default function SensitivityChart({ definition, modeId, raw }: SensitivityChartProps) {
  const mode = findMode(definition, modeId);
  const fields = useMemo(() => solvableFields(mode), [mode]);
  const style = useNumberStyle();
  const charts = useMemo(
    () => new Map(fields.map((f) => [f.id, sensitivity(definition, mode.id, raw, f.id, { style })] as const)),
    [definition, fields, mode.id, raw, style],
  );
  // Start, as Solve for does, on the last input (conversions, not visitors) that can reach the next band, else the last.
  const [chosen, setChosen] = useState<string>();
  const fieldId = chosen ?? fields.findLast((f) => charts.get(f.id)?.target)?.id ?? fields.at(-1)?.id ?? '';
  const chart = charts.get(fieldId);
  const chartField = fields.find((f) => f.id === fieldId);
  const [tableShown, setTableShown] = useState(false);
  const id = useId();
  const ids = { select: `${id}-vary`, caption: `${id}-caption`, table: `${id}-table` };

  if (fields.length === 0) return null;
  const targetTone = chart?.target && mode.bands?.steps.find((s) => s.label === chart.target!.band)?.tone;
  const bands = chart ? bandRanges(mode, chart) : [];
  const from = chart && fieldValueText(chart.field, chart.xDomain[0], style);
  const to = chart && fieldValueText(chart.field, chart.xDomain[1], style);
  const bandNow = chart && bandAt(mode, chart, chart.current.y);
  const caption = chart
    ? `${chart.yLabel} as ${chart.xLabel} runs from ${from} to ${to}, the other inputs held. ` +
      `Now: ${fieldPhrase(chart.field, chart.current.x, style)} gives ${yText(chart, chart.current.y)}${bandNow ? ` (${bandNow})` : ''}.` +
      (chart.target
        ? ` ${fieldPhrase(chart.field, chart.target.x, style)} reaches ${chart.target.band} (${yText(chart, chart.target.y)}).`
        : '') +
      (chart.points.some((p) => p.y === null) ? ` Gaps are values the calculator does not accept.` : '')
    : '';

  return (
    <Box
      component="figure"
      aria-labelledby={ids.caption}
      data-testid="sensitivity-chart"
      sx={{ m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <FormControl size="small" sx={{ maxWidth: 360 }}>
        <InputLabel htmlFor={ids.select} variant="outlined">
          Vary
        </InputLabel>
        <NativeSelect
          id={ids.select}
          value={fieldId}
          onChange={(event) => setChosen(event.target.value)}
          input={<OutlinedInput label="Vary" />}
          data-testid="sensitivity-field"
        >
          <FieldOptions fields={fields} />
        </NativeSelect>
      </FormControl>

      {!chart ? (
        <Typography color="text.secondary" id={ids.caption} component="figcaption">
          Enter valid inputs and calculate to see how the result changes with {chartField ? fieldLabel(chartField, style) : 'an input'}.
        </Typography>
      ) : (
        <>
          <Box role="img" aria-label={`Chart: ${caption}`} sx={{ width: '100%', minWidth: 0, height: CHART_HEIGHT }}>
            <Plot key={fieldId} chart={chart} targetTone={targetTone} />
          </Box>
          <Legend chart={chart} targetTone={targetTone} bands={bands} />
          <Typography component="figcaption" variant="body2" id={ids.caption} data-testid="sensitivity-caption">
            {caption}
          </Typography>
          <Box>
            <Button
              variant="text"
              size="small"
              aria-pressed={tableShown}
              onClick={() => setTableShown((shown) => !shown)}
              data-testid="sensitivity-table-toggle"
            >
              {tableShown ? 'Hide data table' : 'Show data table'}
            </Button>
          </Box>
          {/* Always in the page for screen readers; shown on request, scrolling within its own box. */}
          <TableContainer
            id={ids.table}
            data-testid="sensitivity-table"
            {...(tableShown ? { role: 'region', 'aria-label': 'Chart data', tabIndex: 0 } : {})}
            sx={tableShown ? { maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 } : offScreen}
          >
            <Table size="small" stickyHeader>
              <caption style={tableShown ? { captionSide: 'top', textAlign: 'left', padding: '8px 16px' } : undefined}>
                {chart.yLabel} for each {chart.xLabel}, the other inputs held
              </caption>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{chart.xLabel}</TableCell>
                  <TableCell scope="col" align="right">
                    {chart.yLabel}
                  </TableCell>
                  {bands.length > 0 && <TableCell scope="col">Band</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {chart.points.map((p) => {
                  const now = p.x === chart.current.x;
                  const goal = chart.target && p.x === chart.target.x;
                  const note = now ? ' (now)' : goal ? ` (reaches ${chart.target!.band})` : '';
                  return (
                    <TableRow key={p.x} selected={now} aria-current={now ? 'true' : undefined}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: now || goal ? 700 : 400 }}>
                        {fieldValueText(chart.field, p.x, style)}
                        {note}
                      </TableCell>
                      <TableCell align="right">{yText(chart, p.y)}</TableCell>
                      {bands.length > 0 && <TableCell>{bandAt(mode, chart, p.y)}</TableCell>}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
