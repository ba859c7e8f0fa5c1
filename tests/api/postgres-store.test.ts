/**
 * What only the PostgreSQL store has to show, on the run's throwaway server:
 * migrations at start (once, with processes starting together), shared
 * idempotency and rate limits between processes, and 503 when the database
 * cannot take writes. The promises both stores keep are in store-contract.ts.
 */
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../api/app';
import { defaultRateLimits } from '../../api/middleware/rate-limits';
import { migrations } from '../../api/store/postgres/migrations';
import { openPostgresStore } from '../../api/store/postgres-store';
import { StoreOpenError, StoreUnavailableError, type SubmissionStore } from '../../api/store/submission-store';
import { from, json, validContact, validRequest } from './helpers';
import { freshDatabaseUrl } from './postgres';

const opened: SubmissionStore[] = [];

async function open(url: string): Promise<SubmissionStore> {
  const store = await openPostgresStore(url, { poolSize: 4 });
  opened.push(store);
  return store;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

async function sql<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('the PostgreSQL store', () => {
  it('applies every migration exactly once when three processes start on a new database together', async () => {
    const url = await freshDatabaseUrl();
    await Promise.all([open(url), open(url), open(url)]);
    const applied = await sql<{ version: number }>(url, 'SELECT version FROM schema_migrations ORDER BY version');
    expect(applied.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
    await open(url); // a restart applies nothing and still opens
    expect(await sql(url, 'SELECT version FROM schema_migrations')).toHaveLength(migrations.length);
  });

  it('refuses a database migrated by a newer release, naming it, and leaves it as it was', async () => {
    const url = await freshDatabaseUrl();
    await open(url);
    await sql(url, "INSERT INTO schema_migrations (version, name) VALUES (999, 'from the future')");
    const refused = openPostgresStore(url);
    await expect(refused).rejects.toBeInstanceOf(StoreOpenError);
    await expect(refused).rejects.toThrow(/PostgreSQL database test_\w+ on 127\.0\.0\.1:\d+ could not be prepared: .*schema version 999/);
    expect(await sql(url, 'SELECT version FROM schema_migrations WHERE version = 999')).toHaveLength(1);
  });

  it('says which database cannot be reached, without its password', async () => {
    const closed = 'postgres://someone:secret-word@127.0.0.1:9/nowhere';
    const refused = openPostgresStore(closed, { connectTimeoutMs: 2000 });
    await expect(refused).rejects.toThrow(/^The PostgreSQL database nowhere on 127\.0\.0\.1:9 cannot be reached/);
    await expect(refused).rejects.not.toThrow(/secret-word/);
  });

  it('stores one record for one Idempotency-Key sent 20 times at once to two processes', async () => {
    const url = await freshDatabaseUrl();
    const [a, b] = [await open(url), await open(url)];
    const key = { key: 'retry-me-0001', fingerprint: 'same-body' };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).addContactSubmission(validContact, key)));
    const stored = answers.filter((answer) => !answer.replayed);
    expect(stored).toHaveLength(1);
    const id = stored[0]!.replayed ? '' : stored[0]!.record.id;
    expect(answers.filter((answer) => answer.replayed).map((answer) => (answer.replayed ? answer.id : ''))).toEqual(Array(19).fill(id));
    expect((await a.counts()).contactSubmissions.total).toBe(1);
  });

  it('counts the submission limit across processes: 3 allowed per client, the 4th is refused whichever process gets it', async () => {
    const url = await freshDatabaseUrl();
    const limits = { ...defaultRateLimits, submissions: 3 };
    const apps = [
      createApp({ adminPassword: 'pw', store: await open(url), rateLimits: limits }),
      createApp({ adminPassword: 'pw', store: await open(url), rateLimits: limits }),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await apps[i % 2]!.request('/api/calculator-request', json(validRequest), from('203.0.113.7'));
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another client is counted on its own.
    expect((await apps[0]!.request('/api/calculator-request', json(validRequest), from('203.0.113.8'))).status).toBe(201);
  });

  it('answers StoreUnavailableError when the database turns read-only, and works again when it is writable', async () => {
    const url = await freshDatabaseUrl();
    const store = await open(url);
    await store.checkWritable();
    const name = new URL(url).pathname.slice(1);
    const server = inject('postgresUrl');
    await sql(server, `ALTER DATABASE ${pg.escapeIdentifier(name)} SET default_transaction_read_only = on`);
    await sql(server, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    await expect(store.checkWritable()).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.addContactSubmission(validContact)).rejects.toBeInstanceOf(StoreUnavailableError);
    await sql(server, `ALTER DATABASE ${pg.escapeIdentifier(name)} SET default_transaction_read_only = off`);
    await sql(server, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    await expect(store.checkWritable()).resolves.toBeUndefined();
    const added = await store.addContactSubmission(validContact);
    expect(added.replayed).toBe(false);
  });

  it('keeps the totals exact through concurrent adds from two processes, deletes and flag changes', async () => {
    const url = await freshDatabaseUrl();
    const [a, b] = [await open(url), await open(url)];
    const added = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).addContactSubmission({ ...validContact, subject: `t${i}` })),
    );
    const ids = added.map((answer) => (answer.replayed ? '' : answer.record.id));
    await Promise.all(ids.slice(0, 30).map((id, i) => (i % 2 ? a : b).deleteContactSubmission(id)));
    await Promise.all(ids.slice(30, 70).map((id, i) => (i % 2 ? a : b).setContactSubmissionRead(id, true)));
    await a.setContactSubmissionRead(ids[30]!, true); // already read: no change
    await Promise.all(Array.from({ length: 5 }, () => b.addCalculatorRequest(validRequest)));
    const [counted] = await sql<{ total: string; unread: string }>(
      url,
      'SELECT count(*) AS total, count(*) FILTER (WHERE NOT is_read) AS unread FROM contact_submissions',
    );
    // 200 added, 30 deleted: 170; of those 40 marked read: 130 unread.
    expect(counted).toEqual({ total: '170', unread: '130' });
    expect(await a.counts()).toEqual({ contactSubmissions: { total: 170, unread: 130 }, calculatorRequests: { total: 5, unprocessed: 5 } });
    expect((await b.listContactSubmissions({ limit: 1, openOnly: true })).total).toBe(130);
  });

  it("sees its own writes in the totals at once, and another process's within a second", async () => {
    const url = await freshDatabaseUrl();
    const [a, b] = [await open(url), await open(url)];
    expect((await b.counts()).contactSubmissions.total).toBe(0);
    expect((await b.listContactSubmissions({ limit: 5 })).total).toBe(0);
    await a.addContactSubmission(validContact);
    expect((await a.counts()).contactSubmissions.total).toBe(1);
    // A test about time itself: another process's totals are kept for a second (the store's cache), then read again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await b.counts()).contactSubmissions.total).toBe(1);
    expect((await b.listContactSubmissions({ limit: 5 })).total).toBe(1);
    await b.addContactSubmission(validContact);
    expect((await b.counts()).contactSubmissions).toEqual({ total: 2, unread: 2 });
    expect((await b.listContactSubmissions({ limit: 5, openOnly: true })).total).toBe(2);
  });

  it('once closed, refuses writes as unavailable (the server is shutting down)', async () => {
    const store = await openPostgresStore(await freshDatabaseUrl());
    await store.close();
    await expect(store.addCalculatorRequest(validRequest)).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});
