/**
 * The PostgreSQL store against the shared SubmissionStore contract. The
 * tests of a file run one after another, so they share one database of the
 * run's test server, emptied before each (a new database per test cost half
 * a second each).
 */
import pg from 'pg';
import { openPostgresStore } from '../../api/store/postgres-store';
import { freshDatabaseUrl } from './postgres';
import { describeStoreContract } from './store-contract';

let url: string | undefined;

async function emptyDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
    );
    if (rows.length > 0) await client.query(`TRUNCATE ${rows.map((r) => pg.escapeIdentifier(r.tablename)).join(', ')} RESTART IDENTITY`);
  } finally {
    await client.end();
  }
}

describeStoreContract('the PostgreSQL store', async () => {
  url ??= await freshDatabaseUrl();
  await emptyDatabase(url);
  return openPostgresStore(url, { poolSize: 4 });
});
