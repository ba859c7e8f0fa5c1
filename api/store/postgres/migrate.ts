/**
 * Applies the migrations a database lacks, in order, each in its own
 * transaction, recording each in schema_migrations. Several server processes
 * starting at once take turns through an advisory lock, so each migration
 * runs exactly once.
 */
import type pg from 'pg';
import { migrations as all, type Migration } from './migrations';

/** Any constant shared by every process of this app; it names the lock. */
const MIGRATION_LOCK = 4_815_162_342;

/**
 * Brings the database's schema up to date; answers the versions it applied.
 * Throws when the database has a version this code does not know (it was
 * migrated by a newer release), rather than running against a schema it
 * cannot read.
 */
export async function migrate(client: pg.ClientBase, migrations: readonly Migration[] = all): Promise<number[]> {
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await client.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const done = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    const known = new Set(migrations.map((m) => m.version));
    const unknown = [...done].filter((v) => !known.has(v));
    if (unknown.length > 0) {
      throw new Error(`the database has schema version ${Math.max(...unknown)}, newer than this server knows; run a newer release`);
    }
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      await client.query('BEGIN');
      // A migration may rewrite a large table: the requests' deadline is not its own.
      await client.query('SET LOCAL statement_timeout = 0');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(migration.version);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}
