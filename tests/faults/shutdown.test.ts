/**
 * SIGTERM to the real server on each store, with every kind of client at
 * once (issue 31): an idle keep-alive connection (closed at once), a client
 * that sent half a request and stalled (cut at the 8 s deadline), and
 * messages in flight (each answered, and each answered 201 stored). The
 * process exits 0 within its 9.5 s limit, and the server started again
 * holds every message exactly once.
 */
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHUTDOWN_DEADLINE_MS } from '../../api/shutdown';
import { sourceEntry, startServer, stopServer, type RunningServer } from '../../scripts/server-process';
import { tempDir } from '../api/helpers';
import { freshDatabaseUrl } from '../api/postgres';
import { Ledger, summary } from './ledger';

const PASSWORD = 'fault-suite-password';

/** An idle keep-alive connection: one request answered, the socket kept; resolves with a promise of when it closed. */
async function idleKeepAlive(url: string): Promise<{ closed: Promise<number> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: '/api/health', agent }, (res) => {
      res.resume();
      res.on('end', () => {
        const socket = req.socket!;
        // In an object: a promise resolved with a promise would wait for it.
        resolve({ closed: new Promise((closed) => socket.once('close', () => closed(performance.now()))) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A client that sends the head of a POST and half its body, then nothing; resolves with when the server cut it. */
function stalledClient(url: string): Promise<number> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  socket.resume();
  socket.write('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":"Sta');
  return new Promise((resolve) => socket.once('close', () => resolve(performance.now())));
}

// The two stores at once: most of each test is waiting for the 8 s deadline.
describe.concurrent.each([
  ['the JSON file', async () => ({ DATA_FILE: join(tempDir(), 'db.json') })],
  ['PostgreSQL', async () => ({ DATABASE_URL: await freshDatabaseUrl() })],
])('SIGTERM to the server on %s', (_, storeEnv) => {
  it(
    'closes idle keep-alive connections at once, answers the messages in flight, cuts a stalled client at the deadline, exits 0, and loses nothing',
    { timeout: 60_000 },
    async () => {
      const env = { ...(await storeEnv()), ADMIN_PASSWORD: PASSWORD, SUBMISSION_RATE_LIMIT: '0' };
      let server: RunningServer = await startServer(env, sourceEntry);
      const ledger = new Ledger(() => server.url, PASSWORD);
      for (let i = 0; i < 5; i += 1) expect((await ledger.send('before the signal')).status).toBe(201);
      const idle = await idleKeepAlive(server.url);
      const stalledCut = stalledClient(server.url);
      const sending = Array.from({ length: 20 }, () => ledger.send('in flight'));
      const inFlight = Promise.all(sending);
      // Once the first is answered, the server is taking the others.
      await Promise.race(sending);
      const signalled = performance.now();
      server.process.kill('SIGTERM');
      const [answers, idleAt, stalledAt, code] = await Promise.all([inFlight, idle.closed, stalledCut, server.exited]);
      const exitedAt = performance.now();
      console.log(
        `SIGTERM: messages in flight ${summary(answers).join(', ')}; the idle keep-alive connection closed after ${Math.round(idleAt - signalled)} ms, ` +
          `the stalled client cut after ${Math.round(stalledAt - signalled)} ms; exit ${code} after ${Math.round(exitedAt - signalled)} ms.`,
      );
      expect(code).toBe(0);
      expect(idleAt - signalled).toBeLessThan(1_000);
      // Cut at the deadline, not before: a slow client on a bad line gets its 8 s.
      expect(stalledAt - signalled).toBeGreaterThanOrEqual(SHUTDOWN_DEADLINE_MS - 250);
      expect(exitedAt - signalled).toBeLessThan(9_500 + 1_000);
      // Each message sent was answered 201, or, not yet on a connection the server had taken, refused as it closed (the client retries).
      expect(answers.every((o) => o.status === 201 || o.status === 0)).toBe(true);
      server = await startServer(env, sourceEntry);
      try {
        await ledger.retryUnacknowledged();
        await ledger.expectEachStoredOnce();
      } finally {
        await stopServer(server);
      }
    },
  );
});
