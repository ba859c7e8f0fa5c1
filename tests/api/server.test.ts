/**
 * The real server process on 127.0.0.1 with a temporary DATA_FILE: concurrency,
 * restarts, a crash mid-stream, a damaged data file, the generated password,
 * stopping on SIGTERM without losing a message, a data folder that goes away,
 * and what of a build it serves.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { basic, tempDir, validContact } from './helpers';
import { sourceEntry, spawnServer, startServer, stopServer, untilPrinted, type RunningServer } from '../../scripts/server-process';

const PASSWORD = 'process-test-password';
const running: RunningServer[] = [];

async function start(env: Record<string, string | undefined>, cwd?: string): Promise<RunningServer> {
  const server = await startServer({ ADMIN_PASSWORD: PASSWORD, SUBMISSION_RATE_LIMIT: '0', ...env }, sourceEntry, cwd);
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

/** What a node:http POST of a contact message answered, and when (Date.now()) the answer arrived. */
interface Answer {
  status: number;
  connection: string | undefined;
  sentAt: number;
  answeredAt: number;
}

/** POSTs a contact message with `subject` through `agent` (node:http, so each client's connection is its own). */
function postThrough(server: RunningServer, agent: Agent, subject: string): Promise<Answer> {
  const body = JSON.stringify({ ...validContact, subject });
  const sentAt = Date.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/api/contact`,
      { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, sentAt, answeredAt: Date.now() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Resolves with the exit code and the milliseconds from `since`; the test's timeout bounds the wait. */
async function exitOf(server: RunningServer, since: number): Promise<{ code: number | string; afterMs: number }> {
  const code = await server.exited;
  return { code, afterMs: Date.now() - since };
}

/**
 * A raw connection that has sent `head` (and nothing more, for now); `received` is what came back so far, and
 * `answered(text)` resolves once it holds `text`.
 */
async function partialRequest(
  server: RunningServer,
  head: string,
): Promise<{ socket: ReturnType<typeof connect>; received: () => string; answered: (text: string) => Promise<void> }> {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(head);
  const answered = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => received.includes(text) && (socket.off('data', check), resolve());
      socket.on('data', check);
      socket.once('close', () => (received.includes(text) ? resolve() : reject(new Error(`Closed without "${text}": ${received}`))));
      check();
    });
  return { socket, received: () => received, answered };
}

/** What a writer's count of acknowledged messages can be waited on for: `reached` resolves when `add` has been called `target` times. */
function countTo(target: number): { add: () => void; reached: Promise<void> } {
  let count = 0;
  let resolve = () => {};
  const reached = new Promise<void>((r) => (resolve = r));
  return { add: () => (count += 1) === target && resolve(), reached };
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
      const twoHundred = countTo(200);
      let sent = 0;
      let stopped = false;
      const deadline = Date.now() + 10_000;
      // Eight clients post one after another; bounded by count and time.
      const worker = async (w: number) => {
        while (!stopped && sent < 5_000 && Date.now() < deadline) {
          const subject = `stream-${w}-${sent++}`;
          try {
            if ((await post(server, subject)).status === 201) {
              acknowledged.push(subject);
              twoHundred.add();
            }
          } catch {
            return; // the server is gone
          }
        }
      };
      const workers = Array.from({ length: 8 }, (_, w) => worker(w));
      await Promise.race([twoHundred.reached, Promise.all(workers)]);
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

  it(
    'killed with SIGKILL during a burst of usage batches, keeps every acknowledged one in the day’s counts',
    { timeout: 60_000 },
    async () => {
      // A built site's names, as the pre-renderer writes them: its routes (one page) and its calculators (none needed).
      const cwd = tempDir();
      mkdirSync(join(cwd, 'dist/pages'), { recursive: true });
      mkdirSync(join(cwd, 'dist/client'));
      writeFileSync(join(cwd, 'dist/pages/routes.json'), JSON.stringify({ '/': 'index.html' }));
      writeFileSync(join(cwd, 'dist/pages/index.html'), '<!doctype html><title>Home</title>');
      writeFileSync(join(cwd, 'dist/pages/404.html'), '<!doctype html><title>Not found</title>');
      writeFileSync(join(cwd, 'dist/pages/usage-vocabulary.json'), JSON.stringify({ calculators: {}, plans: [] }));
      const dataFile = join(cwd, 'db.json');
      const server = await start({ DATA_FILE: dataFile, EVENTS_RATE_LIMIT: '0' }, cwd);
      const batch = JSON.stringify({
        events: [
          { type: 'view', path: '/' },
          { type: 'view', path: '/' },
        ],
      });
      let acknowledged = 0;
      const twoHundred = countTo(200);
      let sent = 0;
      let stopped = false;
      const deadline = Date.now() + 10_000;
      // Eight pages send one batch after another; bounded by count and time.
      const worker = async () => {
        while (!stopped && sent < 5_000 && Date.now() < deadline) {
          sent += 1;
          try {
            const answer = await fetch(`${server.url}/api/events`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: batch,
            });
            if (answer.status === 204) {
              acknowledged += 1;
              twoHundred.add();
            }
          } catch {
            return; // the server is gone
          }
        }
      };
      const workers = Array.from({ length: 8 }, worker);
      await Promise.race([twoHundred.reached, Promise.all(workers)]);
      server.process.kill('SIGKILL');
      stopped = true;
      await Promise.all(workers);
      expect(await server.exited).toBe('SIGKILL');
      expect(acknowledged).toBeGreaterThanOrEqual(200);
      const usage = (JSON.parse(readFileSync(dataFile, 'utf8')) as { usage: Record<string, [string, string, string, number][]> }).usage;
      const views = Object.values(usage)
        .flat()
        .filter(([event, , detail]) => event === 'view' && detail === '/')
        .reduce((n, [, , , count]) => n + count, 0);
      // Each batch counts two views; an acknowledged batch is on disk, one sent but not yet answered may be too.
      expect(views).toBeGreaterThanOrEqual(2 * acknowledged);
      expect(views).toBeLessThanOrEqual(2 * sent);
      expect(views % 2).toBe(0);
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
      // One line, written at once: once any of it is in, all of it is.
      await untilPrinted(server, 'the admin password for this run is: ');
      const printedPasswords = () => [...server.output().matchAll(/the admin password for this run is: (\S+)/g)].map((m) => m[1]!);
      const generated = printedPasswords()[0]!;
      expect(generated.length).toBeGreaterThanOrEqual(20);
      const admin = (password: string) =>
        fetch(`${server.url}/api/admin/calculator-requests`, { headers: { Authorization: basic(password) } });
      expect((await admin(generated)).status).toBe(200);
      expect((await admin('')).status).toBe(401);
      expect((await admin(PASSWORD)).status).toBe(401);
      // Everything it printed, read once it has stopped: the password is in it once.
      await stopServer(server);
      expect(printedPasswords()).toEqual([generated]);
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
      // Everything it printed, read once it has stopped.
      await stopServer(server);
      expect(server.output()).toMatch(/Stopped\.\n/);
      expect(server.output()).not.toMatch(/918273|564738/);
    },
  );

  it(
    'on SIGTERM amid 8 keep-alive clients posting, answers what it began with Connection: close, keeps every acknowledged message, and exits 0 within 10 s',
    { timeout: 30_000 },
    async () => {
      const dataFile = join(tempDir(), 'db.json');
      const server = await start({ DATA_FILE: dataFile });
      const acknowledged: string[] = [];
      const hundred = countTo(100);
      const answers: { client: number; answer: Answer }[] = [];
      let sent = 0;
      let stopAt = Date.now() + 20_000;
      // Eight clients, each on its own keep-alive connection, post one after another until the server is gone; bounded by count and time.
      const client = async (c: number) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        try {
          while (sent < 20_000 && Date.now() < stopAt) {
            const subject = `graceful-${c}-${sent++}`;
            const answer = await postThrough(server, agent, subject).catch(() => undefined);
            if (!answer) return; // the server closed the connection or no longer listens
            answers.push({ client: c, answer });
            if (answer.status === 201) {
              acknowledged.push(subject);
              hundred.add();
            }
          }
        } finally {
          agent.destroy();
        }
      };
      const clients = Array.from({ length: 8 }, (_, c) => client(c));
      await Promise.race([hundred.reached, Promise.all(clients)]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(100);

      // One more client is mid-request when the signal comes: its head is in (the server's "100 Continue" says it has
      // read it), its body half sent.
      const body = JSON.stringify({ ...validContact, subject: 'graceful-mid-request' });
      const half = body.length >> 1;
      const midRequest = await partialRequest(
        server,
        `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n${body.slice(0, half)}`,
      );
      await midRequest.answered('HTTP/1.1 100 Continue\r\n\r\n');

      const signalAt = Date.now();
      server.process.kill('SIGTERM');
      const loggedAt = await untilPrinted(server, 'SIGTERM received');
      const midRequestClosed = new Promise<void>((resolve) => midRequest.socket.once('close', () => resolve()));
      midRequest.socket.write(body.slice(half));
      await midRequestClosed;
      const midRequestAnsweredAt = Date.now();

      const { code, afterMs } = await exitOf(server, signalAt);
      stopAt = 0;
      await Promise.all(clients);
      expect(code).toBe(0);
      expect(afterMs).toBeLessThan(10_000);
      expect(server.output()).toMatch(/Stopped\.\n/);

      expect(midRequest.received()).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 Created\r\n/);
      expect(midRequest.received()).toMatch(/\r\nConnection: close\r\n/i);
      acknowledged.push('graceful-mid-request');

      const stored = new Set(storedSubjects(dataFile));
      expect(acknowledged.filter((subject) => !stored.has(subject))).toEqual([]);
      const lastAcknowledged = Math.max(
        midRequestAnsweredAt,
        ...answers.filter((a) => a.answer.status === 201).map((a) => a.answer.answeredAt),
      );
      expect(lastAcknowledged - signalAt).toBeLessThan(1_000);
      // Every answer that came after the server had taken the signal says Connection: close (the requests it had begun) ...
      expect(answers.filter((a) => a.answer.answeredAt > loggedAt && a.answer.connection !== 'close')).toEqual([]);
      // ... and a request sent after it is answered (if at all) with Connection: close too, and only one per connection.
      const late = answers.filter((a) => a.answer.sentAt > loggedAt);
      expect(late.filter((a) => a.answer.connection !== 'close')).toEqual([]);
      for (let c = 0; c < 8; c += 1) expect(late.filter((a) => a.client === c).length).toBeLessThanOrEqual(1);
    },
  );

  it(
    'is not kept from exiting by clients that sent half a request head, or a head and part of a body, and stopped',
    { timeout: 30_000 },
    async () => {
      const server = await start({ DATA_FILE: join(tempDir(), 'db.json') });
      // The server takes connections in the order they came: an answer on a later one says it holds the earlier ones.
      const halfHead = await partialRequest(server, 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Le');
      const halfBody = await partialRequest(
        server,
        'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n{',
      );
      const notJson = await partialRequest(server, 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{');
      await Promise.all([halfBody.answered('HTTP/1.1 100 Continue'), notJson.answered('HTTP/1.1 415 ')]);
      const stalled = [halfHead, halfBody, notJson];
      const signalAt = Date.now();
      server.process.kill('SIGTERM');
      const { code, afterMs } = await exitOf(server, signalAt);
      for (const { socket } of stalled) socket.destroy();
      expect(code).toBe(0);
      expect(afterMs).toBeLessThan(10_000);
      // The first is answered 415 without its body, and the server's drain limit closes it; the other two wait for the deadline.
      expect(afterMs).toBeGreaterThan(7_500);
      expect(server.output()).toContain('Stopped; 2 connection(s) not finished by the deadline were cut.');
    },
  );

  it(
    'answers health and POSTs with 503 and Retry-After while its data folder is gone, logs that without a flood, and recovers when it is back',
    { timeout: 30_000 },
    async () => {
      const root = tempDir();
      const folder = join(root, 'data');
      const dataFile = join(folder, 'db.json');
      const server = await start({ DATA_FILE: dataFile });
      const health = () => fetch(`${server.url}/api/health`);
      // The health answer is kept for a second; poll past it, bounded by count and time (time itself: the cache's age).
      const healthBecomes = async (status: number) => {
        const deadline = Date.now() + 5_000;
        for (let i = 0; i < 100 && Date.now() < deadline; i += 1) {
          const answer = await health();
          if (answer.status === status) return answer;
          // Time itself: the answer is kept for a second, so it is asked again at a steady pace.
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error(`/api/health did not answer ${status} within 5 s`);
      };
      expect((await health()).status).toBe(200);
      expect((await post(server, 'before')).status).toBe(201);

      // Root ignores permissions, so the folder is replaced by a plain file: every write there fails.
      renameSync(folder, join(root, 'away'));
      writeFileSync(folder, 'not a folder');
      const broken = await healthBecomes(503);
      expect(broken.headers.get('retry-after')).toBe('30');
      expect(broken.headers.get('cache-control')).toBe('no-store');
      expect(await broken.json()).toEqual({ success: false, message: 'The server cannot store submissions right now.' });
      const refused = await Promise.all(Array.from({ length: 20 }, (_, i) => post(server, `while-gone-${i}`)));
      for (const answer of refused) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('30');
        expect(await answer.json()).toEqual({ success: false, message: 'We could not save this just now. Please try again in a minute.' });
      }

      rmSync(folder);
      renameSync(join(root, 'away'), folder);
      await healthBecomes(200);
      expect((await post(server, 'after')).status).toBe(201);
      await stopServer(server);
      expect(storedSubjects(dataFile)).toEqual(['before', 'after']);
      // Everything it printed, read once it has stopped: the 21 failures within 10 s make one line (or two, where the
      // health check's came first), and no stack.
      const lines = server.output().match(/^Store unavailable: .*$/gm) ?? [];
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(2);
      expect(server.output()).not.toMatch(/^\s+at /m);
    },
  );

  it('serves a build without its metadata: /.vite/manifest.json is a 404', { timeout: 30_000 }, async () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'dist', 'client', '.vite'), { recursive: true });
    mkdirSync(join(cwd, 'dist', 'pages'), { recursive: true });
    writeFileSync(join(cwd, 'dist', 'client', '.vite', 'manifest.json'), '{"secret": "build metadata"}');
    writeFileSync(join(cwd, 'dist', 'client', 'robots.txt'), 'User-agent: *');
    writeFileSync(join(cwd, 'dist', 'pages', 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(cwd, 'dist', 'pages', '404.html'), '<h1>Page Not Found</h1>');
    writeFileSync(join(cwd, 'dist', 'pages', 'routes.json'), JSON.stringify({ '/': 'index.html' }));
    const server = await start({ DATA_FILE: join(cwd, 'db.json') }, cwd);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toBe('User-agent: *');
    for (const path of ['/.vite/manifest.json', '/.vite/', '/.vite']) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('build metadata');
    }
  });
});
