/**
 * The rules that refused calculations most over the period, each with the
 * message its calculator shows (which fields confuse people).
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, use } from 'react';
import { siteRegistry, type LoadedCalculator } from '../../registry';
import type { FailedRule } from './usage-summary';

/** A failed rule's message, read from its calculator's definition. */
function RuleMessage({ slug, mode, rule }: { slug: string; mode: string; rule: number }) {
  const loaded = siteRegistry.load(slug);
  const calculator = loaded ? use(loaded as Promise<LoadedCalculator | undefined>) : undefined;
  const message = calculator?.definition.calculator.modes.find((m) => m.id === mode)?.rules[rule]?.message;
  return <>{message ?? `Rule ${rule + 1} of ${mode}`}</>;
}

/** The 20 most common failures, or a line saying there was none; `titleOf` names a calculator by its slug. */
export function FailuresTable({ failures, titleOf }: { failures: readonly FailedRule[]; titleOf: (slug: string) => string }) {
  if (failures.length === 0) return <Typography color="text.secondary">No calculation was refused in this period.</Typography>;
  return (
    <Table size="small" aria-label="Most common validation failures">
      <TableHead>
        <TableRow>
          <TableCell>Calculator</TableCell>
          <TableCell>Message shown</TableCell>
          <TableCell align="right">Times</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {failures.slice(0, 20).map((f) => (
          <TableRow key={`${f.slug}|${f.mode}|${f.rule}`}>
            <TableCell>{titleOf(f.slug)}</TableCell>
            <TableCell>
              <Suspense fallback={`Rule ${f.rule + 1}`}>
                <RuleMessage slug={f.slug} mode={f.mode} rule={f.rule} />
              </Suspense>
            </TableCell>
            <TableCell align="right">{f.count.toLocaleString('en-US')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
