/**
 * Vitest global set-up: one throwaway PostgreSQL server for the whole run
 * (scripts/throwaway-postgres.ts), or the server at TEST_DATABASE_URL when a
 * developer points at one. Its URL reaches tests through inject('postgresUrl');
 * each test file creates its own database on it (tests/api/postgres.ts).
 * Without PostgreSQL the run fails with what to install: never skipped.
 */
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the test server's `postgres` database. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return async () => undefined;
  }
  const server = await startThrowawayPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
