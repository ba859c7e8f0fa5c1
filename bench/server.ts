/** The production server for a benchmark: built first if needed, rate limits off. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
