/**
 * A disk that fails on demand, for the fault suite where the machine does
 * not let it mount a small file system (no root, or a container without the
 * right): loaded into the server with `--import`, it makes every write of a
 * file (opening one to write, writing, renaming) fail as a full or
 * read-only disk does while the file named by DISK_FAULT_FILE holds ENOSPC
 * or EROFS. Reads are untouched. Test code only: the server has no hook.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const control = process.env.DISK_FAULT_FILE;

/** The failure the control file asks for now, as Node reports it; undefined while the disk works. */
function fault(syscall, path) {
  let code;
  try {
    code = fs.readFileSync(control, 'utf8').trim();
  } catch {
    return undefined;
  }
  if (code !== 'ENOSPC' && code !== 'EROFS') return undefined;
  const message = code === 'ENOSPC' ? 'no space left on device' : 'read-only file system';
  return Object.assign(new Error(`${code}: ${message}, ${syscall} '${path}'`), {
    code,
    syscall,
    path,
    errno: code === 'ENOSPC' ? -28 : -30,
  });
}

if (control) {
  const promises = fs.promises;
  const { open, writeFile, rename } = promises;
  promises.open = async (path, flags = 'r', ...rest) => {
    const failure = /[wa+]/.test(String(flags)) ? fault('open', path) : undefined;
    if (failure) throw failure;
    return open(path, flags, ...rest);
  };
  promises.writeFile = async (file, ...rest) => {
    const failure = fault('write', typeof file === 'object' && 'fd' in file ? `fd ${file.fd}` : file);
    if (failure) throw failure;
    return writeFile(file, ...rest);
  };
  promises.rename = async (from, to) => {
    const failure = fault('rename', from);
    if (failure) throw failure;
    return rename(from, to);
  };
  syncBuiltinESMExports();
}
