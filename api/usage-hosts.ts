/**
 * Which host names usage counts keep (issue 51): a referrer's or an
 * embedding page's host is counted under its registrable domain when that
 * sits under a known public suffix (tldts, the Public Suffix List with its
 * private section), and as `other` (contract/usage-hosts.ts) otherwise.
 * Both stores apply the same two limits with these functions: a day keeps
 * at most HOSTS_PER_DAY hosts of a kind, and what the admin reads names a
 * host only once MIN_HOST_VISITS visits in the period came from it.
 */
import { domainToASCII } from 'node:url';
import { parse } from 'tldts';
import type { UsageCount, UsageTotal } from '../contract/events';
import { MIN_HOST_VISITS, OTHER_HOSTS } from '../contract/usage-hosts';

/** The kinds of count whose detail is a host (api/usage-counts.ts). */
export const HOST_EVENTS: ReadonlySet<string> = new Set(['referrer', 'embed-view']);

/**
 * The most rows naming a host (not `other`) one UTC day keeps per kind; a host on an embedded calculator is one row
 * per calculator. A host new to the day once they are kept is counted as other; one kept already still counts.
 */
export const HOSTS_PER_DAY = 200;

/** The most rows naming a host per kind in a period's totals, the most visited first; the rest count as other. */
export const MAX_NAMED_HOSTS = 100;

/**
 * The detail a host is counted under: its registrable domain in lower case, an IDN as punycode
 * (`news.example.co.uk` → `example.co.uk`, `shop.github.io` stays), or OTHER_HOSTS for anything else: an unknown or
 * reserved suffix (`4111-1111-1111-1111`, `intranet.local`), a public suffix alone (`co.uk`), an IP address.
 */
export function countedHost(host: string): string {
  // The WHATWG host parser: lower case, an IDN as punycode, '' for broken punycode, a dotted number as an IPv4 address.
  const ascii = domainToASCII(host);
  if (!ascii) return OTHER_HOSTS;
  const parsed = parse(ascii, { allowPrivateDomains: true, extractHostname: false });
  // A suffix tldts does not know is answered by the list's wildcard rule, with neither flag set.
  if (parsed.isIp || !parsed.domain || !(parsed.isIcann || parsed.isPrivate)) return OTHER_HOSTS;
  return parsed.domain;
}

/** What a store holds of a day's host rows, as the daily cap reads it. */
export interface KeptHosts {
  /** Whether the row of `count` (its day, event, calculator and detail) is stored. */
  has(count: UsageCount): boolean;
  /** How many rows naming a host (not OTHER_HOSTS) `event` has on `day`. */
  size(day: string, event: string): number;
}

const rowKey = (c: UsageTotal & { day?: string }) => JSON.stringify([c.day ?? '', c.event, c.calculator, c.detail]);

/**
 * `counts` as a store may add them to what `kept` says it holds: a host row new to its day is kept while the day has
 * room under HOSTS_PER_DAY (in the order of `counts`), and counted as OTHER_HOSTS after. Counts of one row are
 * added up; the order is the first count's of each row.
 */
export function withinDailyCap(counts: readonly UsageCount[], kept: KeptHosts): UsageCount[] {
  const admitted = new Set<string>();
  const added = new Map<string, number>();
  const rows = new Map<string, UsageCount>();
  for (const c of counts) {
    let detail = c.detail;
    if (HOST_EVENTS.has(c.event) && detail !== OTHER_HOSTS && !kept.has(c) && !admitted.has(rowKey(c))) {
      const day = `${c.day}\u0000${c.event}`;
      const taken = kept.size(c.day, c.event) + (added.get(day) ?? 0);
      if (taken < HOSTS_PER_DAY) {
        admitted.add(rowKey(c));
        added.set(day, (added.get(day) ?? 0) + 1);
      } else detail = OTHER_HOSTS;
    }
    const row = { ...c, detail };
    const found = rows.get(rowKey(row));
    if (found) found.count += c.count;
    else rows.set(rowKey(row), row);
  }
  return [...rows.values()];
}

/** The host rows a period names: those of hosts with MIN_HOST_VISITS visits or more, the MAX_NAMED_HOSTS most visited per kind. */
function namedRows(byHost: Map<string, number>, byRow: Map<string, { event: string; host: string; count: number }>): Set<string> {
  const candidates = [...byRow].filter(([, r]) => byHost.get(`${r.event}\u0000${r.host}`)! >= MIN_HOST_VISITS);
  // Most visited first; a tie by the row's names, so both stores name the same rows.
  candidates.sort(([ka, a], [kb, b]) => b.count - a.count || (ka < kb ? -1 : ka > kb ? 1 : 0));
  const perKind = new Map<string, number>();
  const named = new Set<string>();
  for (const [key, { event }] of candidates) {
    const n = perKind.get(event) ?? 0;
    if (n >= MAX_NAMED_HOSTS) continue;
    perKind.set(event, n + 1);
    named.add(key);
  }
  return named;
}

/**
 * `rows` (a period's totals, or its daily counts, ordered by day, event, calculator and detail as both stores
 * order them) as the admin reads them: each host as countedHost reads it (rows stored before these rules too),
 * named only as namedRows allows, otherwise added into its calculator's OTHER_HOSTS row; the same order.
 */
export function hostsForAdmin<T extends UsageTotal & { day?: string }>(rows: readonly T[]): T[] {
  const hosts = new Map<string, string>();
  const hostOf = (detail: string) => hosts.get(detail) ?? hosts.set(detail, countedHost(detail)).get(detail)!;
  const byHost = new Map<string, number>();
  const byRow = new Map<string, { event: string; host: string; count: number }>();
  for (const r of rows) {
    const host = HOST_EVENTS.has(r.event) ? hostOf(r.detail) : OTHER_HOSTS;
    if (host === OTHER_HOSTS) continue;
    const hostKey = `${r.event}\u0000${host}`;
    byHost.set(hostKey, (byHost.get(hostKey) ?? 0) + r.count);
    const key = `${r.event}\u0000${r.calculator}\u0000${host}`;
    const found = byRow.get(key);
    if (found) found.count += r.count;
    else byRow.set(key, { event: r.event, host, count: r.count });
  }
  const named = namedRows(byHost, byRow);
  const out: T[] = [];
  // The host rows of one day, kind and calculator lie together: each such run is merged and ordered by detail alone.
  let run = new Map<string, T>();
  let head: T | undefined;
  const flush = () => {
    for (const r of [...run.values()].sort((a, b) => (a.detail < b.detail ? -1 : a.detail > b.detail ? 1 : 0))) out.push(r);
    run = new Map();
    head = undefined;
  };
  for (const r of rows) {
    if (head && (head.day !== r.day || head.event !== r.event || head.calculator !== r.calculator)) flush();
    if (!HOST_EVENTS.has(r.event)) {
      out.push(r);
      continue;
    }
    head ??= r;
    const host = hostOf(r.detail);
    const detail = named.has(`${r.event}\u0000${r.calculator}\u0000${host}`) ? host : OTHER_HOSTS;
    const found = run.get(detail);
    run.set(detail, found ? { ...found, count: found.count + r.count } : detail === r.detail ? r : { ...r, detail });
  }
  flush();
  return out;
}
