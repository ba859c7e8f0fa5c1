/**
 * Which file of the client build a module the calculator's card loads goes
 * in (scripts/client-chunks.ts).
 *
 * What the card also shares with the plan page's island (the engine, the
 * card's plain components) is a file of its own ('card-and-plan'): the plan
 * page then loads neither the card's own code nor the registry of
 * calculators. It costs a calculator page about 0.7 kB (two files compress
 * less well than one), which the plan page's 3.8 kB outweighs. What the
 * calculator page's card and the embedded calculator both import is
 * otherwise one file ('calculator-card'): the explorers they load on demand
 * share much of it (tables, selects, the engine), and left alone rolldown
 * splits those shared modules into many small files, each a request on the
 * first load. The two islands' own modules go in it too, and the card's
 * icons (which a result's buttons also draw) in 'card-and-plan': a request
 * fewer each. What the card shares with other islands (the directory's, the
 * contact page's forms: tabs, buttons, the classes' reader, a form's
 * values) goes in the shell ('main'), which every page with islands loads:
 * the few hundred bytes an island loads without using them cost less than
 * a request.
 */
import { resolve } from 'node:path';
import type { ChunkRoots } from './chunk-roots';
import { staticGraph, type ModuleGraph } from './module-graph';

/** The files the card's modules are put in. */
export type CardFile = 'calculator-card' | 'card-and-plan' | 'main';

/** Each of the card's modules with its file, from the module graph. */
function cardFilesOf(roots: ChunkRoots, root: string, graph: ModuleGraph): Map<string, CardFile> {
  const { shell, entry, calculatorIsland, embedIsland, directoryIsland, formIslands, planIsland } = roots;
  // Loaded on demand, but by every calculator and embedded calculator as it loads, and by nothing else: what the
  // island table runs before a calculator's island renders (src/islands/table.ts: preloaded as part of the island's
  // files), and what every definition's compiled code calls. Two requests fewer.
  // And the Embed button, which a plan's steps show too: shared, it would be a file of its own on every calculator page.
  const withCard = ['src/islands/prepare-calculator.ts', 'engine/code-helpers.ts', 'src/embed/EmbedButton.tsx'].map((file) =>
    resolve(root, file),
  );
  const icons = resolve(root, 'src/first-screen/icons.tsx');
  const cardFiles = new Map<string, CardFile>();
  const app = new Set([...staticGraph(shell, graph), ...staticGraph(entry, graph)]);
  const embed = staticGraph(embedIsland, graph);
  const directory = staticGraph(directoryIsland, graph);
  const forms = new Set(formIslands.flatMap((island) => [...staticGraph(island, graph)]));
  const plan = staticGraph(planIsland, graph);
  for (const module of staticGraph(calculatorIsland, graph)) {
    if (app.has(module) || !(embed.has(module) || module === calculatorIsland)) continue;
    const shared = directory.has(module) || forms.has(module);
    cardFiles.set(module, shared ? 'main' : plan.has(module) ? 'card-and-plan' : 'calculator-card');
  }
  for (const module of withCard) cardFiles.set(module, 'calculator-card');
  cardFiles.set(embedIsland, 'calculator-card');
  cardFiles.set(icons, 'card-and-plan');
  return cardFiles;
}

/** The file a module of the card goes in, or null for any other module; the graph is read once, on the first call. */
export function cardChunks(roots: ChunkRoots, root: string): (id: string, graph: ModuleGraph) => CardFile | null {
  let cardFiles: Map<string, CardFile> | undefined;
  return (id, graph) => {
    cardFiles ??= cardFilesOf(roots, root, graph);
    return cardFiles.get(id) ?? null;
  };
}
