/** Starts the built production server on 127.0.0.1 for a benchmark, and stops it. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface BenchServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Builds first when there is no build. */
export function ensureBuilt(): void {
  if (existsSync('dist/pages/routes.json') && existsSync('dist/server/main.js')) return;
  console.log('No build found; building first (npm run build)...');
  const { status } = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (status !== 0) throw new Error('The build failed.');
}

/** The production server with `env`, listening on a free port of 127.0.0.1. */
export function startServer(env: Record<string, string>): Promise<BenchServer> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ADMIN_PASSWORD: 'bench-admin', SUBMISSION_RATE_LIMIT: '0', LOGIN_FAILURE_LIMIT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start in 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${port}`,
          process: child,
          stop: async () => {
            child.kill('SIGTERM');
            const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
            await exited;
            clearTimeout(forced);
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The server exited before listening:\n${output}`));
    });
  });
}
