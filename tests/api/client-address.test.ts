/**
 * The privacy page says the site never keeps a visitor's IP address, yet
 * the rate limits counted clients by it: in memory, and in PostgreSQL's
 * rate_limit_hits for the length of a window (issue 51, item 7). The real
 * server, behind a trusted proxy, takes a burst from 203.0.113.77 that
 * reaches every limit (forms, usage batches, failed logins); then the
 * address is looked for, as text, everywhere the server could have kept
 * it: the JSON store's file or every row of every PostgreSQL table, all the
 * server printed, and a heap snapshot of the server process (everything
 * still reachable in its memory once garbage is collected, which is where
 * the in-memory counts live). It is nowhere; the client's name (the HMAC of
 * the address under the day's key, worked out here from RATE_LIMIT_SECRET
 * as client-key.ts documents it) is where the counts are.
 */
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceEntry, startServer, stopServer, untilPrinted, type RunningServer } from '../../scripts/server-process';
import { basic, tempDir, validContact } from './helpers';
import { freshDatabaseUrl } from './postgres';
import { HEAP_SNAPSHOT_WRITTEN } from './server-with-heap-snapshot';

const ADDRESS = '203.0.113.77';
const SECRET = 'a secret for the limits of this test';
const PASSWORD = 'client-address-password';
/** Node's arguments: the server from source, through the entry that writes heap snapshots. */
const entry = [...sourceEntry.slice(0, -1), join(import.meta.dirname, 'server-with-heap-snapshot.ts')];

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map(stopServer));
}, 30_000);

/** The client's names on the days around now (a test that runs over midnight UTC meets two). */
function namesOf(address: string): string[] {
  const base = createHash('sha256').update('rate-limit client keys\n').update(SECRET).digest();
  return [0, -1].map((offset) => {
    const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const dayKey = createHmac('sha256', base).update(day).digest();
    return createHmac('sha256', dayKey).update(address).digest().subarray(0, 16).toString('base64url');
  });
}

/** Every row of every table of the database, as text. */
async function everyRow(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const rows: string[] = [];
    for (const { name } of tables) {
      const { rows: found } = await client.query<{ row: string }>(`SELECT t::text AS row FROM ${client.escapeIdentifier(name)} t`);
      rows.push(...found.map((r) => `${name}: ${r.row}`));
    }
    return rows;
  } finally {
    await client.end();
  }
}

const stores: [string, (folder: string) => Promise<Record<string, string>>][] = [
  ['the JSON store', async (folder) => ({ DATA_FILE: join(folder, 'db.json') })],
  ['PostgreSQL', async () => ({ DATABASE_URL: await freshDatabaseUrl() })],
];

describe.each(stores)('the client address on %s', (storeName, storeEnv) => {
  it(
    'is kept nowhere after a burst that reaches every limit: not in the store, the log or the server memory',
    { timeout: 120_000 },
    async () => {
      const folder = tempDir();
      const env = await storeEnv(folder);
      const snapshotFile = join(folder, 'server.heapsnapshot');
      const server = await startServer(
        {
          ...env,
          ADMIN_PASSWORD: PASSWORD,
          TRUST_PROXY: 'true',
          RATE_LIMIT_SECRET: SECRET,
          EVENTS_RATE_LIMIT: '2',
          HEAP_SNAPSHOT_FILE: snapshotFile,
        },
        entry,
      );
      running.push(server);
      const send = async (path: string, init: RequestInit = {}) =>
        (await fetch(`${server.url}${path}`, { ...init, headers: { ...init.headers, 'X-Forwarded-For': ADDRESS } })).status;
      const asJson = (body: unknown): RequestInit => ({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

      const forms = await Promise.all(Array.from({ length: 11 }, () => send('/api/contact', asJson(validContact))));
      // One after another: what a burst of logins at once does is the login limit's test (limits-count.test.ts).
      const logins: number[] = [];
      for (let i = 0; i < 11; i += 1)
        logins.push(await send('/api/admin/counts', { headers: { Authorization: basic('not the password') } }));
      const batches: number[] = [];
      for (let i = 0; i < 3; i += 1) batches.push(await send('/api/events', asJson({ events: [{ type: 'view', path: '/' }] })));
      // Every limit counted the client: ten forms stored, ten failures, two batches, then 429.
      expect(forms.sort()).toEqual([...Array.from({ length: 10 }, () => 201), 429]);
      expect(logins).toEqual([...Array.from({ length: 10 }, () => 401), 429]);
      expect(batches.map((status) => status === 429)).toEqual([false, false, true]);

      server.process.kill('SIGUSR2');
      await untilPrinted(server, HEAP_SNAPSHOT_WRITTEN, 60_000);
      const memory = readFileSync(snapshotFile, 'utf8');
      const stored = env.DATA_FILE ? [readFileSync(env.DATA_FILE, 'utf8')] : await everyRow(env.DATABASE_URL!);

      expect(
        stored.filter((text) => text.includes(ADDRESS)),
        `${storeName}: what the store holds`,
      ).toEqual([]);
      expect(server.output().includes(ADDRESS), `the server's log:\n${server.output()}`).toBe(false);
      expect(memory.includes(ADDRESS), "the server's memory (its heap snapshot)").toBe(false);

      // The counts are under the client's name: in the database's rows, or in the server's memory.
      const names = namesOf(ADDRESS);
      if (env.DATABASE_URL) {
        const keys = stored
          .filter((row) => row.startsWith('rate_limit_hits: '))
          .map((row) => /^rate_limit_hits: \(([^,]+),/.exec(row)?.[1]);
        expect(keys.sort()).toEqual(
          expect.arrayContaining(
            ['events', 'login-failures', 'submissions'].map((limit) => expect.stringMatching(`^${limit}:(${names.join('|')})$`)),
          ),
        );
        expect(keys).toHaveLength(3);
      } else {
        expect(names.some((name) => memory.includes(name))).toBe(true);
      }
    },
  );
});
