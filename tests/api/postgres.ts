/** A fresh PostgreSQL database per call, on the run's test server (tests/setup/postgres.ts). */
import { afterAll, inject } from 'vitest';
import { openPostgresStore } from '../../api/store/postgres-store';
import type { SubmissionStore } from '../../api/store/submission-store';
import { createDatabase } from '../../scripts/throwaway-postgres';

/** Creates an empty database and answers its URL. */
export function freshDatabaseUrl(): Promise<string> {
  return createDatabase(inject('postgresUrl'));
}

/**
 * Both stores, for a suite run on each (`describe.each(bothStores())`): the JSON store (undefined: the test app
 * opens its own file) and a fresh PostgreSQL database per call, each closed when the file's tests end.
 */
export function bothStores(): [string, () => Promise<SubmissionStore | undefined>][] {
  const opened: SubmissionStore[] = [];
  afterAll(() => Promise.all(opened.map((store) => store.close())));
  return [
    ['the JSON store', async () => undefined],
    [
      'PostgreSQL',
      async () => {
        const store = await openPostgresStore(await freshDatabaseUrl(), { poolSize: 2 });
        opened.push(store);
        return store;
      },
    ],
  ];
}
