/** The production server for a benchmark: built first if needed, rate limits off. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtEntry, startServer, type RunningServer } from '../scripts/server-process';

export { stopServer, type RunningServer } from '../scripts/server-process';

/** Builds first when there is no build. */
export function ensureBuilt(): void {
  if (existsSync('dist/pages/routes.json') && existsSync('dist/server/main.js')) return;
  console.log('No build found; building first (npm run build)...');
  const { status } = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (status !== 0) throw new Error('The build failed.');
}

/**
 * The built server with `env`, on a free port of 127.0.0.1, with no rate
 * limits (the store is measured, not the limiter); `cwd` is the checkout
 * whose build it serves (default: this one).
 */
export function startBenchServer(env: Record<string, string>, cwd?: string): Promise<RunningServer> {
  return startServer({ ADMIN_PASSWORD: 'bench-admin', SUBMISSION_RATE_LIMIT: '0', LOGIN_FAILURE_LIMIT: '0', ...env }, builtEntry, cwd);
}

/** The temporary folders benchDataFile made, removed as the process exits. */
const dataFolders: string[] = [];
process.on('exit', () => {
  for (const folder of dataFolders) rmSync(folder, { recursive: true, force: true });
});

/**
 * A data file for a benchmark's server, in a fresh temporary folder named after `name` (the system's temporary
 * folder), removed when the benchmark's process exits.
 */
export function benchDataFile(name: string): string {
  const folder = mkdtempSync(join(tmpdir(), `calculators-${name}-`));
  dataFolders.push(folder);
  return join(folder, 'db.json');
}
