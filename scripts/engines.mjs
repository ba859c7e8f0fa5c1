// Finds the browsers of the cross-engine suite (tests/engines/): Debian's Firefox ESR, driven by puppeteer-core over
// WebDriver BiDi, and WebKitGTK (Safari's engine), driven by WebdriverIO through Debian's WebKitWebDriver on a virtual
// display (Xvfb: WebKitGTK's MiniBrowser has no headless mode). When run as root, installs the Debian packages that
// are missing; otherwise says exactly what to install. Nothing is downloaded by any client.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Firefox ESR, or the one FIREFOX_PATH names. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** Debian's WebKitWebDriver (package webkit2gtk-driver), or the one WEBKIT_DRIVER_PATH names. */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** The virtual X server WebKitGTK's browser draws on (package xvfb), or the one XVFB_PATH names. */
export const xvfbPath = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

const wanted = [
  { path: firefoxPath, variable: 'FIREFOX_PATH', debian: 'firefox-esr', what: "Firefox (Debian's Firefox ESR)" },
  { path: webkitDriverPath, variable: 'WEBKIT_DRIVER_PATH', debian: 'webkit2gtk-driver', what: 'WebKitWebDriver (WebKitGTK)' },
  { path: xvfbPath, variable: 'XVFB_PATH', debian: 'xvfb', what: 'Xvfb, the display WebKitGTK draws on' },
];

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

function firstLine(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().split('\n')[0] : undefined;
}

/** The version of a Debian package, when dpkg knows it. */
function debianVersion(name) {
  return firstLine('dpkg-query', ['-W', '-f=${Version}', name]);
}

function advice(missing) {
  const names = missing.map((m) => m.debian).join(' ');
  const paths = missing.map((m) => `${m.variable} (now ${m.path})`).join(' and ');
  const them = missing.length === 1 ? 'it' : 'them';
  return (
    `The cross-engine tests need ${missing.map((m) => m.what).join(' and ')}, missing here. Install ${them} with ` +
    `\`sudo apt-get install ${names}\` (Debian/Ubuntu), or point ${paths} at ${them}, then run \`npm test\` again.`
  );
}

/**
 * What each engine will run on, without installing anything:
 * { firefox: { ok: true, path, version } | { ok: false, advice }, webkit: { ok: true, driver, xvfb, version } | { ok: false, advice } }.
 */
export function findEngines() {
  const missing = (paths) => wanted.filter((m) => paths.includes(m.path) && !existsSync(m.path));
  const firefoxMissing = missing([firefoxPath]);
  const webkitMissing = missing([webkitDriverPath, xvfbPath]);
  return {
    firefox:
      firefoxMissing.length === 0
        ? { ok: true, path: firefoxPath, version: firstLine(firefoxPath, ['--version']) ?? 'unknown version' }
        : { ok: false, advice: advice(firefoxMissing) },
    webkit:
      webkitMissing.length === 0
        ? {
            ok: true,
            driver: webkitDriverPath,
            xvfb: xvfbPath,
            version: `WebKitGTK ${debianVersion('webkit2gtk-driver') ?? 'unknown version'}`,
          }
        : { ok: false, advice: advice(webkitMissing) },
  };
}

/** findEngines(), after installing the missing Debian packages when run as root with apt-get. */
export function ensureEngines() {
  // A path named by its variable is the developer's to provide: only Debian's own paths are installed.
  const missing = wanted.filter((m) => !existsSync(m.path) && !process.env[m.variable]);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length > 0 && root && existsSync('/usr/bin/apt-get')) {
    const packages = missing.map((m) => m.debian);
    console.log(`The cross-engine tests need ${packages.join(', ')}; installing Debian's packages.`);
    if (run('apt-get', ['update', '-qq'])) run('apt-get', ['install', '-y', '-qq', ...packages]);
  }
  return findEngines();
}

// `node scripts/engines.mjs`: installs what is missing (as root) and prints what the suite will run on.
if (import.meta.url === `file://${process.argv[1]}`) {
  const engines = ensureEngines();
  console.log(`Firefox: ${engines.firefox.ok ? `${engines.firefox.version} (${engines.firefox.path})` : engines.firefox.advice}`);
  console.log(`WebKitGTK: ${engines.webkit.ok ? `${engines.webkit.version} (${engines.webkit.driver})` : engines.webkit.advice}`);
  process.exitCode = engines.firefox.ok && engines.webkit.ok ? 0 : 1;
}
