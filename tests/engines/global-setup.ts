/**
 * Vitest global set-up of the cross-engine suite: the built site (`npm run build` first), started as Playwright's
 * webServer starts it, on 127.0.0.1 and a free port, with a temporary JSON store and a known admin password. Its
 * address reaches the test files through inject('siteUrl'); each engine puts its own front door before it
 * (front-door.ts).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { builtEntry, startServer, stopServer } from '../../scripts/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site's origin, http://127.0.0.1:<port>. */
    siteUrl: string;
  }
}

/** The admin password the suite's server is started with. */
export const ADMIN_PASSWORD = 'engines-admin-password';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(builtEntry[0]!))
    throw new Error(`The cross-engine tests serve the build: run \`npm run build\` first (${builtEntry[0]} is missing).`);
  const folder = mkdtempSync(join(tmpdir(), 'calculators-engines-'));
  const server = await startServer(
    {
      DATA_FILE: join(folder, 'db.json'),
      ADMIN_PASSWORD,
      // Both engines post from 127.0.0.1; the limit's behaviour is the API suite's.
      SUBMISSION_RATE_LIMIT: '1000',
    },
    builtEntry,
  );
  project.provide('siteUrl', server.url);
  return async () => {
    await stopServer(server);
    rmSync(folder, { recursive: true, force: true });
  };
}
