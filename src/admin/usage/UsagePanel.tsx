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
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { catalogue } from 'virtual:catalogue';
import { daysBefore } from '../../../contract/admin-lists';
import type { UsagePeriod } from '../../../contract/events';
import { saveFile } from '../../save-file';
import { useToast } from '../../toast/toasts';
import { exportFailed, fetchFailed } from '../notices';
import type { AdminCall } from '../useAdminSession';
import { fetchUsage, fetchUsageCsv } from './usage-api';
import { summarise } from './usage-summary';
import { UsageReport } from './UsageReport';
import { UsageToolbar } from './UsageToolbar';

const titles = new Map(catalogue.map((entry) => [entry.slug, entry.title]));
const titleOf = (slug: string) => titles.get(slug) ?? slug;

/** The Usage tab's panel; `call` makes the admin calls that fetch the counts and the CSV. */
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

  return (
    <Box role="tabpanel" id="admin-panel-usage" aria-labelledby="admin-tab-usage">
      <UsageToolbar
        days={days}
        onDays={setDays}
        from={from}
        today={today}
        canExport={!!summary && summary.total !== 0}
        onExport={() => void exportCsv()}
      />
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
        <UsageReport summary={summary} chosen={chosen} onChoose={setChosen} titleOf={titleOf} />
      )}
    </Box>
  );
}
