/**
 * The Usage tab's calls: a period's daily counts, and their CSV file. Each
 * resolves to the answer, and rejects only when the network fails.
 */
import { USAGE_ADDRESS } from '../../../contract/admin-lists';
import type { UsagePeriod } from '../../../contract/events';
import { fetchCsv, getAdmin } from '../admin-api';

const query = (from: string, to: string) => `?from=${from}&to=${to}`;

/** The period from `from` to `to` (YYYY-MM-DD, both included), added up (contract/events.ts `UsagePeriod`). */
export function fetchUsage(password: string, from: string, to: string) {
  return getAdmin<UsagePeriod>(password, `${USAGE_ADDRESS}${query(from, to)}`);
}

/** The same counts as a CSV file. */
export function fetchUsageCsv(password: string, from: string, to: string) {
  return fetchCsv(password, `${USAGE_ADDRESS}.csv${query(from, to)}`, `usage-${from}-to-${to}.csv`);
}
