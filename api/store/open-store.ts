/**
 * Picks the store from the settings: PostgreSQL when DATABASE_URL is set
 * (many server processes can share it), else the JSON file at DATA_FILE.
 */
import type { Config } from '../config';
import { openJsonFileStore } from './json-file-store';
import type { SubmissionStore } from './submission-store';

/** Opens the configured store; rejects with StoreOpenError saying what is wrong. */
export async function openStore(config: Pick<Config, 'dataFile' | 'databaseUrl'>): Promise<SubmissionStore> {
  return openJsonFileStore(config.dataFile);
}

/** Where the configured store keeps its data, for the start-up line (no password shown). */
export function storeDescription(config: Pick<Config, 'dataFile' | 'databaseUrl'>): string {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.hostname || 'localhost'}${url.port ? `:${url.port}` : ''}`;
  }
  return config.dataFile;
}
