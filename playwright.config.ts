import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from './scripts/chromium-flags';

/**
 * Browser tests drive Debian's Chromium (or CHROMIUM_PATH) against the built
 * server on 127.0.0.1. Without a system Chromium, Playwright's own browser is
 * used where it has been installed.
 */
const port = Number(process.env.E2E_PORT ?? 4319);
const executablePath = existsSync(chromiumPath) ? chromiumPath : undefined;
// Made once, by the runner (its workers load this file again, with its environment): tests/e2e/global-teardown.ts
// removes it when the run ends.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'calculators-e2e-'));
const dataFile = join(process.env.E2E_DATA_DIR, 'db.json');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // A visitor's answer, not a speed target (the benchmarks hold those): on this kind of machine, whose speed varies
  // 2–3× from hour to hour, a page with two test workers beside it can take over 5 s to hydrate.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    // Every test posts from 127.0.0.1, so the per-client submission limit is raised; its behaviour is tested in the API suite.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_FILE: dataFile,
      ADMIN_PASSWORD: 'e2e-admin-password',
      SUBMISSION_RATE_LIMIT: '1000',
    },
  },
});
