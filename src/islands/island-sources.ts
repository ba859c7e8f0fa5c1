/**
 * Each island's source file, from the project folder: the key of its chunk
 * in the client build's manifest, from which the pre-renderer preloads an
 * island's files (scripts/prerender.ts) and the offline worker's build
 * tells islands from the app-wide parts (scripts/service-worker.ts). Only
 * the server render imports this file (src/entry-server.tsx): the island
 * table (./table.ts) is on every page with islands, and the browser has no
 * use for the paths. A new island is a compile error here until its file
 * is named; tests/unit/islands.test.tsx holds each to the module the table
 * loads.
 */
import type { IslandName } from './table';

export const islandSources = {
  calculator: 'src/islands/CalculatorIsland.tsx',
  embed: 'src/islands/EmbedIsland.tsx',
  directory: 'src/directory/DirectoryFilter.tsx',
  plan: 'src/plan/PlanEditor.tsx',
  'contact-form': 'src/contact/ContactForm.tsx',
  'request-form': 'src/contact/CalculatorRequestForm.tsx',
  admin: 'src/admin/AdminApp.tsx',
} as const satisfies Record<IslandName, `src/${string}.tsx`>;
