// `npm test`: every check and test suite, then one closing line "N passed, N failed".
// Order: definitions check, type check, lint, import structure and format, unit and API tests (vitest), build, page weight budget, browser tests (Playwright),
// the cross-engine tests (Firefox and WebKitGTK, tests/engines/), then a calculator written in the studio, added as one file to a copy of the
// project and tested there (scripts/one-file-calculator.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';
import { ensureEngines } from './engines.mjs';
import { oneFileCalculator } from './one-file-calculator.mjs';

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
step('Import structure', bin('depcruise'), ['engine', 'contract', 'src', 'api', '--config', '.dependency-cruiser.cjs']);
step('Format', bin('prettier'), ['--check', '.']);

/** A Vitest run (`config`: its config file, or the default) counted test by test from its JSON report in `report`. */
function vitestSuite(label, report, config) {
  rmSync(report, { force: true });
  const ok = run(label, bin('vitest'), [
    'run',
    ...(config ? ['--config', config] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ]);
  const result = readJson(report);
  if (result) {
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
  }
  if (!ok && (!result || result.numFailedTests === 0)) {
    totals.failed += 1;
    problems.push(`${label} (the runner failed)`);
  } else if (!ok) problems.push(label);
}

vitestSuite('Unit and API tests', 'test-results/unit.json');

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

// Every engine, not only Chromium (issue 51): the same scenarios on Firefox and on WebKitGTK, one test per scenario and
// engine. A missing engine is installed when run as root; otherwise its tests fail with what to install.
if (!built) {
  console.log('\nCross-engine tests skipped: the build failed.');
} else {
  const engines = ensureEngines();
  for (const [name, found] of [
    ['Firefox', engines.firefox],
    ['WebKitGTK', engines.webkit],
  ])
    console.log(found.ok ? `${name}: ${found.version}` : `\n${name}: ${found.advice}`);
  vitestSuite('Cross-engine tests (Firefox, WebKitGTK)', 'test-results/engines.json', 'tests/engines/vitest.config.ts');
}

// A calculator written in the studio, added as one file to a copy of the project: its check, unit and API tests,
// build and browser suites pass there with no other edit (issue 49).
if (built && chromium.ok) {
  const copy = oneFileCalculator(process.cwd(), chromium.path ? { CHROMIUM_PATH: chromium.path } : {});
  totals.passed += copy.passed;
  totals.failed += copy.failed;
  problems.push(...copy.problems);
}

if (problems.length > 0) console.log(`\nFailed: ${problems.join(', ')}.`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed === 0 && problems.length === 0 ? 0 : 1;
