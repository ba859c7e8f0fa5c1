// `npm run test:one-file`: a new calculator is one file, for the site and for `npm test` (issue 49).
// Copies the project's tracked files into a temporary folder, adds the complete calculators of
// tests/fixtures/studio-written/ (written in the studio, not among the site's) to its definitions/, and there runs,
// with no other edit: the definitions check with --publish, the unit and API tests that read the registry, the build,
// and the browser tests of the directory, first paint, share links and worked examples (those of one calculator's page
// for the added calculators only: the main run has the others', and an added file cannot change them). Ends with "N passed, N failed"
// over every test and step; exits 1 if any failed. `npm test` runs it last (scripts/test.mjs imports oneFileCalculator).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = 'tests/fixtures/studio-written';
/** The browser suites a new calculator's page and listing meet. */
const BROWSER_SUITES = ['directory', 'first-paint', 'share-link', 'calculator-examples'].map((name) => `tests/e2e/${name}.spec.ts`);
/**
 * Browser tests of one calculator's own page are titled with its slug at the end ("… › roi", "… › roi: 24 examples";
 * Playwright matches a test's titles joined by spaces): in the copy, those of the calculators already there are left out.
 */
const ownPageTests = (slugs) => ` (${slugs.join('|')})(: \\d+ examples?)?$`;
/** Not the main suite's port, so a copy never meets the site under test. */
const E2E_PORT = '4329';

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Definition files as the registry finds them (engine/definition-folder.ts): .ts but index.ts, .json but a schema; each named by its slug. */
const definitionFiles = (folder) =>
  readdirSync(folder).filter(
    (name) => (name.endsWith('.ts') && name !== 'index.ts') || (name.endsWith('.json') && !name.endsWith('.schema.json')),
  );

/** A copy of the tracked files of `root` (as they are in the work tree), sharing its node_modules. */
function copyProject(root) {
  const copy = mkdtempSync(join(tmpdir(), 'one-file-calculator-'));
  const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of tracked) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  symlinkSync(resolve(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/**
 * Runs the steps in a copy of `root` with the fixtures added. Returns { passed, failed, problems, calculators }:
 * the vitest and Playwright tests counted one by one, the check and the build as one each.
 */
export function oneFileCalculator(root = process.cwd(), env = {}) {
  const totals = { passed: 0, failed: 0, problems: [] };
  const copy = copyProject(root);
  const run = (label, command, args, extra = {}) => {
    console.log(`\n== One-file calculator: ${label}`);
    return spawnSync(command, args, { cwd: copy, stdio: 'inherit', env: { ...process.env, ...env, ...extra } }).status === 0;
  };
  const count = (label, ok, passed = 0, failed = 0) => {
    totals.passed += passed;
    totals.failed += failed;
    if (ok && failed === 0 && passed > 0) return;
    if (failed === 0) totals.failed += 1;
    totals.problems.push(`one-file calculator: ${label}`);
  };
  try {
    const added = readdirSync(join(root, FIXTURES)).filter((name) => name.endsWith('.json'));
    const present = definitionFiles(join(root, 'definitions')).map((name) => name.replace(/\.(ts|json)$/, ''));
    for (const name of added) copyFileSync(join(root, FIXTURES, name), join(copy, 'definitions', name));
    totals.calculators = definitionFiles(join(copy, 'definitions')).length;
    console.log(`\n== One-file calculator: ${added.join(', ')} added to definitions/ of a copy: ${totals.calculators} calculators`);
    const bin = (name) => join(copy, 'node_modules/.bin', name);

    count('definitions check', run('definitions check --publish', bin('tsx'), ['scripts/check-definitions.ts', '--publish']), 1);
    const unitReport = join(copy, 'test-results/unit.json');
    // Only the tests a definition can reach: those that import the registry (or the plan templates), directly or not.
    // The store, fault and fuzz suites cannot be changed by a definition file, and the main run has them.
    const unitOk = run('unit and API tests that read the registry', bin('vitest'), [
      'related',
      'definitions/index.ts',
      'definitions/plans/index.ts',
      '--run',
      '--exclude=tests/fuzz/**',
      '--exclude=tests/faults/**',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile=${unitReport}`,
    ]);
    const unit = readJson(unitReport);
    count('unit and API tests', unitOk, unit?.numPassedTests ?? 0, unit?.numFailedTests ?? 0);
    const built = run('build', 'npm', ['run', 'build', '--silent']);
    count('build', built, 1);
    if (built) {
      const browserOk = run('browser tests', bin('playwright'), ['test', ...BROWSER_SUITES, '--grep-invert', ownPageTests(present)], {
        E2E_PORT,
      });
      const stats = readJson(join(copy, 'test-results/e2e.json'))?.stats;
      count('browser tests', browserOk, (stats?.expected ?? 0) + (stats?.flaky ?? 0), stats?.unexpected ?? 0);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  return totals;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { passed, failed, problems, calculators } = oneFileCalculator();
  if (problems.length > 0) console.log(`\nFailed: ${problems.join(', ')}.`);
  console.log(`\nWith ${calculators} calculators:`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 && problems.length === 0 ? 0 : 1;
}
