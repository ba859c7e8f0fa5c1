/**
 * V8's explicit compile hint (Chrome 136 and later; to other engines an
 * ordinary comment): a script whose first line is
 * `//# allFunctionsCalledOnLoad` has every function compiled on a background
 * thread while the file streams in. Without it V8 compiles each function on
 * the main thread at its first call, and hydrating a page calls most of
 * React's and MUI's: on a slow phone that compiling sat between the first
 * paint and working controls. Only files a page runs as it loads are marked
 * (the pre-renderer's module lists); code loaded on demand, where few
 * functions run at once, stays lazily compiled. Measured in
 * docs/performance.md ("Compile hints").
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** The magic comment; it must be the file's first line. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the hint on the first line of the JavaScript file at `path`; a file that has it already is left as it is. */
export function markForEagerCompile(path: string): void {
  const code = readFileSync(path, 'utf8');
  if (!code.startsWith(EAGER_COMPILE_HINT)) writeFileSync(path, `${EAGER_COMPILE_HINT}\n${code}`);
}
