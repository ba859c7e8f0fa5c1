/**
 * `npm run bench:api`: the production server on 127.0.0.1, loaded by
 * autocannon (each run bounded to a fixed duration), on each store: the JSON
 * file and PostgreSQL (a throwaway server with fsync on, as in production).
 * GET a calculator page; POST /api/contact with 0, 10k and 100k records
 * already stored; GET a calculator page while POSTs run at full speed; the
 * admin's first page of 50 at 100k records. After every POST run the server
 * is stopped and the store must hold the seeded records plus every
 * acknowledged submission, once each. Rate limits are off so the store, not
 * the limiter, is measured. BENCH_STORES=json or =postgres runs one store.
 */
import autocannon from 'autocannon';
import { cpus } from 'node:os';
import { printTable } from '../scripts/table';
import { startThrowawayPostgres } from '../scripts/throwaway-postgres';
import { jsonStore, postgresStore, type BenchStore } from './bench-stores';
import { ensureBuilt, startBenchServer, stopServer } from './server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const STORES = (process.env.BENCH_STORES ?? 'json,postgres').split(',');
const CONNECTIONS = 50;
const PAGE = '/calculators/roi';
const ADMIN_LIST = '/api/admin/contact-submissions';
const ADMIN_AUTH = `Basic ${Buffer.from('admin:bench-admin').toString('base64')}`;

interface Row {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
}

function load(url: string, options: Partial<autocannon.Options>): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options });
}

/**
 * POSTs with a unique subject each. Each connection sends one request at a
 * time, so the subject a connection sent last is the one its answer
 * acknowledges: `acknowledged` collects exactly the subjects answered 201.
 */
function postOptions(tag: string, acknowledged: Set<string>): Partial<autocannon.Options> {
  let n = 0;
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request, context) => {
          const subject = `${tag}-${(n += 1)}`;
          (context as { subject?: string }).subject = subject;
          return {
            ...request,
            body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', subject, message: 'Benchmark message.' }),
          };
        },
        onResponse: (status, _body, context) => {
          if (status === 201) acknowledged.add((context as { subject: string }).subject);
        },
      },
    ],
  };
}

function row(scenario: string, result: autocannon.Result): Row {
  return {
    scenario,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * After the server stopped: every acknowledged submission is stored once,
 * the seeded records are all there, and the only other records are requests
 * still in flight when the load stopped (at most one per connection: stored,
 * but their answer was never read).
 */
async function verify(store: BenchStore, seeded: number, acknowledged: Set<string>, tag: string): Promise<string> {
  const found = await store.subjects(`${tag}-`);
  const subjects = new Set(found.subjects);
  const lost = [...acknowledged].filter((s) => !subjects.has(s)).length;
  const duplicates = found.subjects.length - subjects.size;
  const inFlight = found.subjects.length - acknowledged.size + lost;
  const ok = lost === 0 && duplicates === 0 && found.seeded === seeded && inFlight >= 0 && inFlight <= CONNECTIONS;
  return `${tag}: ${acknowledged.size} acknowledged, ${lost} lost, ${duplicates} duplicated, ${inFlight} stored while in flight at the stop, ${found.seeded}/${seeded} seeded kept: ${ok ? 'exact' : 'MISMATCH'}`;
}

/** Every scenario on one kind of store; `open(count)` makes a fresh store seeded with `count` records. */
async function runStore(kind: string, open: (count: number) => Promise<BenchStore>, rows: Row[], checks: string[]): Promise<void> {
  for (const records of [0, 10_000, 100_000]) {
    const tag = `${kind}-post-${records}`;
    const label = `${kind}, ${records === 0 ? 'empty' : `${records / 1000}k records`}`;
    const store = await open(records);
    let server = await startBenchServer(store.env);
    const acknowledged = new Set<string>();
    rows.push(row(`POST /api/contact (${label})`, await load(`${server.url}/api/contact`, postOptions(tag, acknowledged))));
    await stopServer(server);
    checks.push(await verify(store, records, acknowledged, tag));

    if (records > 0) {
      const mixedTag = `${kind}-mixed-${records}`;
      server = await startBenchServer(store.env);
      const mixedAcknowledged = new Set<string>();
      const [mixedPosts, pages] = await Promise.all([
        load(`${server.url}/api/contact`, postOptions(mixedTag, mixedAcknowledged)),
        load(server.url + PAGE, { connections: 10, headers: { 'accept-encoding': 'br, gzip' } }),
      ]);
      rows.push(row(`  POST during page GETs (${label})`, mixedPosts));
      rows.push(row(`  GET ${PAGE} during POSTs (${label})`, pages));
      await stopServer(server);
      checks.push(await verify(store, records, mixedAcknowledged, mixedTag));
    }
    if (records === 100_000) {
      server = await startBenchServer(store.env);
      const admin = await load(server.url + ADMIN_LIST, { connections: 10, headers: { authorization: ADMIN_AUTH } });
      rows.push(row(`GET ${ADMIN_LIST} first page of 50 (${label})`, admin));
      await stopServer(server);
    }
    await store.remove();
  }
}

ensureBuilt();
const rows: Row[] = [];
const checks: string[] = [];

const pageStore = jsonStore(0);
const pageServer = await startBenchServer(pageStore.env);
rows.push(row(`GET ${PAGE}`, await load(pageServer.url + PAGE, { headers: { 'accept-encoding': 'br, gzip' } })));
await stopServer(pageServer);
await pageStore.remove();

if (STORES.includes('json')) await runStore('JSON file', async (count) => jsonStore(count), rows, checks);
if (STORES.includes('postgres')) {
  const postgres = await startThrowawayPostgres({ durable: true });
  try {
    await runStore('PostgreSQL', (count) => postgresStore(postgres.url, count), rows, checks);
  } finally {
    await postgres.stop();
  }
}

const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'other'];
const cells = rows.map((r) => [r.scenario, r.rps.toFixed(0), String(r.p50), String(r.p99), String(r.ok), String(r.other)]);
console.log(
  `autocannon, ${CONNECTIONS} connections (10 for page GETs under load and the admin list), ${DURATION_S} s per run; Node ${process.version}, ${cpus()[0]?.model ?? 'CPU'} × ${cpus().length}; PostgreSQL with fsync on, on the same machine`,
);
printTable(header, cells);
console.log('\nStore after each POST run:');
for (const check of checks) console.log(`  ${check}`);
