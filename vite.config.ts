import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chunkModulesPlugin } from './scripts/chunk-modules-plugin';
import { clientChunks } from './scripts/client-chunks';
import { definitionsPlugin } from './scripts/definitions-plugin';
import { eagerFactoriesPlugin } from './scripts/eager-factories-plugin';

/** Site origin for canonical and og:url links, fixed at build time. */
const siteOrigin = (process.env.SITE_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');

/** The footer's external professional-profile link; set it to the owner's profile. */
const profileUrl = process.env.SITE_PROFILE_URL ?? 'https://www.linkedin.com/';

/** index.html's script (`[name]-[hash].js`, as the browser tests also name it): the chunk every page runs first. */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), definitionsPlugin(), chunkModulesPlugin(import.meta.dirname), eagerFactoriesPlugin()],
  define: { __SITE_ORIGIN__: JSON.stringify(siteOrigin), __SITE_PROFILE_URL__: JSON.stringify(profileUrl) },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // Every browser the site supports preloads modules itself (Chrome 66, Firefox 115, Safari 17); one
    // without it still loads every module, through the imports, so no page pays 0.4 kB to emulate it.
    modulePreload: {
      polyfill: false,
      // The entry's lazy parts of the number setting (src/number-setting/: a visitor's own style, the picker) fetch
      // what they import when they load, rather than every page's entry listing those files to preload.
      // What runs once a page is hydrated (src/after-hydration.ts: the offline worker, usage counts) fetches its imports then too.
      // And no lazy import preloads the entry itself: every page has already run it (its script tag, which Vite's
      // helper does not count as loaded), and the link it added cost a main-thread fetch between paint and hydration.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && /(^|\/)(start|setting-dialog|after-hydration)-[\w-]+\.js$/.test(file)
          ? []
          : deps.filter((dep) => !ENTRY_CHUNK.test(dep)),
    },
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks(import.meta.dirname) } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/fuzz/**/*.test.ts', 'tests/faults/**/*.test.ts'],
    environment: 'node',
    // One throwaway PostgreSQL server for the store suites (or TEST_DATABASE_URL), and one temporary folder for the
    // run's data files, removed when it ends.
    globalSetup: ['tests/setup/postgres.ts', 'tests/setup/temp-root.ts'],
  },
}));
