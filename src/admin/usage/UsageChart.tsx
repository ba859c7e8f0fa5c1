/**
 * Views and calculations of the most used calculators over the period, as
 * bars (MUI X Charts, loaded with the Usage tab only).
 */
import { BarChart } from '@mui/x-charts/BarChart';
import type { CalculatorUsage } from './usage-summary';

/** The chart of the first `rows` (the most used), each named by `titleOf`. */
export default function UsageChart({ rows, titleOf }: { rows: readonly CalculatorUsage[]; titleOf: (slug: string) => string }) {
  const shown = rows.slice(0, 10);
  return (
    <BarChart
      height={320}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: shown.map((r) => titleOf(r.slug).replace(/ Calculator$/, '')), width: 180 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[
        { data: shown.map((r) => r.views), label: 'Views' },
        { data: shown.map((r) => r.calculations), label: 'Calculations' },
      ]}
      margin={{ left: 8, right: 16 }}
    />
  );
}
