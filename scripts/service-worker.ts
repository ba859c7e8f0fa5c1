/**
 * After pre-rendering: builds the offline worker (sw/service-worker.ts) into
 * dist/client/sw.js with the app shell's files injected as its precache list
 * (what Workbox's injectManifest does: `self.__WB_MANIFEST` becomes the list,
 * each file with a revision unless its name is content-hashed), and writes
 * its gzip and brotli forms. Written here rather than with workbox-build:
 * that package pulls in rollup, whose platform binaries for other systems
 * are missing from this project's registry, so `npm ci` refused the lock
 * file; the injection itself is these few lines.
 *
 * The shell is what every pre-rendered page loads: the /assets/ files that
 * all pages name (the entry, the app's chunk and the shared vendor chunks),
 * read from the pages themselves, so it follows the build's chunking with
 * no list to keep; the app-wide parts loaded on demand (toast, tooltips);
 * the favicon, the manifest and its icons. Page, definition, chart and admin
 * chunks are cached when a page uses them, or, when the page loaded them
 * before the worker took over, once the page names them to the worker
 * (sw/store-assets-message.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { SPECULATION_RULES_PATH, speculationRules } from '../api/speculation-rules';
import { assetsNamedIn } from '../sw/assets-named-in';
import { OFFLINE_PAGE } from '../sw/offline-page';
import { appChunk, chunkFiles, readBuildManifest } from './build-manifest';
import { compressFile } from './compress';

const dist = resolve('dist');
const client = join(dist, 'client');
const pagesDir = join(dist, 'pages');

/** The /assets/ files every pre-rendered page names, without the leading slash. */
function sharedAssets(): string[] {
  const routes = JSON.parse(readFileSync(join(pagesDir, 'routes.json'), 'utf8')) as Record<string, string>;
  const perPage = Object.values(routes).map((file) => new Set(assetsNamedIn(readFileSync(join(pagesDir, file), 'utf8'))));
  const shared = [...perPage[0]!].filter((file) => perPage.every((page) => page.has(file)));
  if (shared.length === 0) throw new Error('The pre-rendered pages share no /assets/ file: is the entry script missing from them?');
  return shared.map((path) => path.slice(1));
}

/** The source files of the islands (src/islands/island-sources.ts), from the pre-renderer's build. */
async function islandModules(): Promise<Set<string>> {
  const entry = (await import(pathToFileURL(join(dist, 'prerender', 'entry-server.js')).href)) as typeof import('../src/entry-server');
  return new Set<string>(Object.values(entry.islandSources));
}

/** The toasts' root, which the first toast on a page loads (src/toast/toasts.ts), and the toast it then loads. */
const TOAST_PARTS = ['src/toast/toast-host.tsx', 'src/toast/ToastView.tsx'];

/**
 * The app-wide parts loaded on demand (what the islands' shared chunk loads,
 * the toasts' root) with their imports: every island may need them, offline
 * too. Islands and calculator definitions are left out: a page names its own
 * in its HTML.
 */
async function onDemandParts(): Promise<string[]> {
  const manifest = readBuildManifest(client);
  const islands = await islandModules();
  const parts = (manifest[appChunk(manifest)]?.dynamicImports ?? []).filter(
    (key) => !key.startsWith('virtual:calculator/') && !islands.has(key),
  );
  // Loaded by whichever part shows the page's first toast, not by the shared chunk.
  parts.push(...TOAST_PARTS);
  const files = new Set<string>();
  for (const part of parts) chunkFiles(manifest, part, files);
  return [...files];
}

const icons = (JSON.parse(readFileSync(join(client, 'manifest.webmanifest'), 'utf8')) as { icons: { src: string }[] }).icons;
const shell = [
  ...new Set([...sharedAssets(), ...(await onDemandParts())]),
  'icons/favicon-32.png',
  'manifest.webmanifest',
  ...icons.map((icon) => icon.src.replace(/^\//, '')),
];

const bundled = mkdtempSync(join(tmpdir(), 'sw-'));
try {
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    // Workbox's development logging is dropped as in its own production builds.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: bundled,
      emptyOutDir: true,
      // A classic script: module workers are newer than the browsers that should work offline.
      rolldownOptions: { input: resolve('sw/service-worker.ts'), output: { format: 'iife', entryFileNames: 'sw.js' } },
    },
  });
  const missing = shell.filter((file) => !existsSync(join(client, file)));
  if (missing.length > 0) throw new Error(`sw.js would precache files the build lacks: ${missing.join(', ')}.`);
  const files = shell.map((url) => ({ url, content: readFileSync(join(client, url)) }));
  // Hashed names change with their content: no revision to add.
  const entries = files.map(({ url, content }) => ({
    url,
    revision: url.startsWith('assets/') ? null : createHash('md5').update(content).digest('hex'),
  }));
  // The page shown offline for a page never visited (src/pages/OfflinePage.tsx), from the pre-rendered pages.
  const offline = readFileSync(join(pagesDir, `${OFFLINE_PAGE}.html`));
  entries.push({ url: OFFLINE_PAGE, revision: createHash('md5').update(offline).digest('hex') });
  // Every page names the speculation rules (api/speculation-rules.ts): a page served offline asks for them too.
  entries.push({
    url: SPECULATION_RULES_PATH.slice(1),
    revision: createHash('md5').update(JSON.stringify(speculationRules)).digest('hex'),
  });
  const size = files.reduce((total, { content }) => total + content.length, 0);
  const source = readFileSync(join(bundled, 'sw.js'), 'utf8');
  const injected = source.split('self.__WB_MANIFEST');
  if (injected.length !== 2) throw new Error(`sw.js must name self.__WB_MANIFEST exactly once (found ${injected.length - 1}).`);
  const sw = injected.join(JSON.stringify(entries));
  writeFileSync(join(client, 'sw.js'), sw);
  compressFile(join(client, 'sw.js'));
  console.log(
    `sw.js: ${(Buffer.byteLength(sw) / 1024).toFixed(1)} kB, precaching ${entries.length} shell files (${(size / 1024).toFixed(1)} kB).`,
  );
} finally {
  rmSync(bundled, { recursive: true, force: true });
}
