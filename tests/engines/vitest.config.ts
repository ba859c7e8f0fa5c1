/**
 * The cross-engine suite (`npm run test:engines`, and a step of `npm test`): every scenario of scenarios.ts on
 * Firefox and on WebKitGTK, against the built site (`npm run build` first). Its own config, apart from the unit
 * and API run's (vite.config.ts), which it must not slow down: two test files, one per engine, run side by side.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: '.',
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    // A scenario's waits are bounded by the adapter (WAIT_MS); these bound a whole scenario and a browser's start.
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
