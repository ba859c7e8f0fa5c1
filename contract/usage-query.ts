/**
 * The period the admin's Usage tab reads (GET /api/admin/usage and its
 * `.csv`): `from` and `to`, days written YYYY-MM-DD (UTC), both included, at
 * most a year apart; by default the last 30 days to today. Checked with zod
 * by the API (kept apart from admin-lists.ts so the admin screen loads no
 * zod).
 */
import { z } from 'zod';
import { daysBefore, DEFAULT_USAGE_DAYS, MAX_USAGE_DAYS } from './admin-lists';

const day = z.iso.date('Write the day as YYYY-MM-DD.');

/** The query, with `today` (YYYY-MM-DD) for the default period. */
export function usageQuerySchema(today: string) {
  return z
    .object({ from: day.optional(), to: day.optional() })
    .transform(({ from, to }) => {
      const end = to ?? today;
      return { from: from ?? daysBefore(end, DEFAULT_USAGE_DAYS - 1), to: end };
    })
    .refine(({ from, to }) => from <= to, { message: 'The period must start on or before its last day.', path: ['from'] })
    .refine(({ from, to }) => daysBefore(to, MAX_USAGE_DAYS - 1) <= from, {
      message: `The period may be at most ${MAX_USAGE_DAYS} days.`,
      path: ['from'],
    });
}
