/**
 * The real server process on 127.0.0.1 with a temporary DATA_FILE: concurrency,
 * restarts, a crash mid-stream, a damaged data file, the generated password.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { basic, tempDir, validContact } from './helpers';
import { spawnServer, startServer, stopServer, type RunningServer } from '../../scripts/server-process';

const PASSWORD = 'process-test-password';
const running: RunningServer[] = [];

async function start(env: Record<string, string | undefined>): Promise<RunningServer> {
  const server = await startServer({ ADMIN_PASSWORD: PASSWORD, SUBMISSION_RATE_LIMIT: '0', ...env });
  running.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map(stopServer));
});

function post(server: RunningServer, subject: string): Promise<Response> {
  return fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validContact, subject }),
  });
}

function storedSubjects(file: string): string[] {
  return (JSON.parse(readFileSync(file, 'utf8')).contactSubmissions as { subject: string }[]).map((r) => r.subject);
}

describe('the server process', () => {
  it('stores 500 concurrent POSTs exactly once each, and they survive a restart', { timeout: 60_000 }, async () => {
    const dataFile = join(tempDir(), 'db.json');
    const server = await start({ DATA_FILE: dataFile });
    const subjects = Array.from({ length: 500 }, (_, i) => `concurrent-${i}`);
    const statuses = await Promise.all(subjects.map(async (s) => (await post(server, s)).status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(500);
    expect(storedSubjects(dataFile).sort()).toEqual([...subjects].sort());

    await stopServer(server);
    const again = await start({ DATA_FILE: dataFile });
    const listed = (await (
      await fetch(`${again.url}/api/admin/contact-submissions?limit=500`, { headers: { Authorization: basic(PASSWORD) } })
    ).json()) as { subject: string }[];
    expect(listed).toHaveLength(500);
    expect(new Set(listed.map((r) => r.subject))).toEqual(new Set(subjects));
  });

  it(
    'killed with SIGKILL during a stream of POSTs, leaves a file that parses and holds every acknowledged one',
    { timeout: 60_000 },
    async () => {
      const dataFile = join(tempDir(), 'db.json');
      const server = await start({ DATA_FILE: dataFile });
      const acknowledged: string[] = [];
      let sent = 0;
      let stopped = false;
      const deadline = Date.now() + 10_000;
      // Eight clients post one after another; bounded by count and time.
      const worker = async (w: number) => {
        while (!stopped && sent < 5_000 && Date.now() < deadline) {
          const subject = `stream-${w}-${sent++}`;
          try {
            if ((await post(server, subject)).status === 201) acknowledged.push(subject);
          } catch {
            return; // the server is gone
          }
        }
      };
      const workers = Array.from({ length: 8 }, (_, w) => worker(w));
      while (acknowledged.length < 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      server.process.kill('SIGKILL');
      stopped = true;
      await Promise.all(workers);
      expect(await server.exited).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(200);

      const stored = new Set(storedSubjects(dataFile));
      expect(acknowledged.filter((s) => !stored.has(s))).toEqual([]);
      expect(stored.size).toBe(storedSubjects(dataFile).length);
    },
  );

  it('refuses to start on a data file that does not parse, says which and why, and leaves it untouched', { timeout: 30_000 }, async () => {
    const dataFile = join(tempDir(), 'db.json');
    const damaged = '{"contactSubmissions": [{"id": "1", "name": "Ada"';
    writeFileSync(dataFile, damaged);
    const { server, started } = spawnServer({ ADMIN_PASSWORD: PASSWORD, DATA_FILE: dataFile });
    await expect(started).rejects.toThrow(/exited \(1\)/);
    expect(server.output()).toContain(`The data file ${dataFile} cannot be read as JSON`);
    expect(server.output()).toContain('It has been left untouched');
    expect(readFileSync(dataFile, 'utf8')).toBe(damaged);
  });

  it(
    'without ADMIN_PASSWORD, prints a generated password once, and only that password opens the admin API',
    { timeout: 30_000 },
    async () => {
      const server = await start({ ADMIN_PASSWORD: undefined, DATA_FILE: join(tempDir(), 'db.json') });
      await new Promise((r) => setTimeout(r, 100));
      const matches = [...server.output().matchAll(/the admin password for this run is: (\S+)/g)];
      expect(matches).toHaveLength(1);
      const generated = matches[0]![1]!;
      expect(generated.length).toBeGreaterThanOrEqual(20);
      const admin = (password: string) =>
        fetch(`${server.url}/api/admin/calculator-requests`, { headers: { Authorization: basic(password) } });
      expect((await admin(generated)).status).toBe(200);
      expect((await admin('')).status).toBe(401);
      expect((await admin(PASSWORD)).status).toBe(401);
    },
  );

  it(
    'records no query string it is asked for: a shared calculation stays between the visitor and the people they send it to',
    { timeout: 30_000 },
    async () => {
      const server = await start({ DATA_FILE: join(tempDir(), 'db.json') });
      for (const path of ['/calculators/roi?investment=918273&returns=564738', '/api/health?investment=918273', '/nope?returns=564738']) {
        expect((await fetch(`${server.url}${path}`)).status).toBeLessThan(500);
      }
      await new Promise((r) => setTimeout(r, 100));
      expect(server.output()).not.toMatch(/918273|564738/);
    },
  );
});
