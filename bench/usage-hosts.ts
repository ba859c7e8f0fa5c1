/**
 * `npm run bench:usage -- --hosts`: issue 51's target for host names in
 * usage counts, on the JSON file and on a throwaway PostgreSQL (fsync on),
 * with this checkout's API in process (no build), rate limits off.
 * BENCH_BATCHES hostile batches (default 60,000), 16 at once, each of 20
 * events naming hosts never sent before: 10 views with a referrer and 10
 * embed views over every calculator, of each 7 valid-looking domains
 * (`h1a2b.com`, and four with a label of 63 characters) and 3 junk texts (a card number, an address
 * made host-shaped, an IP address); for comparison, as many batches of
 * the same shape from 10 sites sent again and again. Measured: how much the
 * store grew (the JSON file; PostgreSQL's usage tables with their indexes,
 * as the rows they keep take once compacted, and on disk right after, with
 * the dead row versions of every count's updates, which autovacuum frees
 * for reuse and ordinary traffic leaves as well), the Usage tab's answer (its first view, the
 * last 30 days, and a year) and the CSV's size, and the batches' latency.
 * Targets: growth ≤ 1 MB, the tab's answer < 200 kB. A run that crosses
 * midnight (UTC) counts two days.
 */
import { statSync } from 'node:fs';
import pg from 'pg';
import { createApp } from '../api/app';
import { defaultRateLimits } from '../api/middleware/rate-limits';
import { openJsonFileStore } from '../api/store/json-file-store';
import { openPostgresStore } from '../api/store/postgres-store';
import type { SubmissionStore } from '../api/store/submission-store';
import { vocabularyOf } from '../api/usage-vocabulary';
import { definitions } from '../definitions';
import { plans } from '../definitions/plans';
import { createDatabase, startThrowawayPostgres } from '../scripts/throwaway-postgres';
import { benchDataFile } from './server';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 60_000);
const IN_FLIGHT = 16;
const PASSWORD = 'bench-admin';
const AUTH = { headers: { Authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` } };
const slugs = definitions.map((d) => d.slug);
const vocabulary = { ...vocabularyOf(definitions, plans), paths: new Set(['/', ...slugs.map((s) => `/calculators/${s}`)]) };
const suffixes = ['com', 'net', 'org', 'co.uk', 'de', 'io', 'com.au'];

/**
 * The `i`th host of batch `b`: valid-looking and never sent before for i < 7 (the last four of the longest label, 63
 * characters, as one filling the store would send), junk after.
 */
function hostileHost(b: number, i: number): string {
  const n = b * 20 + i;
  if (i < 3) return `h${n.toString(36)}.${suffixes[n % suffixes.length]}`;
  if (i < 7) return `h${n.toString(36)}`.padEnd(63, 'q') + `.${suffixes[n % suffixes.length]}`;
  if (i === 7) return `4111-1111-${String(b % 10_000).padStart(4, '0')}-${String(n % 10_000).padStart(4, '0')}`;
  if (i === 8) return `john-smith${b}-at-example-com.pw-hunter2`;
  return `10.${(b >> 16) & 255}.${(b >> 8) & 255}.${b & 255}`;
}

/** The `i`th host of batch `b` from sites that are sent again and again. */
const knownSites = [
  'www.google.com',
  'duckduckgo.com',
  'www.bing.com',
  'news.ycombinator.com',
  'www.reddit.com',
  'github.com',
  'www.linkedin.com',
  'medium.com',
  'blog.hubspot.com',
  'moz.com',
];
const knownHost = (b: number, i: number) => knownSites[(b + i) % knownSites.length]!;

/** Batch `b` of `host`'s hosts: 10 views from referrers, 10 embed views on hosts, over every calculator. */
const batchOf = (host: (b: number, i: number) => string) => (b: number) =>
  JSON.stringify({
    events: [
      ...Array.from({ length: 10 }, (_, i) => ({ type: 'view', path: '/', referrer: host(b, i) })),
      ...Array.from({ length: 10 }, (_, i) => ({ type: 'embed-view', calculator: slugs[(b + i) % slugs.length], host: host(b + 1, i) })),
    ],
  });

const runs = [
  ['hostile hosts', batchOf(hostileHost)],
  ['known sites (comparison)', batchOf(knownHost)],
] as const;

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const kB = (bytes: number) => `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} kB`;

/** A store's size in bytes: on disk now, and as compacted (the same for a file). */
interface Size {
  onDisk(): Promise<number>;
  compacted(): Promise<number>;
}

/** Sends `batch`'s batches to an app over `store`; the store's growth by `size`, the admin's answers, the latency. */
async function measure(name: string, batch: (b: number) => string, store: SubmissionStore, size: Size): Promise<string[]> {
  const app = createApp({ adminPassword: PASSWORD, store, rateLimits: { ...defaultRateLimits, events: 0 }, usageVocabulary: vocabulary });
  const before = await size.compacted();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let b = next++; b < BATCHES; b = next++) {
        const sent = performance.now();
        const response = await app.request('/api/events', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: batch(b),
        });
        if (response.status !== 204) throw new Error(`${name}: batch ${b} answered ${response.status}: ${await response.text()}`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const onDisk = (await size.onDisk()) - before;
  const grown = (await size.compacted()) - before;
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const bytes = async (address: string) => Buffer.byteLength(await (await app.request(address, AUTH)).text());
  const tab = await bytes('/api/admin/usage');
  const year = await bytes(`/api/admin/usage?from=${yearAgo}&to=${today}`);
  const csv = await bytes('/api/admin/usage.csv');
  latencies.sort((a, b) => a - b);
  return [
    name,
    `${Math.round(BATCHES / seconds).toLocaleString('en-US')} batches/s`,
    `${p(latencies, 0.5).toFixed(1)} / ${p(latencies, 0.99).toFixed(1)} ms`,
    `${kB(grown)} / ${kB(onDisk)}`,
    `${kB(tab)} / ${kB(year)}`,
    kB(csv),
    grown <= 1024 * 1024 && tab < 200 * 1024 ? 'met' : 'NOT met',
  ];
}

/** One run on a fresh JSON file and one on a fresh database of the PostgreSQL server at `postgresUrl`. */
async function onBothStores([name, batch]: (typeof runs)[number], postgresUrl: string): Promise<string[][]> {
  const rows: string[][] = [];
  const file = benchDataFile('usage-hosts');
  const json = await openJsonFileStore(file);
  try {
    const bytes = async () => statSync(file, { throwIfNoEntry: false })?.size ?? 0;
    rows.push(await measure(`JSON file, ${name}`, batch, json, { onDisk: bytes, compacted: bytes }));
  } finally {
    await json.close();
  }
  const url = await createDatabase(postgresUrl, `bench_usage_hosts_${Date.now()}`);
  const store = await openPostgresStore(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tables = ['usage_daily', 'usage_monthly', 'usage_day_events'];
  const onDisk = async () =>
    Number(
      (await client.query<{ n: string }>(`SELECT ${tables.map((t) => `pg_total_relation_size('${t}')`).join(' + ')} AS n`)).rows[0]!.n,
    );
  const compacted = async () => {
    await client.query(`VACUUM FULL ${tables.join(', ')}`);
    return onDisk();
  };
  try {
    rows.push(await measure(`PostgreSQL, ${name}`, batch, store, { onDisk, compacted }));
  } finally {
    await client.end();
    await store.close();
  }
  return rows;
}

/** The hostile hosts' measurement and its comparison, on both stores, as a table's header and rows. */
export async function measureHostileHosts(): Promise<{ header: string[]; rows: string[][] }> {
  const postgres = await startThrowawayPostgres({ durable: true });
  const rows: string[][] = [];
  try {
    for (const run of runs) rows.push(...(await onBothStores(run, postgres.url)));
  } finally {
    await postgres.stop();
  }
  const header = [
    `${BATCHES.toLocaleString('en-US')} batches of 20`,
    'throughput',
    'p50 / p99',
    'store grew: kept / on disk',
    'tab: 30 days / a year',
    'CSV',
    'target',
  ];
  return { header, rows };
}
