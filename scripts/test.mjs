// `npm test`: every check and test suite, then one closing line "N passed, N failed".
// Order: definitions check, type check, lint and format, unit and API tests (vitest), build, page weight budget, browser tests (Playwright),
// then a calculator written in the studio, built into a copy of the project and tested there.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ensureChromium } from './chromium.mjs';

const totals = { passed: 0, failed: 0 };
const problems = [];
mkdirSync('test-results', { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function step(label, command, args) {
  if (run(label, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    problems.push(label);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const bin = (name) => `node_modules/.bin/${name}`;

step('Definitions check', bin('tsx'), ['scripts/check-definitions.ts', '--publish']);
step('Type check', bin('tsc'), ['--noEmit']);
step('Type check (offline worker)', bin('tsc'), ['--noEmit', '-p', 'sw']);
step('Lint', bin('eslint'), ['.']);
step('Format', bin('prettier'), ['--check', '.']);

rmSync('test-results/unit.json', { force: true });
const unitOk = run('Unit and API tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/unit.json',
]);
const unit = readJson('test-results/unit.json');
if (unit) {
  totals.passed += unit.numPassedTests;
  totals.failed += unit.numFailedTests;
}
if (!unitOk && (!unit || unit.numFailedTests === 0)) {
  totals.failed += 1;
  problems.push('Unit and API tests (the runner failed)');
} else if (!unitOk) problems.push('Unit and API tests');

const built = run('Build', 'npm', ['run', 'build', '--silent']);
if (!built) {
  totals.failed += 1;
  problems.push('Build');
}

if (built) step('Page weight budget', bin('tsx'), ['scripts/size.ts']);

const chromium = ensureChromium();
if (!built) {
  console.log('\nBrowser tests skipped: the build failed.');
} else if (!chromium.ok) {
  console.log(`\n${chromium.advice}`);
  totals.failed += 1;
  problems.push('Browser tests (no Chromium)');
} else {
  rmSync('test-results/e2e.json', { force: true });
  const env = chromium.path ? { CHROMIUM_PATH: chromium.path } : {};
  const e2eOk = run('Browser tests', bin('playwright'), ['test'], env);
  const e2e = readJson('test-results/e2e.json');
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
  }
  if (!e2eOk && (!e2e || e2e.stats.unexpected === 0)) {
    totals.failed += 1;
    problems.push('Browser tests (the runner failed)');
  } else if (!e2eOk) problems.push('Browser tests');
}

/**
 * A calculator written in the studio (the JSON files of tests/fixtures/studio-written/) placed in definitions/ of a
 * copy of the project, with no other change: the copy builds, and the shared browser suite of worked examples
 * passes on its page (issue 29). A copy, so the site under test keeps its own 30 calculators.
 */
function studioWrittenBuilds(env) {
  const label = 'A calculator written in the studio builds and passes its examples';
  const fixtures = 'tests/fixtures/studio-written';
  const copy = mkdtempSync(join(tmpdir(), 'studio-written-'));
  try {
    const tracked = spawnSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .stdout.split('\0')
      .filter((file) => file && existsSync(file));
    for (const file of tracked) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      copyFileSync(file, join(copy, file));
    }
    symlinkSync(resolve('node_modules'), join(copy, 'node_modules'), 'dir');
    const slugs = readdirSync(fixtures).map((name) => {
      copyFileSync(join(fixtures, name), join(copy, 'definitions', name));
      return name.replace(/\.json$/, '');
    });
    console.log(`\n== ${label}: ${slugs.join(', ')}`);
    const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: copy, stdio: 'inherit' }).status === 0;
    const tested =
      built &&
      spawnSync(resolve(bin('playwright')), ['test', 'tests/e2e/calculator-examples.spec.ts', '-g', slugs.join('|')], {
        cwd: copy,
        stdio: 'inherit',
        env: { ...process.env, ...env, E2E_PORT: '4329' },
      }).status === 0;
    const stats = readJson(join(copy, 'test-results/e2e.json'))?.stats;
    if (built && tested && stats && stats.expected === slugs.length) totals.passed += 1;
    else {
      totals.failed += 1;
      problems.push(label);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
if (built && chromium.ok) studioWrittenBuilds(chromium.path ? { CHROMIUM_PATH: chromium.path } : {});

if (problems.length > 0) console.log(`\nFailed: ${problems.join(', ')}.`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed === 0 && problems.length === 0 ? 0 : 1;
