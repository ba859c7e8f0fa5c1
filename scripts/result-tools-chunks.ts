/**
 * Which modules go in the file of what a result opens (scripts/client-chunks.ts).
 *
 * What a result opens (src/calculator/result-tools.ts: the band scale, the
 * explorers, the plan bar) is one file with everything it imports that no
 * first load has, MUI's modules included. Left alone, rolldown splits each
 * module it shares with another lazily loaded part (the chart, the plan
 * page's tools, the embed dialog, the admin) into a file of its own, and
 * every such file is one more name in the preload list of each lazy import
 * of it, which the card's first load carries. Those parts load this file
 * for what they share with it.
 */
import { resolve } from 'node:path';
import type { ChunkRoots } from './chunk-roots';
import { staticGraph, type ModuleGraph } from './module-graph';

/** MUI's and its helpers' modules, which the result's tools and the card's other lazy parts share. */
const MUI_MODULES =
  /[\\/]node_modules[\\/](@mui[\\/](material|utils|system|private-theming|styled-engine)|react-transition-group|@emotion|@babel[\\/]runtime|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared))[\\/.]/;

/** The files the result's tools are put in. */
export type ResultToolsFile = 'result-tools' | 'tools-and-admin';

/** The result's tools that no first load has, and those of them the admin imports too. */
function resultToolsOf(roots: ChunkRoots, root: string, graph: ModuleGraph): { toolsOnly: Set<string>; withAdmin: Set<string> } {
  const { shell, entry, calculatorIsland, embedIsland, directoryIsland, formIslands, planIsland } = roots;
  const resultTools = resolve(root, 'src/calculator/result-tools.ts');
  // A visitor's number style and its picker (src/number-setting/) load early on any page, without MUI: what they
  // share with the result's tools (the conversion of money benchmarks) must not pull that file, MUI and all, in.
  const numberSetting = ['src/number-setting/start.ts', 'src/number-setting/setting-dialog.ts'].map((file) => resolve(root, file));
  const adminApp = resolve(root, 'src/admin/AdminApp.tsx');
  // What any island's first load has stays where it is (the plan island reads the engine's plan façade too).
  const islands = [calculatorIsland, embedIsland, directoryIsland, planIsland, ...formIslands, ...numberSetting];
  const firstLoad = new Set([shell, entry, ...islands].flatMap((from) => [...staticGraph(from, graph)]));
  // The MUI the embed dialog uses goes in too: left apart, each piece it shares with the tools (a dialog's title, a
  // text field, a transition) was one more name in the card's preload lists. (The chart's is left to rolldown: its
  // files and the toasts' import each other.)
  const otherParts = [resolve(root, 'src/embed/EmbedDialog.tsx')];
  const sharedMui = otherParts.flatMap((part) => [...staticGraph(part, graph)].filter((module) => MUI_MODULES.test(module)));
  const toolsOnly = new Set([...staticGraph(resultTools, graph), ...sharedMui].filter((module) => !firstLoad.has(module)));
  const admin = staticGraph(adminApp, graph);
  return { toolsOnly, withAdmin: new Set([...toolsOnly].filter((module) => admin.has(module))) };
}

/** The result tools' file a module goes in, or null for any other module; the graph is read once, on the first call. */
export function resultToolsChunks(roots: ChunkRoots, root: string): (id: string, graph: ModuleGraph) => ResultToolsFile | null {
  let tools: { toolsOnly: Set<string>; withAdmin: Set<string> } | undefined;
  return (id, graph) => {
    tools ??= resultToolsOf(roots, root, graph);
    // What the admin shares with them (MUI's common modules) is a file of its own: the admin need not load the rest.
    return tools.withAdmin.has(id) ? 'tools-and-admin' : tools.toolsOnly.has(id) ? 'result-tools' : null;
  };
}
