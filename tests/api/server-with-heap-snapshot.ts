/**
 * The real server (api/main.ts) with one thing added, for the tests that
 * look into its memory: on SIGUSR2 it writes a V8 heap snapshot (which
 * collects garbage first, so it holds what the server still keeps) to
 * HEAP_SNAPSHOT_FILE, then prints HEAP_SNAPSHOT_WRITTEN.
 */
import { writeHeapSnapshot } from 'node:v8';

/** What the server prints once the snapshot is complete. */
export const HEAP_SNAPSHOT_WRITTEN = 'Heap snapshot written';

if (process.env.HEAP_SNAPSHOT_FILE) {
  const file = process.env.HEAP_SNAPSHOT_FILE;
  process.on('SIGUSR2', () => {
    writeHeapSnapshot(file);
    console.log(HEAP_SNAPSHOT_WRITTEN);
  });
  await import('../../api/main');
}
