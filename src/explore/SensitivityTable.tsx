import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { fieldValueText, type Sensitivity } from '../../engine/explore';
import type { Mode, NumberStyle } from '../../engine/runtime';
import { bandAt, yText } from './sensitivity-text';

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

/** The props of {@link SensitivityTable}. */
export interface SensitivityTableProps {
  mode: Mode;
  chart: Sensitivity;
  /** Whether the chart's outputs have bands: the table then has a Band column. */
  banded: boolean;
  style: NumberStyle;
  /** The table's id. */
  id: string;
  /** Shown to everyone, not to screen readers only. */
  shown: boolean;
  onToggle(): void;
}

/** The sensitivity chart's data as a table (./SensitivityChart.tsx), with the button that shows it. */
export function SensitivityTable({ mode, chart, banded, style, id, shown, onToggle }: SensitivityTableProps) {
  return (
    <>
      <Box>
        <Button variant="text" size="small" aria-pressed={shown} onClick={onToggle} data-testid="sensitivity-table-toggle">
          {shown ? 'Hide data table' : 'Show data table'}
        </Button>
      </Box>
      {/* Always in the page for screen readers; shown on request, scrolling within its own box. */}
      <TableContainer
        id={id}
        data-testid="sensitivity-table"
        {...(shown ? { role: 'region', 'aria-label': 'Chart data', tabIndex: 0 } : {})}
        sx={shown ? { maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 } : offScreen}
      >
        <Table size="small" stickyHeader>
          <caption style={shown ? { captionSide: 'top', textAlign: 'left', padding: '8px 16px' } : undefined}>
            {chart.yLabel} for each {chart.xLabel}, the other inputs held
          </caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{chart.xLabel}</TableCell>
              <TableCell scope="col" align="right">
                {chart.yLabel}
              </TableCell>
              {banded && <TableCell scope="col">Band</TableCell>}
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
                  {banded && <TableCell>{bandAt(mode, chart, p.y)}</TableCell>}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
