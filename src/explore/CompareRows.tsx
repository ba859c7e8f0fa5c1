import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CompareRow } from '../../engine/explore';

function RowCells({ row }: { row: CompareRow }) {
  return (
    <>
      <TableCell>{row.a}</TableCell>
      <TableCell>{row.b}</TableCell>
      <TableCell>{row.difference}</TableCell>
    </>
  );
}

/** Compare's outputs side by side as a table: the wide screens' view (./ComparePanel.tsx). */
export function CompareTable({ rows }: { rows: CompareRow[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mt: 1, display: { xs: 'none', sm: 'block' } }}>
      <Table size="small" data-testid="compare-table">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>Scenario A and scenario B side by side</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" sx={{ fontWeight: 600 }}>
              Output
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Scenario A</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Scenario B</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Difference</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <RowCells row={row} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Compare's outputs as one card each: the narrow screens' view (./ComparePanel.tsx). */
export function CompareCards({ rows }: { rows: CompareRow[] }) {
  return (
    <Box
      component="ul"
      sx={{ display: { xs: 'grid', sm: 'none' }, gap: 1.5, p: 0, m: 0, mt: 1, listStyle: 'none' }}
      data-testid="compare-cards"
    >
      {rows.map((row) => (
        <Paper component="li" variant="outlined" key={row.label} sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" component="p">
            {row.label}
          </Typography>
          <Typography variant="body2">A: {row.a}</Typography>
          <Typography variant="body2">B: {row.b}</Typography>
          {row.difference && <Typography variant="body2">Difference: {row.difference}</Typography>}
        </Paper>
      ))}
    </Box>
  );
}
