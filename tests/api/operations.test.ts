/**
 * Operations in-process: the health check follows the store's writability,
 * a write the store cannot take is answered 503 with Retry-After and logged
 * once per reason, and a graceful shutdown of a real Node server on
 * 127.0.0.1 finishes what it began, cuts what stalls, closes the store and
 * only then exits.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApp } from '../../api/app';
import { HEALTH_CACHE_MS, HEALTH_CHECK_TIMEOUT_MS } from '../../api/health';
import { gracefulShutdown } from '../../api/shutdown';
import { STORE_LOG_INTERVAL_MS } from '../../api/store-unavailable';
import { StoreUnavailableError, type SubmissionStore } from '../../api/store/submission-store';
import type { ContactSubmission } from '../../contract/records';
import { ADMIN_PASSWORD, basic, json, validContact } from './helpers';

const storeUnavailable = 'We could not save this just now. Please try again in a minute.';

/** A store in memory whose writes and checks fail with `broken` while it is set. */
function fakeStore() {
  const contacts: ContactSubmission[] = [];
  const state = { broken: undefined as string | undefined, checks: 0, hang: false };
  const failIfBroken = () => {
    if (state.broken) throw new StoreUnavailableError(state.broken);
  };
  const store: SubmissionStore = {
    async addContactSubmission(input) {
      failIfBroken();
      const record = { id: randomUUID(), ...input, createdAt: new Date().toISOString(), isRead: false };
      contacts.push(record);
      return { replayed: false, record };
    },
    async addCalculatorRequest(input) {
      failIfBroken();
      return { replayed: false, record: { id: randomUUID(), ...input, createdAt: new Date().toISOString(), isProcessed: false } };
    },
    async listContactSubmissions() {
      return { items: [...contacts].reverse(), total: contacts.length };
    },
    async listCalculatorRequests() {
      return { items: [], total: 0 };
    },
    async counts() {
      return { contactSubmissions: { total: contacts.length, unread: 0 }, calculatorRequests: { total: 0, unprocessed: 0 } };
    },
    async setContactSubmissionRead(id, isRead) {
      failIfBroken();
      const record = contacts.find((r) => r.id === id);
      if (record) record.isRead = isRead;
      return record;
    },
    async setCalculatorRequestProcessed() {
      failIfBroken();
      return undefined;
    },
    async deleteContactSubmission() {
      failIfBroken();
      return false;
    },
    async deleteCalculatorRequest() {
      failIfBroken();
      return false;
    },
    async addDraft(input) {
      failIfBroken();
      return { id: randomUUID(), ...input, savedAt: new Date().toISOString(), bytes: input.json.length };
    },
    async listDrafts() {
      return [];
    },
    async getDraft() {
      return undefined;
    },
    async deleteDraft() {
      failIfBroken();
      return false;
    },
    async addUsage() {
      failIfBroken();
    },
    async usage() {
      return [];
    },
    async usageTotals() {
      return { totals: [], days: [] };
    },
    checkWritable() {
      state.checks += 1;
      if (state.hang) return new Promise<void>(() => {});
      return state.broken ? Promise.reject(new StoreUnavailableError(state.broken)) : Promise.resolve();
    },
    async close() {},
  };
  return { store, state, contacts };
}

function appOver(store: SubmissionStore) {
  return createApp({
    adminPassword: ADMIN_PASSWORD,
    store,
    rateLimits: { submissions: 0, loginFailures: 0, events: 0, windowMs: 60_000, trustProxy: false },
  });
}

