/**
 * The real server on the JSON file when its disk fails (issue 31): full,
 * then read-only. On a small file system of its own (a 1 MB tmpfs) where
 * the machine lets the suite mount one, else a disk that fails on demand
 * (./disk-fault.mjs, loaded into the server; SIMULATED_DISK=1 asks for it
 * anyway). While the disk fails, writes
 * are answered 503 with Retry-After at once and the health check says 503;
 * reads still answer; once the disk works again the same process stores
 * again within 2 s; and every message, retried by its key, is stored
 * exactly once, also in the file a restart reads.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceEntry, startServer, stopServer, type RunningServer } from '../../scripts/server-process';
import { basic, tempDir } from '../api/helpers';
import { expectRecovered, Ledger, summary, timed } from './ledger';

const PASSWORD = 'fault-suite-password';
const folder = tempDir();
const disk = join(folder, 'disk');
const control = join(folder, 'disk-fault');

/** Whether the disk is a tmpfs of its own (else the failures are simulated). */
let mounted = false;
let server: RunningServer;
let ledger: Ledger;

/** Runs `mount` with `args`; true when it worked. */
const mount = (...args: string[]) => spawnSync('mount', args, { stdio: 'ignore' }).status === 0;

/** The way this machine lets the suite break the disk: `full()`, `readOnly()` and `works()`. */
const faults = {
  full() {
    if (!mounted) return writeFileSync(control, 'ENOSPC');
    // Fill what is left, 64 kB at a time, until the file system says it is full.
    const filler = openSync(join(disk, 'filler'), 'w');
    const block = Buffer.alloc(64 * 1024);
    try {
      for (let i = 0; i < 10_000; i += 1) writeSync(filler, block);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    } finally {
      closeSync(filler);
    }
  },
  readOnly() {
    if (!mounted) return writeFileSync(control, 'EROFS');
    if (!mount('-o', 'remount,ro', disk)) throw new Error('Could not remount the test disk read-only.');
  },
  works() {
    if (!mounted) return rmSync(control, { force: true });
    if (!mount('-o', 'remount,rw', disk)) throw new Error('Could not remount the test disk writable.');
    rmSync(join(disk, 'filler'), { force: true });
  },
};

const start = () =>
  startServer(
    {
      DATA_FILE: join(disk, 'db.json'),
      ADMIN_PASSWORD: PASSWORD,
      SUBMISSION_RATE_LIMIT: '0',
      DISK_FAULT_FILE: mounted ? undefined : control,
    },
    mounted ? sourceEntry : ['--import', pathToFileURL(join(import.meta.dirname, 'disk-fault.mjs')).href, ...sourceEntry],
  );

beforeAll(async () => {
  mkdirSync(disk, { recursive: true });
  // SIMULATED_DISK=1 takes the simulated path where a tmpfs could be mounted, so both can be tried.
  mounted = !process.env.SIMULATED_DISK && mount('-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', disk);
  const why = process.env.SIMULATED_DISK ? 'SIMULATED_DISK is set' : 'this machine does not let the suite mount a tmpfs';
  console.log(mounted ? 'The disk: a 1 MB tmpfs of its own.' : `The disk: failures simulated in the server (${why}).`);
  server = await start();
  ledger = new Ledger(() => server.url, PASSWORD);
}, 60_000);

afterAll(async () => {
  if (server) await stopServer(server);
  if (mounted) spawnSync('umount', [disk]);
  rmSync(folder, { recursive: true, force: true });
});

const health = () => ledger.health();

describe.each([
  ['full', () => faults.full()],
  ['read-only', () => faults.readOnly()],
])('the server on the JSON file, the disk %s', (name, breakDisk) => {
  it(
    'answers writes 503 with Retry-After at once, reads as before, and stores again within 2 s of the disk working',
    { timeout: 60_000 },
    async () => {
      for (let i = 0; i < 3; i += 1) expect((await ledger.send(`before the disk was ${name}`)).status).toBe(201);
      breakDisk();
      let fixedAt: number;
      try {
        const writes = await Promise.all(Array.from({ length: 5 }, () => ledger.send(`while the disk was ${name}`)));
        const checked = await health();
        const read = await timed(`${server.url}/api/admin/contact-submissions?limit=3`, { headers: { Authorization: basic(PASSWORD) } });
        const slowest = Math.max(...writes.map((o) => o.ms), checked.ms);
        console.log(
          `Disk ${name}: writes ${summary(writes).join(', ')}; health ${checked.status}; a read ${read.status}; the slowest in ${Math.round(slowest)} ms.`,
        );
        expect(writes.every((o) => o.status === 503 && Number(o.retryAfter) > 0)).toBe(true);
        expect(checked.status).toBe(503);
        expect(read.status).toBe(200);
        expect(slowest).toBeLessThan(2_000);
      } finally {
        faults.works();
        fixedAt = performance.now();
      }
      await expectRecovered(ledger, fixedAt, `the disk was ${name} and worked again`);
      expect(server.process.exitCode).toBeNull();
    },
  );
});

describe('the server on the JSON file after its disk failed', () => {
  it('holds every message exactly once once retried by its key, and so does the file a restart reads', { timeout: 60_000 }, async () => {
    await ledger.retryUnacknowledged();
    await ledger.expectEachStoredOnce();
    await stopServer(server);
    server = await start();
    await ledger.expectEachStoredOnce();
  });
});
