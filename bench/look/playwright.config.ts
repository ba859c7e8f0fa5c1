import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium-flags';

/**
 * The look comparison's Playwright run (driven by bench/look-compare.ts, not
 * by `npm test`): screenshots of the server at LOOK_URL, written to or
 * compared with the ones in LOOK_SNAPSHOTS by Playwright's own pixel
 * comparator, at most 0.1% of pixels different.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'look.spec.ts',
  snapshotPathTemplate: `${process.env.LOOK_SNAPSHOTS ?? '.tmp/look'}/{arg}{ext}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['html', { outputFolder: '../../reports/look', open: 'never' }]],
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: process.env.LOOK_URL,
    browserName: 'chromium',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
});
