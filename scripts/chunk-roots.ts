/** The modules whose static imports decide the client build's files (scripts/client-chunks.ts). */
import { resolve } from 'node:path';
import { islandSources } from '../src/islands/island-sources';

/** The entry, the islands' shell and each island's module, as absolute paths. */
export interface ChunkRoots {
  shell: string;
  entry: string;
  calculatorIsland: string;
  embedIsland: string;
  directoryIsland: string;
  formIslands: string[];
  planIsland: string;
}

/** The chunking's roots in the project at `root`; the islands' files are the island table's (src/islands/island-sources.ts). */
export function chunkRoots(root: string): ChunkRoots {
  const island = (name: keyof typeof islandSources) => resolve(root, islandSources[name]);
  return {
    shell: resolve(root, 'src/islands/hydrate.tsx'),
    entry: resolve(root, 'src/boot.ts'),
    calculatorIsland: island('calculator'),
    embedIsland: island('embed'),
    // The admin is left out: it may load the card's file too, rather than the others loading what only it shares.
    directoryIsland: island('directory'),
    formIslands: [island('contact-form'), island('request-form')],
    planIsland: island('plan'),
  };
}
