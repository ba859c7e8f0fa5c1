/**
 * The period the admin's Usage tab reads (GET /api/admin/usage and its
 * `.csv`): `from` and `to`, days written YYYY-MM-DD (UTC), both included, at
 * most a year apart; by default the last 30 days to today. Checked with zod
 * by the API (kept apart from admin-lists.ts so the admin screen loads no
 * zod).
 */
import { z } from 'zod';

/** The longest period, in days. */
export const MAX_USAGE_DAYS = 366;
/** The period when none is asked, in days up to today. */
export const DEFAULT_USAGE_DAYS = 30;

const day = z.iso.date('Write the day as YYYY-MM-DD.');

/** A day `days` before `today` (both YYYY-MM-DD, UTC). */
export function daysBefore(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

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
