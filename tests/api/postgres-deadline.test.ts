/**
 * Every PostgreSQL call has a deadline (issue 31, finding 2: with the
 * database frozen, 6 of 15 POSTs got no answer within 45 s): a statement
 * that cannot finish in time is cancelled, and the request is answered 503
 * with Retry-After, like a stopped database; once the database answers
 * again, so does the API.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../api/store/postgres-store';
import { json, testApp, validContact } from './helpers';
import { freshDatabaseUrl } from './postgres';

describe('a PostgreSQL statement past its deadline', () => {
  it('is answered 503 with Retry-After within the deadline, not left hanging', async () => {
    const url = await freshDatabaseUrl();
    const store = await openPostgresStore(url, { poolSize: 2, statementTimeoutMs: 300 });
    const { app } = await testApp({ store });
    // Another session holds the table: every write to it waits, as on a database that stopped answering.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE contact_submissions IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const response = await app.request('/api/contact', json(validContact));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(((await response.json()) as { message: string }).message).toBe(
        'We could not save this just now. Please try again in a minute.',
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect((await app.request('/api/contact', json(validContact))).status).toBe(201);
    await store.close();
  }, 30_000);
});
