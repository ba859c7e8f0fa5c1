/**
 * `npm run bench:usage`: issue 30's targets for usage counts, on PostgreSQL
 * (a throwaway server with fsync on, as in production) behind the built
 * production server on 127.0.0.1, rate limits off:
 * - ingestion: POST /api/events in batches of 10 (the site's own names, on
 *   today's counts) by 16 connections for BENCH_DURATION seconds (default
 *   10), with usage_daily already holding 1,000,000 daily rows: events per
 *   second (≥ 5,000) and p99 (≤ 50 ms);
 * - the Usage tab's first view (its default period, the last 30 days) over a
 *   year of counts for the 30 calculators, each day 27 names a calculator
 *   (its page and embed views, 9 outcomes of Calculate, 4 explorers, 2
 *   copies, 10 embedding hosts) and 100 referring hosts, about 330,000 rows,
 *   4 connections: p99 ≤ 100 ms; the same for a whole year, for the record.
 * Afterwards the counts must hold exactly what was acknowledged.
 *
 * `npm run bench:usage -- --hosts` measures hostile host names instead, on
 * both stores with this checkout's API in process (./usage-hosts.ts).
 */
import autocannon from 'autocannon';
import { cpus } from 'node:os';
import pg from 'pg';
import { openPostgresStore } from '../api/store/postgres-store';
import { definitions } from '../definitions';
import { printTable } from '../scripts/table';
import { createDatabase, startThrowawayPostgres } from '../scripts/throwaway-postgres';
import { ensureBuilt, startBenchServer, stopServer } from './server';
import { measureHostileHosts } from './usage-hosts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SEEDED_ROWS = 1_000_000;
const AUTH = `Basic ${Buffer.from('admin:bench-admin').toString('base64')}`;
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

/** The site's names for a batch of ten: views, calculations with their bands, an explorer. */
const roi = definitions.find((d) => d.slug === 'roi')!;
const bands = roi.calculator.modes[0]!.bands!.steps.map((s) => s.label);
const batch = (n: number) =>
  JSON.stringify({
    events: Array.from({ length: 10 }, (_, i) =>
      i % 3 === 0
        ? { type: 'view', path: '/calculators/roi' }
        : i % 3 === 1
          ? { type: 'calculate', calculator: 'roi', mode: 'default', band: bands[(n + i) % bands.length] }
          : { type: 'explore', calculator: 'roi', explorer: 'chart' },
    ),
  });

/**
 * Seeds `client`'s usage tables with a year of counts: each day `names` calculate outcomes spread over `slugs`
 * and `hosts` referrers, and the rollups the store keeps with every batch.
 */
async function seed(client: pg.Client, slugs: readonly string[], names: number, hosts: number): Promise<void> {
  await client.query(
    `INSERT INTO usage_daily (day, event, calculator, detail, count)
     SELECT current_date - d, 'calculate', ($1::text[])[1 + k % array_length($1::text[], 1)], 'default|band:seed-' || (k / array_length($1::text[], 1)), 1 + (k % 7)
     FROM generate_series(1, 365) AS d, generate_series(0, $2 - 1) AS k`,
    [slugs, names],
  );
  if (hosts > 0)
    await client.query(
      `INSERT INTO usage_daily (day, event, calculator, detail, count)
       SELECT current_date - d, 'referrer', '', 'site-' || h || '.example.com', 1 + (h % 5) FROM generate_series(1, 365) AS d, generate_series(1, $1) AS h`,
      [hosts],
    );
  await client.query(
    `INSERT INTO usage_monthly SELECT date_trunc('month', day)::date, event, calculator, detail, sum(count) FROM usage_daily GROUP BY 1, 2, 3, 4`,
  );
  await client.query(`INSERT INTO usage_day_events SELECT day, event, sum(count) FROM usage_daily GROUP BY 1, 2`);
  await client.query('ANALYZE');
}

/** The Usage tab's reads against the server at `url` for the period `query`. */
async function readTab(url: string, query: string): Promise<autocannon.Result> {
  return autocannon({ url: `${url}/api/admin/usage${query}`, connections: 4, duration: DURATION_S, headers: { authorization: AUTH } });
}

