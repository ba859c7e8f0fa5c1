/**
 * Many processes, one database: two real server processes on one throwaway
 * PostgreSQL database take 1,000 submissions, 500 concurrent, between them;
 * one is killed with SIGKILL mid-load. Every acknowledged submission is stored
 * exactly once, and a client that retries its unanswered posts on the other
 * process with the same Idempotency-Key gets all 1,000 stored, none twice.
 * The failed-login limit holds between the processes as in one: of fifty
 * wrong passwords sent at once to both, ten are checked (issue 51, item 1),
 * each process naming the client alike (item 7).
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, stopServer, type RunningServer } from '../../scripts/server-process';
import { basic, validContact } from './helpers';
import { freshDatabaseUrl } from './postgres';

const running: RunningServer[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map(stopServer));
});

async function start(databaseUrl: string): Promise<RunningServer> {
  const server = await startServer({ DATABASE_URL: databaseUrl, ADMIN_PASSWORD: 'scale-out', SUBMISSION_RATE_LIMIT: '0' });
  running.push(server);
  return server;
}

/** POSTs one contact message; true when acknowledged (201), false when the answer never came. */
async function post(server: RunningServer, subject: string): Promise<boolean> {
  try {
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `key-${subject}` },
      body: JSON.stringify({ ...validContact, subject }),
      signal: AbortSignal.timeout(15_000),
    });
    return response.status === 201;
  } catch {
    return false;
  }
}

async function storedSubjects(databaseUrl: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string; copies: string }>(
      'SELECT subject, count(*) AS copies FROM contact_submissions GROUP BY subject',
    );
    return new Map(rows.map((r) => [r.subject, Number(r.copies)]));
  } finally {
    await client.end();
  }
}

describe('two server processes on one PostgreSQL database', () => {
  it('lose no acknowledged submission and store none twice when one is killed with SIGKILL mid-load', { timeout: 90_000 }, async () => {
    const databaseUrl = await freshDatabaseUrl();
    const [a, b] = [await start(databaseUrl), await start(databaseUrl)];
    // 1,000 submissions, 500 in flight at every moment (250 on each process): A still has a queue when it is killed,
    // where 500 sent in one burst could all be answered before the kill lands (seen once in CI).
    const subjects = Array.from({ length: 1000 }, (_, i) => `scale-out-${i}`);
    const acknowledged = new Set<string>();
    let acknowledgedByA = 0;
    const unanswered: string[] = [];

    let killed!: () => void;
    const killedA = new Promise<void>((resolve) => (killed = resolve));
    const queues = [subjects.filter((_, i) => i % 2 === 0), subjects.filter((_, i) => i % 2 === 1)];
    const worker = async (server: RunningServer, queue: string[]) => {
      for (let subject = queue.shift(); subject !== undefined; subject = queue.shift()) {
        if (await post(server, subject)) {
          acknowledged.add(subject);
          if (server === a && (acknowledgedByA += 1) === 25) {
            a.process.kill('SIGKILL');
            killed();
          }
        } else unanswered.push(subject);
      }
    };
    await Promise.all([
      ...Array.from({ length: 250 }, () => worker(a, queues[0]!)),
      ...Array.from({ length: 250 }, () => worker(b, queues[1]!)),
    ]);
    await killedA;
    expect(await a.exited).toBe('SIGKILL');
    // The kill came mid-load: A answered some of its 500, not all.
    expect(acknowledgedByA).toBeGreaterThanOrEqual(25);
    expect(acknowledgedByA).toBeLessThan(500);
    expect(unanswered.length).toBeGreaterThan(0);

    let stored = await storedSubjects(databaseUrl);
    expect([...acknowledged].filter((s) => stored.get(s) !== 1)).toEqual([]);
    expect([...stored.values()].filter((copies) => copies !== 1)).toEqual([]);

    // The clients retry what went unanswered on B with the same keys: whatever A committed before dying is not stored again.
    const retried = await Promise.all(unanswered.map((subject) => post(b, subject)));
    expect(retried.every(Boolean)).toBe(true);
    stored = await storedSubjects(databaseUrl);
    expect(stored.size).toBe(1000);
    expect([...stored.values()].every((copies) => copies === 1)).toBe(true);
  });

  it('check ten of fifty wrong passwords sent at once, 25 to each: ten answers 401, forty 429', { timeout: 90_000 }, async () => {
    const databaseUrl = await freshDatabaseUrl();
    const servers = [await start(databaseUrl), await start(databaseUrl)];
    const login = async (server: RunningServer, password: string) =>
      (await fetch(`${server.url}/api/admin/counts`, { headers: { Authorization: basic(password) } })).status;
    const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => login(servers[i % 2]!, 'not the password')));
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    // The client has used up its failures on both processes: the right password is refused on each.
    expect(await Promise.all(servers.map((server) => login(server, 'scale-out')))).toEqual([429, 429]);
  });
});
