/**
 * The API under fuzzing, on both stores at once (issue 31). Every run is a
 * new client sending a few generated requests (./requests.ts); each request
 * goes to an app over the JSON file and to one over PostgreSQL, and:
 * - no answer is a 5xx (neither store is down here);
 * - both stores give the same status, headers a client reads, and body
 *   (ids as the record's place, times and cursors marked);
 * - after each request the store's totals equal what the answers said was
 *   stored, and a record acknowledged is there once, as sent (./world.ts).
 *
 * The seed is fixed under CI and random otherwise, and printed either way:
 * FUZZ_SEED=<seed> runs it again, FUZZ_RUNS=<n> changes the number of runs.
 * `npm run test:fuzz` runs this suite alone. The audit's findings are its
 * first cases, run before the generated ones. A failing run is reported as
 * it was, not shrunk: the stores keep what every earlier run stored, so a
 * shorter run would not meet the same state.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { openJsonFileStore } from '../../api/store/json-file-store';
import { openPostgresStore } from '../../api/store/postgres-store';
import { tempDir } from '../api/helpers';
import { freshDatabaseUrl } from '../api/postgres';
import { fuzzRun, type FuzzRequest } from './requests';
import { Side, type Answer, type Exchange } from './world';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI ? 31_2026 : Math.floor(Math.random() * 2 ** 31);
const numRuns = Number(process.env.FUZZ_RUNS ?? 3_600);
/** The target: at least this many requests to each store per run of the suite. */
const TARGET_REQUESTS = 20_000;

const draftFile = readFileSync(join(import.meta.dirname, '../fixtures/studio-written/cost-per-lead-magnet-download.json'), 'utf8');

const validContact = JSON.stringify({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'ROAS',
  message: 'Does ROAS include returns?',
});
const validRequest = JSON.stringify({ name: 'Email list growth rate', description: 'Net new subscribers over a month.' });
const post = (head: string, body: string, extra: Partial<FuzzRequest> = {}): FuzzRequest => ({
  method: 'POST',
  path: { head },
  query: [],
  contentType: 'application/json',
  headers: [],
  body,
  burst: 1,
  ...extra,
});
const admin = (method: string, head: string, extra: Partial<FuzzRequest> = {}): FuzzRequest => ({
  method,
  path: { head },
  query: [],
  auth: 'right',
  headers: [],
  burst: 1,
  ...extra,
});

