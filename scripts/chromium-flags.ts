/**
 * How every browser run here starts Debian's Chromium: the browser tests, the
 * interaction benchmark and Lighthouse use the same binary and flags.
 */

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox (CI runs as root), and no background traffic that would disturb timings. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
