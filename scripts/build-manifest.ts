/**
 * The client build's manifest (dist/client/.vite/manifest.json) and the walks
 * the build steps after it make over it: the pre-renderer for each page's
 * modules, the offline worker's build for the app-wide parts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHUNK_MODULES_FILE } from './chunk-modules-plugin';

/** One chunk of the build manifest, as Vite writes it. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name, for chunks the build names (scripts/client-chunks.ts). */
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Manifest key (source or chunk name) → chunk. */
export type BuildManifest = Record<string, ManifestChunk>;

/** Each JavaScript file of the client build in `client` with the modules in it (scripts/chunk-modules-plugin.ts). */
function chunkModules(client: string): Record<string, string[]> {
  return JSON.parse(readFileSync(join(client, CHUNK_MODULES_FILE), 'utf8')) as Record<string, string[]>;
}

/**
 * Reads the manifest of the client build in `client` (dist/client). A module grouped into a shared file
 * (scripts/client-chunks.ts: an island's own module in its card's file) has no entry of its own in Vite's
 * manifest; it is added, as that file's chunk, so a page's modules can be walked from its islands' sources.
 */
export function readBuildManifest(client: string): BuildManifest {
  const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  for (const [file, modules] of Object.entries(chunkModules(client))) {
    const chunk = byFile.get(file);
    if (chunk) for (const source of modules) manifest[source] ??= chunk;
  }
  return manifest;
}

/** Files of a manifest entry and everything it imports statically, added to `into`. */
export function chunkFiles(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}.`);
  if (!into.has(chunk.file)) {
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  }
  return into;
}

/**
 * The key of the islands' shared chunk (src/islands/hydrate.tsx and what it imports, named 'main'
 * by scripts/client-chunks.ts): of the chunks the entry, src/boot.ts,
 * imports, the one that is not React's.
 */
export function appChunk(manifest: BuildManifest): string {
  const chunk = manifest['index.html']?.dynamicImports?.find((key) => manifest[key]?.name === 'main');
  if (!chunk) throw new Error("The build manifest shows no chunk named 'main' imported by the entry (src/boot.ts).");
  return chunk;
}

/**
 * The client build's file that holds the module `source` (a path from the project folder): its manifest entry,
 * which for a module grouped into a shared file is that file's (readBuildManifest).
 */
export function fileOfModule(client: string, source: string): string {
  const file = readBuildManifest(client)[source]?.file;
  if (!file) throw new Error(`No file of the build in ${client} holds ${source}.`);
  return file;
}
