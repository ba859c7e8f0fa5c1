/**
 * The period the admin's Usage tab reads (GET /api/admin/usage and its
 * `.csv`): `from` and `to`, days written YYYY-MM-DD (UTC), both included, at
 * most a year apart; by default the last 30 days to today. Each day given is
 * from 2000-01-01 to tomorrow: beyond those, the JSON file wrote years such
 * as -000001 and PostgreSQL, which has no year 0, failed with a 500 (issue
 * 51, item 3). Checked with zod by the API (kept apart from admin-lists.ts
 * so the admin screen loads no zod).
 */
import { z } from 'zod';
import { daysBefore, DEFAULT_USAGE_DAYS, MAX_USAGE_DAYS } from './admin-lists';
import { usageDayNotADay, usageDayOutOfRange, usagePeriodBackwards, usagePeriodTooLong } from './messages/admin';

/** The earliest day a period may name (YYYY-MM-DD): before any count was taken, and a day both stores hold. */
export const EARLIEST_USAGE_DAY = '2000-01-01';

/**
 * The query, with `today` (YYYY-MM-DD, UTC) for the default period and the latest day allowed (tomorrow, so a
 * day just begun west of the server is not refused); a `from` left out never goes before EARLIEST_USAGE_DAY.
 * Errors name the field: `from` or `to`.
 * @example usageQuerySchema('2026-11-29').parse({ to: '2026-11-30' }) // { from: '2026-11-01', to: '2026-11-30' }
 */
export function usageQuerySchema(today: string) {
  const latest = daysBefore(today, -1);
  // YYYY-MM-DD compares as text in the order of days; the range is checked only on a day well written.
  const day = (which: 'first' | 'last') =>
    z.iso
      .date({ error: usageDayNotADay, abort: true })
      .refine((d) => EARLIEST_USAGE_DAY <= d && d <= latest, usageDayOutOfRange(which, EARLIEST_USAGE_DAY, latest));
  return z
    .object({ from: day('first').optional(), to: day('last').optional() })
    .transform(({ from, to }) => {
      const end = to ?? today;
      const start = daysBefore(end, DEFAULT_USAGE_DAYS - 1);
      return { from: from ?? (start < EARLIEST_USAGE_DAY ? EARLIEST_USAGE_DAY : start), to: end };
    })
    .refine(({ from, to }) => from <= to, { message: usagePeriodBackwards, path: ['from'] })
    .refine(({ from, to }) => daysBefore(to, MAX_USAGE_DAYS - 1) <= from, {
      message: usagePeriodTooLong(MAX_USAGE_DAYS),
      path: ['from'],
    });
}