describe('the health check and a store that cannot write', () => {
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it('answers 200 while the store can write, 503 once it cannot, and 200 again when it recovers', async () => {
    const { store, state } = fakeStore();
    const app = appOver(store);
    const healthy = await app.request('/api/health');
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({ success: true });
    expect(healthy.headers.get('cache-control')).toBe('no-store');

    state.broken = 'ENOSPC: no space left on device';
    later(HEALTH_CACHE_MS);
    const broken = await app.request('/api/health');
    expect(broken.status).toBe(503);
    expect(await broken.json()).toEqual({ success: false, message: 'The server cannot store submissions right now.' });
    expect(broken.headers.get('retry-after')).toBe('30');
    expect(broken.headers.get('cache-control')).toBe('no-store');
    expect(errors.mock.calls.map((call) => call[0])).toEqual(['Store unavailable: ENOSPC: no space left on device']);

    state.broken = undefined;
    later(HEALTH_CACHE_MS);
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('checks the store at most once per second however often it is polled, and runs one check for requests that arrive together', async () => {
    const { store, state } = fakeStore();
    const app = appOver(store);
    const together = await Promise.all(Array.from({ length: 20 }, async () => app.request('/api/health')));
    expect(together.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(state.checks).toBe(1);
    for (let i = 0; i < 50; i += 1) {
      later(HEALTH_CACHE_MS / 50 - 1);
      await app.request('/api/health');
    }
    expect(state.checks).toBe(1);
    later(50);
    await app.request('/api/health');
    expect(state.checks).toBe(2);
  });

  it('reports 503 at once after a write fails, though the last check passed a moment ago', async () => {
    const { store, state } = fakeStore();
    const app = appOver(store);
    expect((await app.request('/api/health')).status).toBe(200);
    state.broken = 'EROFS: read-only file system';
    expect((await app.request('/api/contact', json(validContact))).status).toBe(503);
    expect((await app.request('/api/health')).status).toBe(503);
  });

  it('counts a check that does not answer within its timeout as failed', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { store, state } = fakeStore();
    state.hang = true;
    const answer = appOver(store).request('/api/health');
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_TIMEOUT_MS);
    expect((await answer).status).toBe(503);
    expect(errors.mock.calls[0]?.[0]).toBe(`Store unavailable: the store did not answer a check within ${HEALTH_CHECK_TIMEOUT_MS} ms`);
  });

  it('answers a POST it cannot store with 503, Retry-After and the message, and logs one line for many, without a stack', async () => {
    const { store, state, contacts } = fakeStore();
    const app = appOver(store);
    state.broken = 'ENOTDIR: not a directory, open data/.db.json.tmp';
    const answers = await Promise.all(Array.from({ length: 50 }, async () => app.request('/api/contact', json(validContact))));
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(await answer.json()).toEqual({ success: false, message: storeUnavailable });
    }
    expect(contacts).toHaveLength(0);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]).toEqual(['Store unavailable: ENOTDIR: not a directory, open data/.db.json.tmp']);

    later(STORE_LOG_INTERVAL_MS);
    expect((await app.request('/api/calculator-request', json({ name: 'N', description: 'D' }))).status).toBe(503);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls[1]).toEqual([
      'Store unavailable: ENOTDIR: not a directory, open data/.db.json.tmp (49 more like it since the last line)',
    ]);

    state.broken = 'ENOSPC: no space left on device';
    expect((await app.request('/api/contact', json(validContact))).status).toBe(503);
    expect(errors.mock.calls[2]).toEqual(['Store unavailable: ENOSPC: no space left on device']);
  });

  it('answers admin changes the store cannot make with 503 too', async () => {
    const { store, state } = fakeStore();
    const app = appOver(store);
    const added = await store.addContactSubmission(validContact);
    const id = added.replayed ? added.id : added.record.id;
    state.broken = 'EIO: i/o error';
    const auth = { Authorization: basic(ADMIN_PASSWORD) };
    const patched = await app.request(`/api/admin/contact-submissions/${id}`, json({ isRead: true }, 'PATCH', auth));
    expect(patched.status).toBe(503);
    expect(patched.headers.get('retry-after')).toBe('30');
    expect(await patched.json()).toEqual({ success: false, message: storeUnavailable });
    const deleted = await app.request(`/api/admin/contact-submissions/${id}`, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBe(503);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('still answers any other fault with a 500 and one console.error each', async () => {
    const { store } = fakeStore();
    const app = appOver({ ...store, addContactSubmission: () => Promise.reject(new Error('disk on fire')) });
    for (let i = 0; i < 3; i += 1) expect((await app.request('/api/contact', json(validContact))).status).toBe(500);
    expect(errors).toHaveBeenCalledTimes(3);
  });
});

/** A server on 127.0.0.1 whose /slow answers when `release` is called, with a shutdown whose exit is recorded. */
async function serverUnderShutdown(options: { deadlineMs: number; closeStore?: () => Promise<void> }) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let slowArrived = () => {};
  const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
  const app = new Hono();
  app.get('/fast', (c) => c.text('fast'));
  app.get('/slow', async (c) => {
    slowArrived();
    await released;
    return c.text('slow');
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const events: string[] = [];
  let exit = (_code: number) => {};
  const exited = new Promise<number>((resolve) => (exit = resolve));
  const shutdown = gracefulShutdown({
    server,
    store: { close: options.closeStore ?? (async () => void events.push('store closed')) },
    log: (line) => events.push(line),
    exit: (code) => {
      events.push(`exit ${code}`);
      exit(code);
    },
    deadlineMs: options.deadlineMs,
    exitDeadlineMs: options.deadlineMs + 2_000,
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Resolves once the server has read the first bytes of its next connection.
  const read = () => new Promise<void>((resolve) => server.once('connection', (socket: Socket) => socket.once('data', () => resolve())));
  return { server, url, events, exited, release, arrived, read, shutdown: (name: string) => void shutdown(name) };
}

describe('the graceful shutdown', () => {
  it(
    'finishes the request in flight with Connection: close, refuses new connections, closes the store, then exits 0',
    { timeout: 10_000 },
    async () => {
      const s = await serverUnderShutdown({ deadlineMs: 5_000 });
      const slow = fetch(`${s.url}/slow`);
      await s.arrived;
      const started = Date.now();
      s.shutdown('SIGTERM');
      await expect(fetch(`${s.url}/fast`)).rejects.toThrow();
      s.release();
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(answer.headers.get('connection')).toBe('close');
      expect(await answer.text()).toBe('slow');
      expect(await s.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(s.events[0]).toMatch(/^SIGTERM received: not accepting connections; finishing 1 request\(s\) in flight/);
      expect(s.events.slice(1)).toEqual(['store closed', 'Stopped.', 'exit 0']);
    },
  );

  it('cuts a client that sent half a request and stopped, at the deadline, and still exits 0', { timeout: 10_000 }, async () => {
    const s = await serverUnderShutdown({ deadlineMs: 300 });
    const { port } = s.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Read what the server sends, else the socket never sees its end: its answer (a 404, sent before the body it
    // announced has come) leaves a connection that is neither idle nor in flight.
    const answered = new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.write('POST /fast HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{');
    const cut = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    await answered;
    const started = Date.now();
    s.shutdown('SIGINT');
    expect(await s.exited).toBe(0);
    await cut;
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(s.events.slice(1)).toEqual(['store closed', 'Stopped; 1 connection(s) not finished by the deadline were cut.', 'exit 0']);
  });

  it('closes idle keep-alive connections at once, and exits only after the store has closed', { timeout: 10_000 }, async () => {
    let finishClose = () => {};
    let closing = () => {};
    const storeClosing = new Promise<void>((resolve) => (closing = resolve));
    const s = await serverUnderShutdown({
      deadlineMs: 5_000,
      closeStore: () => {
        closing();
        return new Promise<void>((resolve) => (finishClose = resolve));
      },
    });
    const { port } = s.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    socket.write('GET /fast HTTP/1.1\r\nHost: x\r\n\r\n');
    let received = '';
    const answered = new Promise<void>((resolve) =>
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (received.includes('fast')) resolve();
      }),
    );
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await answered;
    expect(received).toMatch(/Connection: keep-alive/i);
    s.shutdown('SIGTERM');
    await closed;
    // The shutdown has come to the store, which has not closed yet: no exit until it has.
    await storeClosing;
    expect(s.events.some((e) => e.startsWith('exit'))).toBe(false);
    finishClose();
    expect(await s.exited).toBe(0);
  });

  it(
    'answers a request that completes after the signal with Connection: close, and closes that connection',
    { timeout: 10_000 },
    async () => {
      const s = await serverUnderShutdown({ deadlineMs: 5_000 });
      const { port } = s.server.address() as AddressInfo;
      const read = s.read();
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write('GET /fast HTTP/1.1\r\nHost: x\r\n');
      await read;
      s.shutdown('SIGTERM');
      socket.write('\r\n');
      await closed;
      expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(received).toMatch(/\r\nConnection: close\r\n/i);
      expect(received).toMatch(/\r\n\r\nfast$/);
      expect(await s.exited).toBe(0);
    },
  );

  it('runs once when the signal comes twice', { timeout: 10_000 }, async () => {
    const s = await serverUnderShutdown({ deadlineMs: 5_000 });
    s.shutdown('SIGTERM');
    s.shutdown('SIGINT');
    expect(await s.exited).toBe(0);
    expect(s.events.filter((e) => e.includes('received'))).toHaveLength(1);
  });
});
