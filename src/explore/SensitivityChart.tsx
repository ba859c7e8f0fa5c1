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
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
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
import { compactValue, fieldPhrase, fieldValueText, sensitivity, solvableFields, type Sensitivity } from '../../engine/explore';
import { fieldLabel, findMode, type CalculatorCore, type NumberField, type RawInputs, type Tone } from '../../engine/runtime';
import { bandRanges, chartCaption, yText } from './sensitivity-text';
import { SensitivityTable } from './SensitivityTable';
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

/** Colours are the theme's CSS variables (theme.palette holds the light scheme's only), so the chart follows the scheme. */
const toneColour = (theme: Theme, tone: Tone) => theme.vars.palette[tone].main;

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

/** The "Vary" picker: which of the mode's number fields the chart runs along. */
function VaryPicker({
  id,
  fields,
  value,
  onChange,
}: {
  id: string;
  fields: NumberField[];
  value: string;
  onChange(fieldId: string): void;
}) {
  return (
    <FormControl size="small" sx={{ maxWidth: 360 }}>
      <InputLabel htmlFor={id} variant="outlined">
        Vary
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label="Vary" />}
        data-testid="sensitivity-field"
      >
        <FieldOptions fields={fields} />
      </NativeSelect>
    </FormControl>
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
  const caption = chart ? chartCaption(mode, chart, style) : '';

  return (
    <Box
      component="figure"
      aria-labelledby={ids.caption}
      data-testid="sensitivity-chart"
      sx={{ m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <VaryPicker id={ids.select} fields={fields} value={fieldId} onChange={setChosen} />

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
          <SensitivityTable
            mode={mode}
            chart={chart}
            banded={bands.length > 0}
            style={style}
            id={ids.table}
            shown={tableShown}
            onToggle={() => setTableShown((shown) => !shown)}
          />
        </>
      )}
    </Box>
  );
}
