/** Playwright's global teardown: removes the run's data folder (playwright.config.ts), so a run leaves nothing in the system's temporary folder. */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';

export default function teardown(): void {
  const folder = process.env.E2E_DATA_DIR;
  // Only the folder the config made: a variable set by hand outside the run must never name a folder to delete.
  if (folder && dirname(folder) === tmpdir() && basename(folder).startsWith('calculators-e2e-'))
    rmSync(folder, { recursive: true, force: true });
}
