/**
 * A problem React recovered from by itself, chiefly a hydration mismatch:
 * the server's HTML and the browser's first render differ, so React threw
 * the server's markup of that part away and rendered it again (slower, and
 * what the visitor had typed there is lost). The page goes on, so it is only
 * reported: on the console, with this prefix, which the browser tests count
 * (tests/e2e/fixtures.ts) and hold at zero.
 */
export const RECOVERABLE_ERROR_PREFIX = 'React recovered from an error:';

/** `onRecoverableError` for hydrateRoot: reports the error and where in the tree it was. */
export function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${RECOVERABLE_ERROR_PREFIX} ${message}${info.componentStack ?? ''}`);
}
