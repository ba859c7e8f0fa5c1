/**
 * The dev server's side of the definitions plugin (scripts/definitions-plugin.ts):
 * definitions read again when one is changed, added, removed or saved by the studio.
 */
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { ViteDevServer } from 'vite';
import { studioDevMiddleware } from './studio-dev-save';

/** Watches definitions/ and engine/ in the project at `root`; `forgetLoaded` drops the definitions loaded so far. */
export function watchDefinitions(server: ViteDevServer, root: string, forgetLoaded: () => void): void {
  const folder = resolve(root, 'definitions');
  server.watcher.add(folder);
  const forget = () => {
    forgetLoaded();
    for (const module of server.moduleGraph.idToModuleMap.values()) {
      if (module.id?.startsWith('\0virtual:')) server.moduleGraph.invalidateModule(module);
    }
  };
  // A file the studio just saved is read again without reloading every open page, the studio among them.
  const fromStudio = new Set<string>();
  // A file added (a new calculator, .ts or .json) or removed changes the registry as an edit does.
  const reload = (file: string) => {
    if (!file.startsWith(folder) && !file.startsWith(resolve(root, 'engine'))) return;
    forget();
    if (!fromStudio.delete(file)) server.ws.send({ type: 'full-reload' });
  };
  server.middlewares.use(
    studioDevMiddleware(
      root,
      async (text) => {
        const from = resolve(root, 'vite.config.ts');
        const { definitionFromJson } = await tsImport('./engine/definition-json.ts', { parentURL: `file://${from}` } as never);
        return (definitionFromJson as (text: string) => { slug: string })(text);
      },
      (file) => {
        fromStudio.add(file);
        forget();
      },
    ),
  );
  for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, reload);
}
