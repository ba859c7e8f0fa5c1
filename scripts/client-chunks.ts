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
  let pageModules: Set<string> | undefined;
  let cardModules: Set<string> | undefined;
  // What only the calculator page imports statically stays in one file: the explorers it loads on demand share much
  // of it (tables, selects, the engine), and left alone rolldown moves those shared modules into a file of their
  // own, which the page then loads too, at a cost of 1.6 kB of cross-file imports on the first load.
  // Only what no other page imports: modules other pages share keep rolldown's own placement.
  // The embedded calculator (src/pages/EmbedPage.tsx) shows the same card without the page around it: what both
  // import is one file ('calculator-card'), what only the full page adds another ('calculator-page').
  const group = (id: string, graph: ModuleGraph): 'calculator-card' | 'calculator-page' | null => {
    if (!pageModules || !cardModules) {
      const elsewhere = new Set(otherPages.flatMap((page) => [...staticGraph(page, graph)]));
      const embed = staticGraph(embedPage, graph);
      const page = [...staticGraph(calculatorPage, graph)].filter((module) => !elsewhere.has(module));
      cardModules = new Set(page.filter((module) => embed.has(module)));
      pageModules = new Set(page.filter((module) => !embed.has(module)));
    }
    if (cardModules.has(id)) return 'calculator-card';
    return pageModules.has(id) ? 'calculator-page' : null;
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
        name: (id: string, graph: ModuleGraph) =>
          id !== calculatorPage && id !== embedPage && !inShell(id, graph) ? group(id, graph) : null,
        includeDependenciesRecursively: false,
        priority: 1,
      },
    ],
  };
}
