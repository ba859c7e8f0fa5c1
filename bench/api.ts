/**
 * `npm run bench:api`: the production server on 127.0.0.1 with a temporary
 * data file, loaded by autocannon (each run bounded to a fixed duration):
 * GET a calculator page; POST /api/contact with 0, 10k and 100k records
 * already stored; and GET a calculator page while POSTs run at full speed.
 * After every POST run the server is stopped and the data file must hold
 * exactly the stored records plus every acknowledged submission, once each.
 * Rate limits are off so the store, not the limiter, is measured.
 */
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureBuilt, startBenchServer, stopServer } from './server';
import { printTable } from '../scripts/table';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const PAGE = '/calculators/roi';

interface Row {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
}

/** A fresh data file in a temporary folder, holding `count` contact submissions. */
function seededFile(count: number): string {
  const file = join(mkdtempSync(join(tmpdir(), 'calculators-bench-')), 'db.json');
  seed(file, count);
  return file;
}

function seed(file: string, count: number): void {
  const createdAt = new Date('2026-01-01T00:00:00Z').getTime();
  const contactSubmissions = Array.from({ length: count }, (_, i) => ({
    id: `seed-${i}`,
    name: 'Seeded Visitor',
    email: `visitor${i}@example.com`,
    subject: `Seeded question ${i}`,
    message: 'How does the ROAS calculator treat returns and refunds when revenue is reported net?',
    createdAt: new Date(createdAt + i * 1000).toISOString(),
    isRead: i % 3 === 0,
  }));
  writeFileSync(file, JSON.stringify({ contactSubmissions, calculatorRequests: [] }));
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
 * After the server stopped: every acknowledged submission is in the file
 * once, the seeded records are all there, and the only other records are
 * requests still in flight when the load stopped (at most one per connection:
 * stored, but their answer was never read).
 */
function verify(file: string, seeded: number, acknowledged: Set<string>, tag: string): string {
  const records = (JSON.parse(readFileSync(file, 'utf8')) as { contactSubmissions: { id: string; subject: string }[] }).contactSubmissions;
  const mine = records.filter((r) => r.subject.startsWith(`${tag}-`));
  const subjects = new Set(mine.map((r) => r.subject));
  const lost = [...acknowledged].filter((s) => !subjects.has(s)).length;
  const duplicates = mine.length - subjects.size;
  const seedKept = records.filter((r) => r.id.startsWith('seed-')).length;
  const inFlight = mine.length - acknowledged.size + lost;
  const ok = lost === 0 && duplicates === 0 && seedKept === seeded && inFlight >= 0 && inFlight <= CONNECTIONS;
  return `${tag}: ${acknowledged.size} acknowledged, ${lost} lost, ${duplicates} duplicated, ${inFlight} stored while in flight at the stop, ${seedKept}/${seeded} seeded kept: ${ok ? 'exact' : 'MISMATCH'}`;
}

ensureBuilt();
const rows: Row[] = [];
const checks: string[] = [];

const pageServer = await startBenchServer({ DATA_FILE: seededFile(0) });
rows.push(row(`GET ${PAGE}`, await load(pageServer.url + PAGE, { headers: { 'accept-encoding': 'br, gzip' } })));
await stopServer(pageServer);

for (const records of [0, 10_000, 100_000]) {
  const tag = `post-${records}`;
  const label = records === 0 ? 'empty' : `${records / 1000}k records`;
  const file = seededFile(records);
  let server = await startBenchServer({ DATA_FILE: file });
  const acknowledged = new Set<string>();
  const posts = await load(`${server.url}/api/contact`, postOptions(tag, acknowledged));
  rows.push(row(`POST /api/contact (${label})`, posts));
  await stopServer(server);
  checks.push(verify(file, records, acknowledged, tag));

  if (records > 0) {
    const mixedTag = `mixed-${records}`;
    server = await startBenchServer({ DATA_FILE: file });
    const mixedAcknowledged = new Set<string>();
    const [mixedPosts, pages] = await Promise.all([
      load(`${server.url}/api/contact`, postOptions(mixedTag, mixedAcknowledged)),
      load(server.url + PAGE, { connections: 10, headers: { 'accept-encoding': 'br, gzip' } }),
    ]);
    rows.push(row(`  POST during page GETs (${label})`, mixedPosts));
    rows.push(row(`  GET ${PAGE} during POSTs (${label})`, pages));
    await stopServer(server);
    checks.push(verify(file, records, mixedAcknowledged, mixedTag));
  }
  rmSync(dirname(file), { recursive: true, force: true });
}

const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'other'];
const cells = rows.map((r) => [r.scenario, r.rps.toFixed(0), String(r.p50), String(r.p99), String(r.ok), String(r.other)]);
console.log(
  `autocannon, ${CONNECTIONS} connections (10 for page GETs under load), ${DURATION_S} s per run; Node ${process.version}, ${cpus()[0]?.model ?? 'CPU'} × ${cpus().length}`,
);
printTable(header, cells);
console.log('\nData file after each POST run:');
for (const check of checks) console.log(`  ${check}`);
