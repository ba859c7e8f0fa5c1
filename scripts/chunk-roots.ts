/** The modules whose static imports decide the client build's files (scripts/client-chunks.ts). */
import { resolve } from 'node:path';

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

/** The chunking's roots in the project at `root`. */
export function chunkRoots(root: string): ChunkRoots {
  return {
    shell: resolve(root, 'src/islands/hydrate.tsx'),
    entry: resolve(root, 'src/boot.ts'),
    calculatorIsland: resolve(root, 'src/islands/CalculatorIsland.tsx'),
    embedIsland: resolve(root, 'src/islands/EmbedIsland.tsx'),
    // The admin is left out: it may load the card's file too, rather than the others loading what only it shares.
    directoryIsland: resolve(root, 'src/directory/DirectoryFilter.tsx'),
    formIslands: ['src/contact/ContactForm.tsx', 'src/contact/CalculatorRequestForm.tsx'].map((file) => resolve(root, file)),
    planIsland: resolve(root, 'src/plan/PlanEditor.tsx'),
  };
}
