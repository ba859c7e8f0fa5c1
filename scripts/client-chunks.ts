/**
 * How the client build groups modules into files (rolldown's codeSplitting).
 *
 * Why: left to itself, rolldown splits every set of modules shared by a
 * different set of dynamic imports into its own file, 28 for a calculator
 * page, many under 1 kB. Each file is a request, and starting 28 requests
 * is itself a long task on a slow phone. Everything the app shell
 * (src/main.tsx) imports statically is loaded on every page anyway, so it
 * becomes one file, with React (react, react-dom, scheduler) as a second:
 * the entry runs it a task before the rest, and compiling and running 450 kB
 * in one go was the page's longest task (about 150 ms at 1x CPU).
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `from` imports statically, directly or not, with `from` itself. */
function staticGraph(from: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const pending = [from];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

/** The codeSplitting options for the client build of the project at `root`. */
export function clientChunks(root: string) {
  const shell = resolve(root, 'src/main.tsx');
  const entry = resolve(root, 'src/boot.ts');
  const calculatorPage = resolve(root, 'src/pages/CalculatorPage.tsx');
  const embedPage = resolve(root, 'src/pages/EmbedPage.tsx');
  const otherPages = readdirSync(resolve(root, 'src/pages'))
    .filter((file) => /^[A-Z]\w*Page\.tsx$/.test(file) && file !== 'CalculatorPage.tsx' && file !== 'EmbedPage.tsx')
    .map((file) => resolve(root, 'src/pages', file));
  let shellOnly: Set<string> | undefined;
  type PageFile = 'calculator-card' | 'calculator-page' | 'pages-shared';
  let pageFiles: Map<string, PageFile> | undefined;
  // What only the calculator page imports statically stays in one file: the explorers it loads on demand share much
  // of it (tables, selects, the engine), and left alone rolldown moves those shared modules into a file of their
  // own, which the page then loads too, at a cost of 1.6 kB of cross-file imports on the first load.
  // The embedded calculator (src/pages/EmbedPage.tsx) shows the same card without the page around it: what both
  // import is one file ('calculator-card'), what only the full page adds another ('calculator-page').
  // What the calculator page shares with other pages (MUI's tabs, chips, breadcrumbs, transitions, the card link)
  // is one more file ('pages-shared'): left to rolldown it was 11 files, 20 requests in all on a calculator page,
  // and over HTTP/1.1's six connections they came in waves. Other pages load all of it, used or not.
  const pageFile = (id: string, graph: ModuleGraph): PageFile | null => {
    if (!pageFiles) {
      pageFiles = new Map();
      const elsewhere = new Set(otherPages.flatMap((page) => [...staticGraph(page, graph)]));
      const app = new Set([...staticGraph(shell, graph), ...staticGraph(entry, graph)]);
      const embed = staticGraph(embedPage, graph);
      for (const module of staticGraph(calculatorPage, graph)) {
        if (module === calculatorPage || module === embedPage || app.has(module)) continue;
        pageFiles.set(module, elsewhere.has(module) ? 'pages-shared' : embed.has(module) ? 'calculator-card' : 'calculator-page');
      }
    }
    return pageFiles.get(id) ?? null;
  };
  const inShell = (id: string, graph: ModuleGraph): boolean => {
    if (!shellOnly) {
      const entryGraph = staticGraph(entry, graph);
      shellOnly = new Set([...staticGraph(shell, graph)].filter((module) => !entryGraph.has(module)));
    }
    return shellOnly.has(id);
  };
  return {
    groups: [
      {
        // React's own code is a file of its own, which the entry imports and runs before the rest of the app (src/boot.ts).
        name: (id: string) =>
          /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]react-first\.ts$/.test(id) ? 'react' : null,
        priority: 3,
      },
      {
        name: (id: string, graph: ModuleGraph) => (inShell(id, graph) ? 'main' : null),
        // What the entry shares with the shell (src/live.ts) stays with the entry: the entry must not load the shell.
        includeDependenciesRecursively: false,
        priority: 2,
      },
      {
        // The page modules themselves stay their routes' own entries (pre-rendering finds them by source in the manifest).
        name: (id: string, graph: ModuleGraph) => pageFile(id, graph),
        includeDependenciesRecursively: false,
        priority: 1,
      },
    ],
  };
}
