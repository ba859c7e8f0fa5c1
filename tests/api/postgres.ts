/** A fresh PostgreSQL database per call, on the run's test server (tests/setup/postgres.ts). */
import { inject } from 'vitest';
import { createDatabase } from '../../scripts/throwaway-postgres';

/** Creates an empty database and answers its URL. */
export function freshDatabaseUrl(): Promise<string> {
  return createDatabase(inject('postgresUrl'));
}
