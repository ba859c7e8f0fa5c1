/**
 * The two stores as the API benchmark sees them: a fresh store seeded with
 * `count` contact submissions, the server settings that point at it, and
 * the check after a run that every acknowledged submission is stored once.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgresStore } from '../api/store/postgres-store';
import { createDatabase } from '../scripts/throwaway-postgres';

/** A seeded store for one benchmark scenario. */
export interface BenchStore {
  /** Server environment that selects this store. */
  env: Record<string, string>;
  /** Subjects of the stored contact submissions starting with `prefix`, and how many seeded records remain. */
  subjects(prefix: string): Promise<{ subjects: string[]; seeded: number }>;
  remove(): Promise<void>;
}

const SEED_MESSAGE = 'How does the ROAS calculator treat returns and refunds when revenue is reported net?';
const SEED_START = Date.parse('2026-01-01T00:00:00Z');

/** A JSON data file in a temporary folder holding `count` records. */
export function jsonStore(count: number): BenchStore {
  const folder = mkdtempSync(join(tmpdir(), 'calculators-bench-'));
  const file = join(folder, 'db.json');
  const contactSubmissions = Array.from({ length: count }, (_, i) => ({
    id: `seed-${i}`,
    name: 'Seeded Visitor',
    email: `visitor${i}@example.com`,
    subject: `Seeded question ${i}`,
    message: SEED_MESSAGE,
    createdAt: new Date(SEED_START + i * 1000).toISOString(),
    isRead: i % 3 === 0,
  }));
  writeFileSync(file, JSON.stringify({ contactSubmissions, calculatorRequests: [] }));
  return {
    env: { DATA_FILE: file },
    async subjects(prefix) {
      const records = (JSON.parse(readFileSync(file, 'utf8')) as { contactSubmissions: { id: string; subject: string }[] })
        .contactSubmissions;
      return {
        subjects: records.filter((r) => r.subject.startsWith(prefix)).map((r) => r.subject),
        seeded: records.filter((r) => r.id.startsWith('seed-')).length,
      };
    },
    async remove() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A new database on the server at `serverUrl`, migrated by the store itself, holding `count` records. */
export async function postgresStore(serverUrl: string, count: number): Promise<BenchStore> {
  const url = await createDatabase(serverUrl, `bench_${count}_${Date.now()}`);
  await (await openPostgresStore(url)).close();
  await withClient(url, async (client) => {
    await client.query(
      `INSERT INTO contact_submissions (name, email, subject, message, created_at, is_read)
       SELECT 'Seeded Visitor', 'visitor' || i || '@example.com', 'Seeded question ' || i, $1,
              $2::timestamptz + i * interval '1 second', i % 3 = 0
       FROM generate_series(0, $3 - 1) AS i`,
      [SEED_MESSAGE, new Date(SEED_START).toISOString(), count],
    );
    await client.query('VACUUM ANALYZE contact_submissions');
  });
  return {
    env: { DATABASE_URL: url },
    subjects: (prefix) =>
      withClient(url, async (client) => {
        const mine = await client.query<{ subject: string }>('SELECT subject FROM contact_submissions WHERE starts_with(subject, $1)', [
          prefix,
        ]);
        const seeded = await client.query<{ n: string }>(
          "SELECT count(*) AS n FROM contact_submissions WHERE subject LIKE 'Seeded question %'",
        );
        return { subjects: mine.rows.map((r) => r.subject), seeded: Number(seeded.rows[0]!.n) };
      }),
    async remove() {
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE ${pg.escapeIdentifier(new URL(url).pathname.slice(1))}`));
    },
  };
}
