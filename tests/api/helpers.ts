/** Shared set-up for the in-process API tests: an app on a fresh temporary data file. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions } from '../../api/app';
import { defaultRateLimits } from '../../api/middleware/rate-limits';
import { openJsonFileStore } from '../../api/store/json-file-store';
import { TEST_TMP_VARIABLE } from '../setup/temp-root';

export const ADMIN_PASSWORD = 'correct horse battery staple';

/**
 * A fresh temporary folder for one test's data file, in `base`: by default the run's folder (tests/setup/temp-root.ts),
 * removed when the run ends, or the system's temporary folder outside a Vitest run.
 */
export function tempDir(base = process.env[TEST_TMP_VARIABLE] ?? tmpdir()): string {
  return mkdtempSync(join(base, 'calculators-api-'));
}

/** An app with its own empty store; `options` override the defaults. */
export async function testApp(options: Partial<AppOptions> = {}) {
  const dataFile = join(tempDir(), 'db.json');
  const store = options.store ?? (await openJsonFileStore(dataFile));
  const app = createApp({ adminPassword: ADMIN_PASSWORD, store, rateLimits: { ...defaultRateLimits }, ...options });
  return { app, store, dataFile };
}

/** The Basic authorization header for `admin` with `password`. */
export function basic(password: string, user = 'admin'): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

/** Node-server bindings that make a request come from `address` (the rate limits count by it). */
export function from(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

/** Init for a JSON POST/PATCH of `body`. */
export function json(body: unknown, method = 'POST', headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export const validContact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'ROAS question',
  message: 'Does the ROAS calculator include returns?',
};

export const validRequest = { name: 'Email list growth rate', description: 'Net new subscribers over a month.' };
