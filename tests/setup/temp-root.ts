/**
 * Vitest global set-up: one temporary folder for the whole run, removed when
 * it ends. Tests make their data files inside it (tests/api/helpers.ts,
 * `tempDir`), so a run leaves nothing behind in the system's temporary
 * folder (a store's limit tests write files of tens of megabytes). Workers
 * start after this and inherit its environment variable.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The variable that names the run's folder to the tests. */
export const TEST_TMP_VARIABLE = 'CALCULATORS_TEST_TMP';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'calculators-tests-'));
  process.env[TEST_TMP_VARIABLE] = root;
  return () => rmSync(root, { recursive: true, force: true });
}
