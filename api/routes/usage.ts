/**
 * The admin's usage counts, on the admin's routes (which log in and keep
 * answers out of caches): GET gives a period's daily counts
 * (contract/usage-query.ts) added up, as `{ from, to, totals, days }`
 * (contract/events.ts `UsagePeriod`): what the Usage tab shows, a few
 * hundred rows whatever the period; GET `.csv` every daily count as a file.
 */
import type { Context, Hono } from 'hono';
import { ADMIN_API, USAGE_ADDRESS } from '../../contract/admin-lists';
import type { UsageCount, UsagePeriod } from '../../contract/events';
import { usageQuerySchema } from '../../contract/usage-query';
import { ApiFailure } from '../failure';
import { fieldErrors } from '../middleware/json-body';
import type { SubmissionStore } from '../store/submission-store';
import { csvStream, type CsvColumn } from './csv-export';

const columns: readonly CsvColumn<UsageCount>[] = [
  { header: 'day', cell: (r) => r.day },
  { header: 'event', cell: (r) => r.event },
  { header: 'calculator', cell: (r) => r.calculator },
  { header: 'detail', cell: (r) => r.detail },
  { header: 'count', cell: (r) => String(r.count) },
];

/** The period asked, checked against today (read per request: a server runs for days); a 400 naming what is wrong. */
function periodOf(c: Context): { from: string; to: string } {
  const parsed = usageQuerySchema(new Date().toISOString().slice(0, 10)).safeParse(c.req.query());
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error.issues);
  throw new ApiFailure(400, Object.values(errors).join(' '), { errors });
}

/** Adds GET usage and usage.csv to the admin's `routes` over `store`. */
export function usageRoutes(routes: Hono, store: SubmissionStore): void {
  const path = USAGE_ADDRESS.slice(ADMIN_API.length);
  routes.get(path, async (c) => {
    const { from, to } = periodOf(c);
    return c.json<UsagePeriod>({ from, to, ...(await store.usageTotals(from, to)) });
  });
  routes.get(`${path}.csv`, async (c) => {
    const { from, to } = periodOf(c);
    const counts = await store.usage(from, to);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="usage-${from}-to-${to}.csv"`);
    return c.body(
      csvStream(
        columns,
        (async function* () {
          yield counts;
        })(),
      ),
    );
  });
}