if (process.argv.includes('--hosts')) {
  const { header, rows } = await measureHostileHosts();
  console.log(`Hostile host names in usage counts, ${cpus().length} cores (load and stores share them).`);
  printTable(header, rows);
  process.exit(0);
}

ensureBuilt();
const postgres = await startThrowawayPostgres({ durable: true });
const rows: string[][] = [];
try {
  const url = await createDatabase(postgres.url, `bench_usage_${Date.now()}`);
  await (await openPostgresStore(url)).close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // 1,000,000 daily rows: 30 calculators, 365 days, each day 2,740 names.
  const slugs = definitions.map((d) => d.slug);
  await seed(client, slugs, Math.ceil(SEEDED_ROWS / 365), 0);
  const seeded = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM usage_daily')).rows[0]!.n);
  await client.end();

  const server = await startBenchServer({ DATABASE_URL: url, EVENTS_RATE_LIMIT: '0' });
  try {
    let n = 0;
    let sent = 0;
    let acknowledged = 0;
    const ingest = await autocannon({
      url: `${server.url}/api/events`,
      connections: 16,
      duration: DURATION_S,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            sent += 1;
            return { ...request, body: batch((n += 1)) };
          },
          onResponse: (status) => {
            if (status === 204) acknowledged += 1;
          },
        },
      ],
    });
    const eventsPerSecond = (acknowledged * 10) / DURATION_S;
    rows.push([
      `POST /api/events, batches of 10, ${seeded.toLocaleString('en-US')} rows`,
      `${Math.round(eventsPerSecond).toLocaleString('en-US')} events/s`,
      String(ingest.latency.p50),
      String(ingest.latency.p99),
      eventsPerSecond >= 5_000 && ingest.latency.p99 <= 50 ? 'met' : 'NOT met',
    ]);
    // Every acknowledged batch is counted once (each holds 4 views); one still on its way when the run ended may be too.
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const views = Number(
      (await check.query<{ n: string }>(`SELECT coalesce(sum(count), 0) AS n FROM usage_daily WHERE event = 'view' AND day = current_date`))
        .rows[0]!.n,
    );
    await check.end();
    const whole = views % 4 === 0 && views >= acknowledged * 4 && views <= sent * 4;
    rows.push([
      'counts after the run',
      `${views.toLocaleString('en-US')} views`,
      '',
      '',
      whole ? `${views / 4 - acknowledged} answered after the run ended` : 'MISMATCH',
    ]);
  } finally {
    await stopServer(server);
  }

  // The Usage tab over a year of counts for the 30 calculators, as a site of that size gathers them.
  const tabUrl = await createDatabase(postgres.url, `bench_usage_tab_${Date.now()}`);
  await (await openPostgresStore(tabUrl)).close();
  const tabClient = new pg.Client({ connectionString: tabUrl });
  await tabClient.connect();
  await seed(tabClient, slugs, 30 * 27, 100);
  const tabRows = Number((await tabClient.query<{ n: string }>('SELECT count(*) AS n FROM usage_daily')).rows[0]!.n);
  await tabClient.end();
  const tabServer = await startBenchServer({ DATABASE_URL: tabUrl });
  try {
    for (const [name, query, target] of [
      ['the first view (the last 30 days)', '', true],
      ['a year (the last 366 days)', `?from=${day(365)}&to=${day(0)}`, false],
    ] as const) {
      const tab = await readTab(tabServer.url, query);
      rows.push([
        `GET /api/admin/usage, ${name}, ${tabRows.toLocaleString('en-US')} rows`,
        `${Math.round(tab.requests.average)} req/s`,
        String(tab.latency.p50),
        String(tab.latency.p99),
        target ? (tab.latency.p99 <= 100 && tab.non2xx === 0 ? 'met' : 'NOT met') : tab.non2xx === 0 ? '(no target)' : 'errors',
      ]);
    }
  } finally {
    await stopServer(tabServer);
  }
} finally {
  await postgres.stop();
}
console.log(
  `Usage counts on PostgreSQL, ${DURATION_S} s per run, ${cpus().length} cores (load generator, server and database share them).`,
);
printTable(['scenario', 'throughput', 'p50 ms', 'p99 ms', 'target'], rows);
