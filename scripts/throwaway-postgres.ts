/**
 * A throwaway PostgreSQL server for the tests and benchmarks: Debian's
 * `postgresql` binaries (installed with apt-get when run as root and
 * missing, as Chromium is), a cluster in a temporary folder, listening on
 * 127.0.0.1 on a free port, removed again by stop(). PostgreSQL refuses to
 * run as root, so as root the server runs as the `postgres` system user the
 * package creates (or `nobody`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A running throwaway server. */
export interface ThrowawayPostgres {
  /** Connection URL of its `postgres` database, as the superuser `postgres` (no password). */
  url: string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
  /** Stops every process of the server with SIGSTOP, as a hung machine would seem (the fault suite); thaw() goes on. */
  freeze(): void;
  thaw(): void;
  /** Stops the server (a fast shutdown) and keeps its data; start() runs it again on the same port. */
  halt(): Promise<void>;
  start(): Promise<void>;
}

/** What to tell a person when the binaries cannot be found or installed. */
export const INSTALL_ADVICE =
  "The PostgreSQL tests need PostgreSQL's server binaries (initdb, postgres) and none were found. Install Debian's package with " +
  '`sudo apt-get install postgresql` (any version from 13), or set PG_BINDIR to the folder holding initdb and postgres, then run `npm test` again.';

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** The folder of the newest installed server version, or undefined. */
function findBindir(): string | undefined {
  const wanted = process.env.PG_BINDIR;
  if (wanted) return existsSync(join(wanted, 'initdb')) ? wanted : undefined;
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  const versions = readdirSync(debian)
    .filter((v) => existsSync(join(debian, v, 'bin', 'initdb')) && existsSync(join(debian, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(debian, versions[0], 'bin') : undefined;
}

/** Finds the binaries, installing Debian's package when root and missing; throws INSTALL_ADVICE otherwise. */
export function ensurePostgresBinaries(): string {
  const found = findBindir();
  if (found) return found;
  if (isRoot() && existsSync('/usr/bin/apt-get') && !process.env.PG_BINDIR) {
    console.log("PostgreSQL tests need PostgreSQL; installing Debian's postgresql package.");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
    const installed = findBindir();
    if (installed) return installed;
  }
  throw new Error(INSTALL_ADVICE);
}

/** uid and gid of `name` from /etc/passwd. */
function userIds(name: string): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited while starting:\n${output()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within ${START_TIMEOUT_MS} ms:\n${output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Starts a server. `durable` keeps fsync on (for benchmarks, whose figures
 * must be those of a real server); tests turn it off, since they kill the
 * web server, never PostgreSQL, and a crash of the machine loses nothing
 * they need.
 */
export async function startThrowawayPostgres(options: { durable?: boolean } = {}): Promise<ThrowawayPostgres> {
  const bindir = ensurePostgresBinaries();
  const folder = mkdtempSync(join(tmpdir(), 'calculators-postgres-'));
  const data = join(folder, 'data');
  const owner = isRoot() ? (userIds('postgres') ?? userIds('nobody')) : undefined;
  if (isRoot() && !owner) throw new Error('Running as root, PostgreSQL needs a `postgres` or `nobody` user to run as.');
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const as = owner ? { uid: owner.uid, gid: owner.gid } : {};

  const init = spawnSync(
    join(bindir, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
    { ...as, encoding: 'utf8', cwd: folder },
  );
  if (init.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
  }

  const port = await freePort();
  const settings = [
    ['listen_addresses', '127.0.0.1'],
    ['port', String(port)],
    ['unix_socket_directories', folder],
    ['max_connections', '200'],
    ['shared_buffers', '128MB'],
    ['fsync', options.durable ? 'on' : 'off'],
    ['full_page_writes', options.durable ? 'on' : 'off'],
    ['log_min_messages', 'warning'],
  ];
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let output = '';
  let server: ChildProcess;
  let exited: Promise<void>;
  const launch = () => {
    server = spawn(join(bindir, 'postgres'), ['-D', data, ...settings.flatMap(([k, v]) => ['-c', `${k}=${v}`])], {
      ...as,
      cwd: folder,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const child = server;
    exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return waitUntilReady(url, server, () => output);
  };
  // A test run that dies must not leave a server behind.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  /** The server's processes: the postmaster and its children (each session's backend, the writers). */
  const processes = () => (server.pid === undefined ? [] : [server.pid, ...childrenOf(server.pid)]);
  const signal = (name: NodeJS.Signals) => {
    for (const pid of processes()) {
      try {
        process.kill(pid, name);
      } catch {
        // Ended in between.
      }
    }
  };
  const halt = async () => {
    signal('SIGCONT');
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGINT'); // fast shutdown: ends sessions, no checkpoint wait
      const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
  };

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      process.off('exit', killOnExit);
      await halt();
      rmSync(folder, { recursive: true, force: true });
    })());

  try {
    await launch();
  } catch (error) {
    await stop();
    throw error;
  }

  return { url, stop, halt, start: launch, freeze: () => signal('SIGSTOP'), thaw: () => signal('SIGCONT') };
}

/** The processes whose parent is `pid` (from /proc; none where there is no /proc). */
function childrenOf(pid: number): number[] {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // "pid (comm) state ppid …": the command may hold spaces and parentheses, so read after its last ")".
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

let made = 0;

/**
 * Creates an empty database on the server at `serverUrl` (a superuser URL)
 * and answers its URL; each test file or benchmark run takes its own.
 */
export async function createDatabase(
  serverUrl: string,
  name = `test_${process.pid}_${(made += 1)}_${Math.random().toString(36).slice(2, 8)}`,
): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const database = new URL(serverUrl);
  database.pathname = `/${name}`;
  return database.toString();
}
