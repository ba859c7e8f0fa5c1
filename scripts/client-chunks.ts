/**
 * How the client build groups modules into files (rolldown's codeSplitting).
 *
 * Why: left to itself, rolldown splits every set of modules shared by a
 * different set of dynamic imports into its own file, 28 for a calculator
 * page, many under 1 kB. Each file is a request, and starting 28 requests
 * is itself a long task on a slow phone. Everything the islands' shell
 * (src/islands/hydrate.tsx) imports statically is loaded on every page with
 * islands anyway, so it becomes one file, with React (react, react-dom,
 * scheduler) as a second:
 * the entry runs it a task before the rest, and compiling and running 450 kB
 * in one go was the page's longest task (about 150 ms at 1x CPU).
 *
 * A calculator page's first load after the paint is six files (the shell,
 * the runtime, React, the card's two, the definition): over HTTP/1.1 a
 * browser opens six connections to a host, and a seventh file waited for
 * one of them, 10-35 ms between the paint and working controls.
 */
import { cardChunks } from './card-chunks';
import { chunkRoots } from './chunk-roots';
import { staticGraph, type ModuleGraph } from './module-graph';
import { resultToolsChunks } from './result-tools-chunks';

/** Modules of the number setting that both its lazy parts and the result's tools import. */
const NUMBER_TOOLS =
  /[\\/](engine[\\/](benchmarks|money-ratings|figures|number-style[\\/]converted-figure)|src[\\/]number-setting[\\/](address|rates-day))\.ts$/;
/** The engine's goal seek and plan modules that the result's tools and the plan page's lazy parts share. */
const ENGINE_TOOLS = /[\\/]engine[\\/](explore[\\/](goal-seek|terms|solve-for)|plan[\\/](address|steps|evaluate))\.ts$/;

/** The codeSplitting options for the client build of the project at `root`. */
export function clientChunks(root: string) {
  const roots = chunkRoots(root);
  const { shell, entry } = roots;
  let shellOnly: Set<string> | undefined;
  const cardFile = cardChunks(roots, root);
  const inResultTools = resultToolsChunks(roots, root);
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
        // React's own code is a file of its own, which the entry imports and runs before the rest (src/boot.ts).
        name: (id: string) =>
          /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]react-first\.ts$/.test(id) ? 'react' : null,
        priority: 3,
      },
      {
        // With what the card shares with the directory's and the forms' islands: every page with islands loads both.
        name: (id: string, graph: ModuleGraph) => (inShell(id, graph) || cardFile(id, graph) === 'main' ? 'main' : null),
        // What the entry shares with the shell (src/hydration.ts) stays with the entry: the entry must not load the shell.
        includeDependenciesRecursively: false,
        priority: 2,
      },
      {
        // What goes in 'main' the group above has taken already.
        name: (id: string, graph: ModuleGraph) => cardFile(id, graph),
        includeDependenciesRecursively: false,
        priority: 1,
      },
      {
        name: (id: string, graph: ModuleGraph) => inResultTools(id, graph),
        includeDependenciesRecursively: false,
        priority: 0,
      },
      {
        // The engine's goal seek and plan code, which the result's tools and the plan page's lazy parts both load:
        // one file rather than three, each a name in the card's preload lists.
        name: (id: string) => (ENGINE_TOOLS.test(id) ? 'engine-tools' : null),
        includeDependenciesRecursively: false,
        priority: 4,
      },
      {
        // What the number setting's lazy parts share with the result's tools (money benchmarks converted and rounded, figures
        // retyped, the rates' day): one file, so the card's preload lists name one file more, not four.
        name: (id: string) => (NUMBER_TOOLS.test(id) ? 'number-tools' : null),
        includeDependenciesRecursively: false,
        priority: 4,
      },
    ],
  };
}
