/**
 * The real server against a PostgreSQL server of its own that fails
 * (issue 31): frozen by SIGSTOP (a hung machine), stopped, read-only, and
 * restarted under load. While the database is away every request is answered within
 * the deadline (writes 503 with Retry-After, never a hang), the health check
 * says 503; once it is back the same server process answers again within
 * 2 s, without a restart; and every message, retried by its key as the
 * site's form does, is stored exactly once. `npm run test:faults` runs the
 * fault suite alone.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/throwaway-postgres';
import { sourceEntry, startServer, stopServer, type RunningServer } from '../../scripts/server-process';
import { basic } from '../api/helpers';
import { expectRecovered, Ledger, summary, timed, type Outcome } from './ledger';

const PASSWORD = 'fault-suite-password';
/** The bound on any answer while the database is frozen. */
const ANSWER_WITHIN_MS = 12_000;

let database: ThrowawayPostgres;
let server: RunningServer;
let ledger: Ledger;

beforeAll(async () => {
  database = await startThrowawayPostgres();
  const url = await createDatabase(database.url);
  server = await startServer(
    { DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD, SUBMISSION_RATE_LIMIT: '0', LOGIN_FAILURE_LIMIT: '0' },
    sourceEntry,
  );
  ledger = new Ledger(() => server.url, PASSWORD);
}, 60_000);

afterAll(async () => {
  if (server) await stopServer(server);
  await database?.stop();
});

const health = () => ledger.health();
const adminList = () => timed(`${server.url}/api/admin/contact-submissions?limit=5`, { headers: { Authorization: basic(PASSWORD) } });

describe('the server on PostgreSQL when the database fails', () => {
  it(
    'frozen by SIGSTOP: every request answered within 12 s, writes 503 with Retry-After; back within 2 s of SIGCONT',
    { timeout: 90_000 },
    async () => {
      for (let i = 0; i < 5; i += 1) expect((await ledger.send('before the freeze')).status).toBe(201);
      database.freeze();
      let thawedAt: number;
      try {
        // More at once than the pool has connections (10), with reads and the health check beside them.
        const during = await Promise.all([
          ...Array.from({ length: 15 }, () => ledger.send('while frozen')),
          adminList(),
          adminList(),
          health(),
        ]);
        const slowest = Math.max(...during.map((o) => o.ms));
        console.log(
          `Database frozen: ${during.length} requests answered ${summary(during).join(', ')}; the slowest in ${Math.round(slowest)} ms.`,
        );
        expect(during.every((o) => o.status === 503 && Number(o.retryAfter) > 0)).toBe(true);
        expect(slowest).toBeLessThan(ANSWER_WITHIN_MS);
        const checked = await health();
        expect(checked.status).toBe(503);
      } finally {
        database.thaw();
        thawedAt = performance.now();
      }
      await expectRecovered(ledger, thawedAt, 'the database thawed');
    },
  );

  it(
    'stopped: writes and reads 503 with Retry-After at once; started again, back within 2 s, the server never restarted',
    { timeout: 90_000 },
    async () => {
      await database.halt();
      const during = await Promise.all([...Array.from({ length: 5 }, () => ledger.send('while stopped')), adminList(), health()]);
      console.log(
        `Database stopped: ${summary(during).join(', ')}; the slowest in ${Math.round(Math.max(...during.map((o) => o.ms)))} ms.`,
      );
      expect(during.every((o) => o.status === 503 && Number(o.retryAfter) > 0)).toBe(true);
      expect(Math.max(...during.map((o) => o.ms))).toBeLessThan(ANSWER_WITHIN_MS);
      await database.start();
      const startedAt = performance.now();
      await expectRecovered(ledger, startedAt, 'the database started again');
      expect(server.process.exitCode).toBeNull();
    },
  );

  it(
    'read-only (as a full or failed disk leaves it, or a replica): writes 503 with Retry-After at once, reads as before; writable again, back within 2 s',
    { timeout: 60_000 },
    async () => {
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      const readOnly = async (on: boolean) => {
        await admin.query(`ALTER SYSTEM SET default_transaction_read_only = ${on ? 'on' : 'off'}`);
        await admin.query('SELECT pg_reload_conf()');
        // The server's sessions take the new setting at their next command after the reload reaches them. The
        // postmaster signals every session at once: when this one has it, the server's have theirs. Bounded by count.
        for (let i = 0; i < 1_000; i += 1) {
          const { rows } = await admin.query<{ default_transaction_read_only: string }>('SHOW default_transaction_read_only');
          if (rows[0]!.default_transaction_read_only === (on ? 'on' : 'off')) return;
        }
        throw new Error('The database did not take the new setting.');
      };
      try {
        await readOnly(true);
        const writes = await Promise.all(Array.from({ length: 5 }, () => ledger.send('while read-only')));
        // After the writes: a check's answer stands for a second, and a failed write is news at once.
        const checked = await health();
        const read = await adminList();
        console.log(`Database read-only: writes ${summary(writes).join(', ')}; health ${checked.status}; a read ${read.status}.`);
        expect(writes.every((o) => o.status === 503 && Number(o.retryAfter) > 0)).toBe(true);
        expect(checked.status).toBe(503);
        expect(read.status).toBe(200);
      } finally {
        await readOnly(false);
        await admin.end();
      }
      const writableAt = performance.now();
      await expectRecovered(ledger, writableAt, 'the database was writable again');
    },
  );

  it(
    'restarted under load: no answer is a 500 or a hang, and every message, retried by its key, is stored exactly once',
    { timeout: 120_000 },
    async () => {
      let loaded = () => {};
      const underLoad = new Promise<void>((resolve) => (loaded = resolve));
      const load = (async () => {
        const outcomes: Outcome[] = [];
        const until = performance.now() + 4_000;
        while (performance.now() < until) {
          outcomes.push(...(await Promise.all(Array.from({ length: 4 }, () => ledger.send('under load')))));
          if (outcomes.filter((o) => o.status === 201).length >= 20) loaded();
        }
        loaded();
        return outcomes;
      })();
      // Halted once the load is being stored, and down for half a second: the outage's length is the fault itself.
      await underLoad;
      await database.halt();
      // Time itself: the outage lasts half a second.
      await new Promise((r) => setTimeout(r, 500));
      await database.start();
      const outcomes = await load;
      console.log(`Database restarted under load: ${outcomes.length} messages answered ${summary(outcomes).join(', ')}.`);
      expect(outcomes.every((o) => o.status === 201 || (o.status === 503 && Number(o.retryAfter) > 0))).toBe(true);
      expect(outcomes.some((o) => o.status === 201)).toBe(true);
      await ledger.retryUnacknowledged();
      await ledger.expectEachStoredOnce();
    },
  );
});
