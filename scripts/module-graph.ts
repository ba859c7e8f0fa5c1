/** What the client build's chunking reads of rolldown's module graph (scripts/client-chunks.ts). */

/** The part of rolldown's module graph the chunking reads: each module's static imports. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `from` imports statically, directly or not, with `from` itself. */
export function staticGraph(from: string, graph: ModuleGraph): Set<string> {
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
