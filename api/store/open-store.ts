/**
 * Picks the store from the settings: PostgreSQL when DATABASE_URL is set
 * (many server processes can share it), else the JSON file at DATA_FILE.
 */
import { resolve } from 'node:path';
import type { Config } from '../config';
import { openJsonFileStore } from './json-file-store';
import { describeDatabase, openPostgresStore } from './postgres-store';
import type { SubmissionStore } from './submission-store';

type StoreConfig = Pick<Config, 'dataFile' | 'databaseUrl' | 'databasePoolSize'>;

/** Opens the configured store; rejects with StoreOpenError saying what is wrong. */
export function openStore(config: StoreConfig): Promise<SubmissionStore> {
  return config.databaseUrl
    ? openPostgresStore(config.databaseUrl, { poolSize: config.databasePoolSize })
    : openJsonFileStore(config.dataFile);
}

/** Where the configured store keeps its data, for the start-up line (never the database password). */
export function storeDescription(config: StoreConfig): string {
  return config.databaseUrl ? `the ${describeDatabase(config.databaseUrl)}` : resolve(config.dataFile);
}
