/**
 * Starts the real server as a child process on 127.0.0.1 with a free port:
 * from source (api/main.ts through tsx) for the tests that restart or kill
 * it, or the production build for the benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended and everything it printed has been read. */
  exited: Promise<number | string>;
}

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Node arguments that run the server from source. Absolute, so the server
 * can run in another folder (it serves the build under its working folder).
 */
export const sourceEntry = [
  '--import',
  pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href,
  fileURLToPath(new URL('../api/main.ts', import.meta.url)),
];
/** Node arguments that run the production build (after `npm run build`). */
export const builtEntry = ['dist/server/main.js'];

/** Environment for a child: this process's, minus settings a developer may have set, plus `env`. */
function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const key of ['PORT', 'HOST', 'DATA_FILE', 'DATABASE_URL', 'ADMIN_PASSWORD', 'SUBMISSION_RATE_LIMIT', 'LOGIN_FAILURE_LIMIT'])
    delete base[key];
  const merged: NodeJS.ProcessEnv = { ...base, HOST: '127.0.0.1', PORT: '0' };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * Spawns the server; `started` resolves when it listens, or rejects with its
 * output when it exits first. `cwd` is its working folder (default: this
 * process's), where it looks for the build (dist/).
 */
export function spawnServer(
  env: Record<string, string | undefined>,
  entry: readonly string[] = sourceEntry,
  cwd?: string,
): { server: Omit<RunningServer, 'url'>; started: Promise<RunningServer> } {
  const child = spawn(process.execPath, [...entry], { cwd, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // 'close', not 'exit': the process's output pipes are read to their end by then, so its last line is in `output`.
  const exited = new Promise<number | string>((resolve) => child.on('close', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const server = { process: child, output: () => output, exited };
  const started = new Promise<RunningServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ ...server, url: `http://127.0.0.1:${port}` });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before listening:\n${output}`));
    });
  });
  return { server, started };
}

/** Starts the server and waits until it listens; `cwd` as for spawnServer. */
export function startServer(
  env: Record<string, string | undefined>,
  entry: readonly string[] = sourceEntry,
  cwd?: string,
): Promise<RunningServer> {
  return spawnServer(env, entry, cwd).started;
}

/** Stops the server with SIGTERM (SIGKILL if it has not ended within 10 s) and waits for it to end. */
export async function stopServer(server: RunningServer): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGTERM');
  const forced = setTimeout(() => server.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await server.exited;
  clearTimeout(forced);
}

/**
 * Resolves with Date.now() once `server` has printed `text` (at once when it already has), as each chunk of its
 * output arrives; rejects after `timeoutMs` with what it printed.
 */
export function untilPrinted(server: Omit<RunningServer, 'url'>, text: string, timeoutMs = 5_000): Promise<number> {
  if (server.output().includes(text)) return Promise.resolve(Date.now());
  const streams = [server.process.stdout!, server.process.stderr!];
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      for (const stream of streams) stream.off('data', check);
    };
    // Listeners run in the order they were added: spawnServer's, which appends the chunk to the output, ran first.
    const check = () => {
      if (!server.output().includes(text)) return;
      done();
      resolve(Date.now());
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`The server did not print "${text}" within ${timeoutMs} ms:\n${server.output()}`));
    }, timeoutMs);
    for (const stream of streams) stream.on('data', check);
  });
}
