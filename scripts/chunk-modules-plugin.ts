/**
 * Vite plugin: writes dist/client/.vite/chunk-modules.json, each JavaScript
 * file of the client build with the modules in it (paths from the project
 * folder), so `npm run size` can tell what a page's first load runs (for
 * example, that a calculator's card runs no MUI or emotion before hydration).
 * Build metadata like the manifest: never served (api/static-files.ts).
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the map is written, under the client build's folder. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** The plugin; `root` is the project folder. */
export function chunkModulesPlugin(root: string): Plugin {
  return {
    name: 'marketing-calculators:chunk-modules',
    apply: 'build',
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return;
      const modules = Object.fromEntries(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk.moduleIds.map((id) => relative(root, id.replace(/^\0/, '')))]),
      );
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules, null, 1) });
    },
  };
}
