/**
 * The usage counts of a period with something in it, section by section:
 * views and calculations per calculator, the bands, explorers, refused
 * calculations, plan steps, embedding sites and referring sites.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { CalculatorBandShares } from './CalculatorBandShares';
import { FailuresTable } from './FailuresTable';
import { MIN_HOST_VISITS, OTHER_HOSTS } from '../../../contract/usage-hosts';
import type { explorers } from '../../../contract/usage-names';
import { shownHosts, type HostCount, type UsageSummary } from './usage-summary';
import { UsageTable } from './UsageTable';

const UsageChart = lazy(() => import('./UsageChart'));

/** What each explorer counted (contract/usage-names.ts) is called in the report. */
const explorerNames = {
  compare: 'Compare',
  chart: 'Chart',
  'solve-for': 'Solve for',
  'use-result-in': 'Use this result in…',
} satisfies Record<(typeof explorers)[number], string>;
/** A name counted before the list changed is shown as it is. */
const explorerName = (name: string): string => (explorerNames as Partial<Record<string, string>>)[name] ?? name;

/** How many sites each list names; the rest are added into "Other sites". */
const SHOWN_HOSTS = 20;

/** A list of sites as the table's rows: OTHER_HOSTS as "Other sites". */
const hostRows = (hosts: readonly HostCount[]) =>
  shownHosts(hosts, SHOWN_HOSTS).map((h) => ({ key: h.host, name: h.host === OTHER_HOSTS ? 'Other sites' : h.host, count: h.count }));

/** A part of the report under its heading, which also names it for assistive technology. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A two-column table of names and counts, or `empty` when there is none. */
function Counts({
  label,
  empty,
  rows,
}: {
  label: string;
  empty: string;
  rows: readonly { name: ReactNode; key: string; count: number }[];
}) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row">
              {row.name}
            </TableCell>
            <TableCell align="right">{row.count.toLocaleString('en-US')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Every section of `summary`; `chosen` is the calculator whose bands show and `onChoose` picks another.
 * `titleOf` names a calculator by its slug.
 */
export function UsageReport({
  summary,
  chosen,
  onChoose,
  titleOf,
}: {
  summary: UsageSummary;
  chosen: string | undefined;
  onChoose(slug: string): void;
  titleOf: (slug: string) => string;
}) {
  return (
    <>
      <Section title="Views and calculations per calculator">
        <Suspense fallback={<Box sx={{ height: 320 }} />}>
          <UsageChart rows={summary.calculators} titleOf={titleOf} />
        </Suspense>
        <UsageTable rows={summary.calculators} titleOf={titleOf} />
      </Section>
      <Section title="Where results land on the bands">
        <CalculatorBandShares bands={summary.bands} chosen={chosen} onChoose={onChoose} titleOf={titleOf} />
      </Section>
      <Section title="Explorers opened">
        <Counts
          label="Explorers opened"
          empty="No explorer opened in this period."
          rows={summary.explorers.map((e) => ({ key: e.name, name: explorerName(e.name), count: e.count }))}
        />
      </Section>
      <Section title="Most common validation failures">
        <FailuresTable failures={summary.failures} titleOf={titleOf} />
      </Section>
      <Section title="Steps calculated in plans">
        <Counts
          label="Steps calculated in plans"
          empty="No plan step was calculated in this period."
          rows={summary.planSteps.map((p) => ({ key: p.slug, name: titleOf(p.slug), count: p.count }))}
        />
      </Section>
      <Section title="Where the calculators are embedded">
        <Counts label="Embedding sites" empty="No embedded calculator was seen in this period." rows={hostRows(summary.embedHosts)} />
      </Section>
      <Section title="Sites that send visitors">
        <Counts label="Referring sites" empty="No visitor came from another site in this period." rows={hostRows(summary.referrers)} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          A site is named by its domain once {MIN_HOST_VISITS} or more visits in the period came from it. Rarer sites, addresses that are
          not a site’s name and, on a busy day, sites past the day’s limit are counted under Other sites.
        </Typography>
      </Section>
    </>
  );
}
