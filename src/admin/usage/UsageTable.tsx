/**
 * Views and calculations per calculator over the period, as a table sorted
 * by any column (most calculations first until the admin picks another).
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useState } from 'react';
import type { CalculatorUsage } from './usage-summary';

type Column = keyof CalculatorUsage;
const columns: { key: Column; label: string }[] = [
  { key: 'slug', label: 'Calculator' },
  { key: 'views', label: 'Views' },
  { key: 'calculations', label: 'Calculations' },
  { key: 'failures', label: 'Refused by a rule' },
  { key: 'explores', label: 'Explorer uses' },
];

/** The table; `titleOf` names a calculator by its slug. */
export function UsageTable({ rows, titleOf }: { rows: readonly CalculatorUsage[]; titleOf: (slug: string) => string }) {
  const [order, setOrder] = useState<{ by: Column; direction: 'asc' | 'desc' }>({ by: 'calculations', direction: 'desc' });
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = order.by === 'slug' ? [titleOf(a.slug), titleOf(b.slug)] : [a[order.by], b[order.by]];
    const compared = typeof x === 'string' ? x.localeCompare(y as string, 'en') : (x as number) - (y as number);
    return order.direction === 'asc' ? compared : -compared;
  });
  const sortBy = (by: Column) =>
    setOrder((now) => ({ by, direction: now.by === by && now.direction === 'desc' ? 'asc' : by === 'slug' ? 'asc' : 'desc' }));
  return (
    <Table size="small" aria-label="Views and calculations per calculator">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell
              key={column.key}
              align={column.key === 'slug' ? 'left' : 'right'}
              sortDirection={order.by === column.key ? order.direction : false}
            >
              <TableSortLabel
                active={order.by === column.key}
                direction={order.by === column.key ? order.direction : 'desc'}
                onClick={() => sortBy(column.key)}
              >
                {column.label}
              </TableSortLabel>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((row) => (
          <TableRow key={row.slug}>
            <TableCell component="th" scope="row">
              {titleOf(row.slug)}
            </TableCell>
            <TableCell align="right">{row.views.toLocaleString('en-US')}</TableCell>
            <TableCell align="right">{row.calculations.toLocaleString('en-US')}</TableCell>
            <TableCell align="right">{row.failures.toLocaleString('en-US')}</TableCell>
            <TableCell align="right">{row.explores.toLocaleString('en-US')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
