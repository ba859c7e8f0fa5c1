/** How long a limited client is told to wait, in the catalogue's words. */

/**
 * A rate-limit window in milliseconds as text, never below a minute.
 * @example waitText(15 * 60_000) // '15 minutes'
 */
export function waitText(windowMs: number): string {
  const minutes = Math.max(1, Math.round(windowMs / 60000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
