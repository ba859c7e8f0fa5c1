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

/** Modules of the number setting that both its lazy parts and the result's tools import. */
const NUMBER_TOOLS = /[\\/](engine[\\/](benchmarks|money-ratings|figures)|src[\\/]number-setting[\\/](address|rates-day))\.ts$/;
/** The engine's goal seek and plan modules that the result's tools and the plan page's lazy parts share. */
const ENGINE_TOOLS = /[\\/]engine[\\/](explore[\\/](goal-seek|terms|solve-for)|plan[\\/](address|steps|evaluate))\.ts$/;
/** MUI's and its helpers' modules, which the result's tools and the card's other lazy parts share. */
const MUI_MODULES =
  /[\\/]node_modules[\\/](@mui[\\/](material|utils|system|private-theming|styled-engine)|react-transition-group|@emotion|@babel[\\/]runtime|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared))[\\/.]/;

/** The codeSplitting options for the client build of the project at `root`. */
export function clientChunks(root: string) {
  const shell = resolve(root, 'src/islands/hydrate.tsx');
  const entry = resolve(root, 'src/boot.ts');
  const calculatorIsland = resolve(root, 'src/islands/CalculatorIsland.tsx');
  const embedIsland = resolve(root, 'src/islands/EmbedIsland.tsx');
  // The admin is left out: it may load the card's file too, rather than the others loading what only it shares.
  const directoryIsland = resolve(root, 'src/directory/DirectoryFilter.tsx');
  const formIslands = ['src/contact/ContactForm.tsx', 'src/contact/CalculatorRequestForm.tsx'].map((file) => resolve(root, file));
  const planIsland = resolve(root, 'src/plan/PlanEditor.tsx');
  // Loaded on demand, but by every calculator and embedded calculator as it loads, and by nothing else: what the
  // island table runs before a calculator's island renders (src/islands/table.ts: preloaded as part of the island's
  // files), and what every definition's compiled code calls. Two requests fewer.
  // And the Embed button, which a plan's steps show too: shared, it would be a file of its own on every calculator page.
  const withCard = ['src/islands/prepare-calculator.ts', 'engine/code-helpers.ts', 'src/embed/EmbedButton.tsx'].map((file) =>
    resolve(root, file),
  );
  const icons = resolve(root, 'src/first-screen/icons.tsx');
  let shellOnly: Set<string> | undefined;
  type CardFile = 'calculator-card' | 'card-and-plan' | 'main';
  let cardFiles: Map<string, CardFile> | undefined;
  // What the card also shares with the plan page's island (the engine, the card's plain components) is a file of its
  // own ('card-and-plan'): the plan page then loads neither the card's own code nor the registry of calculators. It
  // costs a calculator page about 0.7 kB (two files compress less well than one), which the plan page's 3.8 kB
  // outweighs. What the calculator page's card and the embedded calculator both import is otherwise one file ('calculator-card'): the
  // explorers they load on demand share much of it (tables, selects, the engine), and left alone rolldown splits
  // those shared modules into many small files, each a request on the first load. The two islands' own modules go
  // in it too, and the card's icons (which a result's buttons also draw) in 'card-and-plan': a request fewer each.
  // What the card shares with other islands (the directory's, the contact page's forms: tabs, buttons, the classes'
  // reader, a form's values) goes in the shell ('main'), which every page with islands loads: the few hundred bytes
  // an island loads without using them cost less than a request.
  const cardFile = (id: string, graph: ModuleGraph): CardFile | null => {
    if (!cardFiles) {
      cardFiles = new Map();
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
    }
    return cardFiles.get(id) ?? null;
  };
  // What a result opens (src/calculator/result-tools.ts: the band scale, the explorers, the plan bar) is one file
  // with everything it imports that no first load has, MUI's modules included. Left alone, rolldown splits each
  // module it shares with another lazily loaded part (the chart, the plan page's tools, the embed dialog, the
  // admin) into a file of its own, and every such file is one more name in the preload list of each lazy import
  // of it, which the card's first load carries. Those parts load this file for what they share with it.
  const resultTools = resolve(root, 'src/calculator/result-tools.ts');
  // A visitor's number style and its picker (src/number-setting/) load early on any page, without MUI: what they
  // share with the result's tools (the conversion of money benchmarks) must not pull that file, MUI and all, in.
  const numberSetting = ['src/number-setting/start.ts', 'src/number-setting/setting-dialog.ts'].map((file) => resolve(root, file));
  const adminApp = resolve(root, 'src/admin/AdminApp.tsx');
  let toolsOnly: Set<string> | undefined;
  let withAdmin: Set<string> | undefined;
  const inResultTools = (id: string, graph: ModuleGraph): 'result-tools' | 'tools-and-admin' | null => {
    if (!toolsOnly) {
      // What any island's first load has stays where it is (the plan island reads the engine's plan façade too).
      const islands = [calculatorIsland, embedIsland, directoryIsland, planIsland, ...formIslands, ...numberSetting];
      const firstLoad = new Set([shell, entry, ...islands].flatMap((root) => [...staticGraph(root, graph)]));
      // The MUI the embed dialog uses goes in too: left apart, each piece it shares with the tools (a dialog's title, a
      // text field, a transition) was one more name in the card's preload lists. (The chart's is left to rolldown: its
      // files and the toasts' import each other.)
      const otherParts = [resolve(root, 'src/embed/EmbedDialog.tsx')];
      const sharedMui = otherParts.flatMap((part) => [...staticGraph(part, graph)].filter((module) => MUI_MODULES.test(module)));
      toolsOnly = new Set([...staticGraph(resultTools, graph), ...sharedMui].filter((module) => !firstLoad.has(module)));
      const admin = staticGraph(adminApp, graph);
      withAdmin = new Set([...toolsOnly].filter((module) => admin.has(module)));
    }
    // What the admin shares with them (MUI's common modules) is a file of its own: the admin need not load the rest.
    return withAdmin!.has(id) ? 'tools-and-admin' : toolsOnly.has(id) ? 'result-tools' : null;
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
        // React's own code is a file of its own, which the entry imports and runs before the rest (src/boot.ts).
        name: (id: string) =>
          /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]react-first\.ts$/.test(id) ? 'react' : null,
        priority: 3,
      },
      {
        // With what the card shares with the directory's and the forms' islands: every page with islands loads both.
        name: (id: string, graph: ModuleGraph) => (inShell(id, graph) || cardFile(id, graph) === 'main' ? 'main' : null),
        // What the entry shares with the shell (src/live.ts) stays with the entry: the entry must not load the shell.
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
        // What the number setting's lazy parts share with the result's tools (money benchmarks converted, figures
        // retyped, the rates' day): one file, so the card's preload lists name one file more, not four.
        name: (id: string) => (NUMBER_TOOLS.test(id) ? 'number-tools' : null),
        includeDependenciesRecursively: false,
        priority: 4,
      },
    ],
  };
}
