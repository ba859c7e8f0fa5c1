// Finds a Chromium for the browser tests: CHROMIUM_PATH, Debian's /usr/bin/chromium,
// else installs Debian's package when root, else tries Playwright's download.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN = '/usr/bin/chromium';

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

function playwrightHasBrowser() {
  const probe = spawnSync(
    process.execPath,
    ['-e', "const { chromium } = require('playwright'); process.exit(require('fs').existsSync(chromium.executablePath()) ? 0 : 1)"],
    { stdio: 'ignore' },
  );
  return probe.status === 0;
}

/**
 * Returns { ok: true, path } for the Chromium the tests will use (path is
 * undefined for Playwright's own browser), or { ok: false, advice }.
 */
export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted)
    return existsSync(wanted)
      ? { ok: true, path: wanted }
      : { ok: false, advice: `CHROMIUM_PATH is set to ${wanted}, but there is no file there.` };
  if (existsSync(DEBIAN)) return { ok: true, path: DEBIAN };
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log("Browser tests need Chromium; installing Debian's chromium package.");
    if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']) && existsSync(DEBIAN))
      return { ok: true, path: DEBIAN };
  }
  if (playwrightHasBrowser()) return { ok: true, path: undefined };
  console.log("No system Chromium; trying Playwright's browser download.");
  if (run('npx', ['playwright', 'install', 'chromium']) && playwrightHasBrowser()) return { ok: true, path: undefined };
  return {
    ok: false,
    advice:
      'The browser tests need Chromium and none could be found or installed. Install it with `sudo apt-get install chromium` ' +
      '(Debian/Ubuntu), or `npx playwright install chromium`, or point CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test` again.',
  };
}
