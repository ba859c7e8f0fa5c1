/**
 * The admin's Usage tab: what visitors did over a chosen period, counted by
 * day and never what they typed (contract/events.ts). Views and
 * calculations per calculator as a chart and a sortable table; where
 * results land on a calculator's bands, on its band scale; explorer use;
 * the rules that refused calculations most (which fields confuse people);
 * the sites that embed the calculators and those that send visitors; a CSV
 * export of the daily counts. Empty, it says what will appear and when.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { catalogue } from 'virtual:catalogue';
import { daysBefore } from '../../../contract/admin-lists';
import { saveFile } from '../../save-file';
import { siteRegistry, type LoadedCalculator } from '../../registry';
import { useToast } from '../../toast/toasts';
import { exportFailed, fetchFailed } from '../notices';
import type { AdminCall } from '../useAdminSession';
import { BandShares } from './BandShares';
import type { UsagePeriod } from '../../../contract/events';
import { fetchUsage, fetchUsageCsv } from './usage-api';
import { summarise } from './usage-summary';
import { UsageTable } from './UsageTable';

const UsageChart = lazy(() => import('./UsageChart'));

const periods = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: 'A year' },
] as const;

const titles = new Map(catalogue.map((entry) => [entry.slug, entry.title]));
const titleOf = (slug: string) => titles.get(slug) ?? slug;
const explorerNames: Record<string, string> = {
  compare: 'Compare',
  chart: 'Chart',
  'solve-for': 'Solve for',
  'use-result-in': 'Use this result in…',
};

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

/** A failed rule's message, read from its calculator's definition. */
function RuleMessage({ slug, mode, rule }: { slug: string; mode: string; rule: number }) {
  const loaded = siteRegistry.load(slug);
  const calculator = loaded ? use(loaded as Promise<LoadedCalculator | undefined>) : undefined;
  const message = calculator?.definition.calculator.modes.find((m) => m.id === mode)?.rules[rule]?.message;
  return <>{message ?? `Rule ${rule + 1} of ${mode}`}</>;
}

export function UsagePanel({ call }: { call: AdminCall }) {
  const toast = useToast();
  const [days, setDays] = useState<number>(30);
  const [period, setPeriod] = useState<UsagePeriod>();
  const [chosen, setChosen] = useState<string>();
  const today = new Date().toISOString().slice(0, 10);
  const from = daysBefore(today, days - 1);

  const load = useCallback(async () => {
    try {
      const answer = await call((password) => fetchUsage(password, from, today));
      if (!answer) return;
      const body = answer.body as UsagePeriod | null;
      if (!answer.ok || !Array.isArray(body?.totals) || !Array.isArray(body.days)) throw new Error(String(answer.status));
      setPeriod(body);
    } catch {
      toast(fetchFailed);
    }
  }, [call, from, today, toast]);
  useEffect(() => {
    void load();
  }, [load]);

  const exportCsv = async () => {
    try {
      const answer = await call((password) => fetchUsageCsv(password, from, today));
      if (!answer) return;
      if (!answer.ok) throw new Error(String(answer.status));
      saveFile(answer.file, answer.name);
    } catch {
      toast(exportFailed);
    }
  };

  const summary = useMemo(() => (period ? summarise(period) : undefined), [period]);
  const banded = summary ? Object.keys(summary.bands).sort((a, b) => titleOf(a).localeCompare(titleOf(b), 'en')) : [];
  const shownBands = chosen && banded.includes(chosen) ? chosen : banded[0];

  return (
    <Box role="tabpanel" id="admin-panel-usage" aria-labelledby="admin-tab-usage">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_, value: number | null) => value && setDays(value)}
          aria-label="Period"
        >
          {periods.map((p) => (
            <ToggleButton key={p.days} value={p.days}>
              {p.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography color="text.secondary">
          {from} to {today} (UTC)
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={() => void exportCsv()} disabled={!summary || summary.total === 0}>
          Export CSV
        </Button>
      </Box>
      {!summary ? (
        <Typography role="status">Loading...</Typography>
      ) : summary.total === 0 ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 1 }}>No usage counted in this period yet.</Typography>
          <Typography color="text.secondary">
            Each page sends what visitors do, never what they type, when it is hidden or every 10 seconds, so counts appear here within a
            minute of a visit. Visitors who turn counting off, or whose browser asks for privacy (Global Privacy Control, Do Not Track), are
            never counted.
          </Typography>
        </Box>
      ) : (
        <>
          <Section title="Views and calculations per calculator">
            <Suspense fallback={<Box sx={{ height: 320 }} />}>
              <UsageChart rows={summary.calculators} titleOf={titleOf} />
            </Suspense>
            <UsageTable rows={summary.calculators} titleOf={titleOf} />
          </Section>
          <Section title="Where results land on the bands">
            {banded.length === 0 ? (
              <Typography color="text.secondary">No result with a band in this period yet.</Typography>
            ) : (
              <>
                <TextField
                  select
                  size="small"
                  label="Calculator"
                  value={shownBands}
                  onChange={(e) => setChosen(e.target.value)}
                  sx={{ minWidth: 280, mb: 2 }}
                >
                  {banded.map((slug) => (
                    <MenuItem key={slug} value={slug}>
                      {titleOf(slug)}
                    </MenuItem>
                  ))}
                </TextField>
                <Suspense fallback={<Typography role="status">Loading...</Typography>}>
                  <BandShares slug={shownBands!} counts={summary.bands[shownBands!]!} />
                </Suspense>
              </>
            )}
          </Section>
          <Section title="Explorers opened">
            <Counts
              label="Explorers opened"
              empty="No explorer opened in this period."
              rows={summary.explorers.map((e) => ({ key: e.name, name: explorerNames[e.name] ?? e.name, count: e.count }))}
            />
          </Section>
          <Section title="Most common validation failures">
            {summary.failures.length === 0 ? (
              <Typography color="text.secondary">No calculation was refused in this period.</Typography>
            ) : (
              <Table size="small" aria-label="Most common validation failures">
                <TableHead>
                  <TableRow>
                    <TableCell>Calculator</TableCell>
                    <TableCell>Message shown</TableCell>
                    <TableCell align="right">Times</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {summary.failures.slice(0, 20).map((f) => (
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
            )}
          </Section>
          <Section title="Steps calculated in plans">
            <Counts
              label="Steps calculated in plans"
              empty="No plan step was calculated in this period."
              rows={summary.planSteps.map((p) => ({ key: p.slug, name: titleOf(p.slug), count: p.count }))}
            />
          </Section>
          <Section title="Where the calculators are embedded">
            <Counts
              label="Embedding sites"
              empty="No embedded calculator was seen in this period."
              rows={summary.embedHosts.slice(0, 20).map((h) => ({ key: h.host, name: h.host, count: h.count }))}
            />
          </Section>
          <Section title="Sites that send visitors">
            <Counts
              label="Referring sites"
              empty="No visitor came from another site in this period."
              rows={summary.referrers.slice(0, 20).map((h) => ({ key: h.host, name: h.host, count: h.count }))}
            />
          </Section>
        </>
      )}
    </Box>
  );
}
