/**
 * Whether the JSON-file store's folder can take a write: file-system errors
 * that mean the disk or the folder is at fault become StoreUnavailableError
 * (answered 503, so a client retries later or elsewhere), and a probe
 * writes, fsyncs and removes a small file there to find out before a
 * visitor's message depends on it.
 */
import { open, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { StoreUnavailableError } from './submission-store';

/** Error codes that say the disk or the data folder cannot take writes, with what they mean. */
const DISK_FAULTS: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOENT: 'the folder is gone',
  ENOTDIR: 'a part of the path is not a folder',
  EIO: 'the disk reported an input/output error',
  EISDIR: 'a folder is where a file must be written',
};

/**
 * A StoreUnavailableError naming the data folder of `file` and the reason,
 * with `error` as its cause, when `error` is a disk or folder fault; else
 * undefined (the error is a bug, not the disk's state).
 */
export function diskFault(error: unknown, file: string): StoreUnavailableError | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === undefined || !Object.hasOwn(DISK_FAULTS, code)) return undefined;
  return new StoreUnavailableError(`The data folder ${dirname(file)} cannot be written (${code}: ${DISK_FAULTS[code]}).`, { cause: error });
}

/**
 * Resolves once a small file written next to `file` has been fsynced and
 * removed; rejects with StoreUnavailableError (or the error itself when it
 * is not a disk fault) otherwise.
 */
export async function probeFolder(file: string): Promise<void> {
  const probe = join(dirname(file), `.${basename(file)}.probe`);
  try {
    const handle = await open(probe, 'w');
    try {
      await handle.writeFile('probe');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await unlink(probe);
  } catch (error) {
    await unlink(probe).catch(() => undefined);
    throw diskFault(error, file) ?? error;
  }
}