/** The audit's findings (issue 31), each a run of its own. */
const findings: [FuzzRequest[]][] = [
  // 1. NUL in a form's field, and in the admin's search: a 500 on PostgreSQL, a 201 on the JSON file.
  [[post('/api/contact', validContact.replace('Ada Lovelace', 'Ada\\u0000Lovelace'))]],
  [[admin('GET', '/api/admin/contact-submissions', { query: [['q', { literal: 'a\u0000' }]] })]],
  // 3. Thirty requests at once with the right password: up to 20 were refused 429 on PostgreSQL.
  [[admin('GET', '/api/admin/counts', { burst: 30 })]],
  // 4. One message retried twelve times by its key: the last two were refused 429.
  [Array.from({ length: 12 }, () => post('/api/contact', validContact, { idempotencyKey: { runKey: 0 } }))],
  // 5. The other list's cursor, a forged one, and an upper-case id: 200 and 204 on PostgreSQL, 400 and 404 on the JSON file.
  [
    [
      post('/api/contact', validContact, { burst: 2 }),
      post('/api/calculator-request', validRequest, { burst: 2 }),
      admin('GET', '/api/admin/calculator-requests', { query: [['limit', { literal: '1' }]] }),
      admin('GET', '/api/admin/contact-submissions', {
        query: [
          ['limit', { literal: '1' }],
          ['cursor', { cursorOf: 'requests' }],
        ],
      }),
      admin('GET', '/api/admin/contact-submissions', { query: [['cursor', { literal: 'eyJzZXEiOiIxIn0' }]] }),
      admin('DELETE', '/api/admin/contact-submissions/', {
        path: { head: '/api/admin/contact-submissions/', id: { existing: 'contacts', pick: 0, upper: true } },
      }),
    ],
  ],
  // Issue 51, item 3: a day outside 2000-01-01 to tomorrow: a 500 on PostgreSQL, a 200 naming year -1 on the JSON file.
  [
    [
      admin('GET', '/api/admin/usage', { query: [['to', { literal: '0000-01-01' }]] }),
      admin('GET', '/api/admin/usage.csv', {
        query: [
          ['from', { literal: '1999-12-31' }],
          ['to', { literal: '2000-01-05' }],
        ],
      }),
      admin('GET', '/api/admin/usage', { query: [['to', { literal: '2000-01-10' }]] }),
    ],
  ],
  // Issue 51, item 4: the studio's pages as files and its assets, 200 without the login; wrong logins on its files, then 429.
  [
    [
      ...['/studio/studio.html', '/studio/studio-preview.html', '/studio/assets/studio-Ab12.js', '/studio/notes.txt'].map(
        (head): FuzzRequest => ({ method: 'GET', path: { head }, query: [], headers: [], burst: 1 }),
      ),
      admin('GET', '/studio/assets/studio-Ab12.js', { auth: 'wrong', burst: 10 }),
      admin('GET', '/studio/studio.html'),
    ],
  ],
  // Issue 51, item 5: usage events from a visitor who asked not to be tracked (Sec-GPC: 1, DNT: 1): 204, and counted.
  // DNT: 0 asks nothing and is counted.
  [
    [
      ...(
        [
          ['Sec-GPC', '1'],
          ['DNT', '1'],
          ['DNT', '0'],
        ] as [string, string][]
      ).map((header) =>
        post('/api/events', '{"events":[{"type":"view","path":"/calculators/roi"},{"type":"copy","calculator":"roi","what":"link"}]}', {
          headers: [header],
        }),
      ),
      post('/api/events', '{"events":', { headers: [['DNT', '1']] }),
    ],
  ],
  // Issue 51, item 6: the next page's cursor with "==", "=" or a space after it: 200, the same page as the cursor itself.
  [
    [
      post('/api/contact', validContact, { burst: 2 }),
      admin('GET', '/api/admin/contact-submissions', { query: [['limit', { literal: '1' }]] }),
      ...['==', '=', ' ', ''].map((appended) =>
        admin('GET', '/api/admin/contact-submissions', {
          query: [
            ['limit', { literal: '1' }],
            ['cursor', { cursorOf: 'contacts', appended }],
          ],
        }),
      ),
    ],
  ],
  // Issue 51, item 2: host-shaped text as a referrer or an embedding page ("4111-1111-1111-1111") was stored and shown
  // as sent; it is counted as other on both stores, a real host as its registrable domain, named once seen 5 times.
  [
    [
      post(
        '/api/events',
        JSON.stringify({
          events: [
            { type: 'view', path: '/', referrer: '4111-1111-1111-1111' },
            { type: 'view', path: '/calculators/roi', referrer: 'news.example.org' },
            { type: 'embed-view', calculator: 'roi', host: 'john-smith-at-example-com.pw-hunter2' },
          ],
        }),
        { burst: 5 },
      ),
      admin('GET', '/api/admin/usage'),
      admin('GET', '/api/admin/usage.csv'),
    ],
  ],
  // Issue 51, item 1: fifty wrong passwords at once from one client were all checked (29 on the JSON store's server,
  // 46 to 49 on PostgreSQL; the limit is 10). Ten are answered 401 and forty 429 on both, then the right password 429.
  [[admin('GET', '/api/admin/counts', { auth: 'wrong', burst: 50 }), admin('GET', '/api/admin/counts')]],
  // Issue 51, item 7: one client reaches every limit, counted under its name (a keyed hash of its address, not the
  // address): forms 10 × 201 and 429, usage batches 120 × 204 and 429, logins 10 × 401 and 429, the same on both.
  [
    [
      post('/api/contact', validContact, { burst: 11 }),
      post('/api/events', '{"events":[{"type":"view","path":"/calculators/roi"}]}', { burst: 121 }),
      admin('GET', '/api/admin/counts', { auth: 'wrong', burst: 11 }),
    ],
  ],
];

