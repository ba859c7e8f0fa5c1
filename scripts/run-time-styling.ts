/**
 * Which files of the client build hold MUI or emotion (styles computed in
 * the browser), from the map the build writes (scripts/chunk-modules-plugin.ts).
 * A calculator's first load must hold none (docs/architecture.md): `npm run
 * size` checks the files a page loads, `npm run bench:profile` the files
 * that ran before hydration.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHUNK_MODULES_FILE } from './chunk-modules-plugin';

const RUN_TIME_STYLING = /(^|\/)node_modules\/(@mui|@emotion)\//;

/** For the client build in `dist`: the MUI and emotion modules in a file (its path under dist/client, as `assets/x.js`). */
export function runTimeStylingIn(dist: string): (file: string) => string[] {
  const modules = JSON.parse(readFileSync(join(dist, 'client', CHUNK_MODULES_FILE), 'utf8')) as Record<string, string[]>;
  return (file) => (modules[file] ?? []).filter((module) => RUN_TIME_STYLING.test(module));
}
