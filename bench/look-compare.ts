/**
 * `npm run look:compare -- --baseline <git ref>`: does the site still look
 * the same? Builds the ref in a temporary worktree (bench/baseline-build.ts),
 * screenshots its pages (bench/look/look.spec.ts: home, the directory, ROI
 * before and after a result, break-even on By Revenue, contact, /embed/roi
 * and the admin login, at 375 and 1280 px, light and dark), then
 * screenshots this checkout's build and compares each with the baseline's
 * by Playwright's pixel comparator: at most 0.1% of pixels may differ. The
 * HTML report (reports/look/index.html) shows the two and their difference
 * for any that do. Exits non-zero when one differs or fails.
 * `--only contact,contact-errors` shoots those pages alone. `--hide-added`
 * hides, in both builds' shots, what later issues added to these pages
 * (bench/look/look.spec.ts, ADDED): against a ref from before them, the
 * comparison then shows whether anything else changed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBaseline } from './baseline-build';
import { benchDataFile, ensureBuilt, startBenchServer, stopServer } from './server';

const at = process.argv.indexOf('--baseline');
const ref = at >= 0 ? process.argv[at + 1] : undefined;
const onlyAt = process.argv.indexOf('--only');
if (onlyAt >= 0) process.env.LOOK_ONLY = process.argv[onlyAt + 1];
if (process.argv.includes('--hide-added')) process.env.LOOK_HIDE_ADDED = '1';
if (!ref) {
  console.error('Usage: npm run look:compare -- --baseline <git ref> [--only <shot>,<shot>] [--hide-added]');
  process.exit(2);
}

/** Runs the screenshots against the server at `url`; `update` writes them as the expected ones. */
function shoot(url: string, snapshots: string, update: boolean): boolean {
  const args = ['playwright', 'test', '-c', 'bench/look/playwright.config.ts', ...(update ? ['--update-snapshots=all'] : [])];
  const { status } = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, LOOK_URL: url, LOOK_SNAPSHOTS: snapshots } });
  return status === 0;
}

/** Shoots the baseline's pages, then compares this build's with them; true when every page looks the same. */
async function compare(ref: string): Promise<boolean> {
  const baseline = buildBaseline(ref);
  const snapshots = mkdtempSync(join(tmpdir(), 'calculators-look-'));
  const dataFile = () => benchDataFile('look-data');
  try {
    const theirs = await startBenchServer({ DATA_FILE: dataFile() }, baseline.dir);
    try {
      console.log(`\nScreenshots of ${ref} (${baseline.commit.slice(0, 7)})`);
      if (!shoot(theirs.url, snapshots, true)) throw new Error(`The screenshots of ${ref} could not all be taken; see above.`);
    } finally {
      await stopServer(theirs);
    }
    const ours = await startBenchServer({ DATA_FILE: dataFile() });
    try {
      console.log('\nThis build, compared with them');
      return shoot(ours.url, snapshots, false);
    } finally {
      await stopServer(ours);
    }
  } finally {
    baseline.remove();
    rmSync(snapshots, { recursive: true, force: true });
  }
}

ensureBuilt();
const same = await compare(ref);
console.log(
  same
    ? `\nEvery page looks as it does in ${ref}: at most 0.1% of pixels differ.`
    : `\nSome pages differ from ${ref} (or could not be shot): reports/look/index.html shows them (npx playwright show-report reports/look).`,
);
process.exit(same ? 0 : 1);
