/** Playwright's global teardown: removes the run's data folder (playwright.config.ts), so a run leaves nothing in the system's temporary folder. */
import { rmSync } from 'node:fs';

export default function teardown(): void {
  const folder = process.env.E2E_DATA_DIR;
  if (folder) rmSync(folder, { recursive: true, force: true });
}