/** What the suite tried, for its report. */
const tried = { requests: 0, runs: 0, byRoute: new Map<string, number>(), byStatus: new Map<number, number>() };
const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** The answers of a burst in an order that does not depend on which copy the server finished first. */
const inOrder = (exchanges: Exchange[]): Answer[] =>
  exchanges.map((e) => e.answer).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('the API under fuzzing: the JSON file and PostgreSQL, request by request', () => {
  let json: Side;
  let postgres: Side;
  let started = 0;

  beforeAll(async () => {
    // Memory-backed where the machine has it: the suite is about answers, not the disk's speed.
    const folder = existsSync('/dev/shm') ? tempDir('/dev/shm') : tempDir();
    json = new Side('the JSON store', await openJsonFileStore(join(folder, 'db.json')));
    postgres = new Side('PostgreSQL', await openPostgresStore(await freshDatabaseUrl(), { poolSize: 4 }));
    started = performance.now();
  });

  afterAll(async () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const routes = [...tried.byRoute].sort((a, b) => b[1] - a[1]).map(([route, n]) => `  ${String(n).padStart(6)}  ${route}`);
    const statuses = [...tried.byStatus].sort((a, b) => a[0] - b[0]).map(([status, n]) => `${status}: ${n}`);
    console.log(
      [
        `API fuzz, seed ${seed} (FUZZ_SEED=${seed} runs it again): ${tried.runs} runs, ${tried.requests} requests to each store in ${seconds} s.`,
        `Answers: ${statuses.join(', ')}.`,
        'Requests by method and route:',
        ...routes,
      ].join('\n'),
    );
    await Promise.all([json?.store.close(), postgres?.store.close()]);
  });

  test.prop([fuzzRun(draftFile)], { seed, numRuns, examples: findings, endOnFailure: true })(
    'no 5xx, the same answer from both stores, and exactly what was acknowledged stored',
    async (requests) => {
      tried.runs += 1;
      const run = tried.runs;
      for (const request of requests) {
        const [fromJson, fromPostgres] = await Promise.all([json.send(request, run), postgres.send(request, run)]);
        tried.requests += request.burst;
        count(tried.byRoute, `${request.method} ${request.path.head}${request.path.id ? ':id' : ''}${request.path.tail ?? ''}`);
        for (const e of fromJson) count(tried.byStatus, e.answer.status);
        const sent = fromJson[0]!.sent;
        for (const e of [...fromJson, ...fromPostgres])
          expect(e.answer.status, `${sent}: ${e.answer.body.slice(0, 300)}`).toBeLessThan(500);
        expect(inOrder(fromPostgres), `${sent}: PostgreSQL answered otherwise than the JSON store`).toEqual(inOrder(fromJson));
        for (const [side, exchanges] of [
          [json, fromJson],
          [postgres, fromPostgres],
        ] as const) {
          expect(await side.learn(exchanges), sent).toBeUndefined();
          // After each write, what its route can change; after the run, everything (a read or a stray route stores nothing).
          if (request.method !== 'GET' && request.method !== 'HEAD') await side.holdsWhatWasAcknowledged(sent, sent.split(' ')[1]);
        }
      }
      for (const side of [json, postgres]) await side.holdsWhatWasAcknowledged('the run');
    },
    300_000,
  );

  test(`tried at least ${TARGET_REQUESTS.toLocaleString('en-US')} requests on each store (with FUZZ_RUNS, five a run)`, () => {
    expect(tried.requests).toBeGreaterThanOrEqual(process.env.FUZZ_RUNS ? numRuns * 5 : TARGET_REQUESTS);
  });
});
