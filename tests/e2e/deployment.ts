/**
 * Two deployments of the site for the update test: copies of the build in
 * folders of their own, each served by the built server (which reads dist/
 * under its working folder). `changeCode` makes a copy a different
 * deployment the way a real one differs: new text in a page and in the
 * code that renders it, under new content-hashed file names.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

/** A copy of dist/ in a new folder, with node_modules linked so its server finds its packages. */
export function copyBuild(): string {
  const folder = mkdtempSync(join(tmpdir(), 'calculators-deployment-'));
  cpSync(resolve('dist'), join(folder, 'dist'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(folder, 'node_modules'), 'dir');
  return folder;
}

/** Removes a copy made by copyBuild. */
export function removeBuild(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes a file's new text and drops its compressed forms, which the server would otherwise send instead. */
function rewrite(file: string, text: string): void {
  writeFileSync(file, text);
  for (const suffix of ['.gz', '.br']) rmSync(`${file}${suffix}`, { force: true });
}

/** A new content-hashed name for an asset whose content changed. */
function newName(name: string): string {
  const hash = createHash('sha256').update(`deployment B ${name}`).digest('base64url').slice(0, 8);
  return name.replace(/-[\w-]{8}\.js$/, `-${hash}.js`);
}

/**
 * In the build under `folder`: replaces `from` with `to` in `page` (a file
 * under dist/pages) and in the one /assets/ file matching `assetPattern`,
 * and gives new names to that file, to the files matching `renamed`, and,
 * as a bundler does, to every file that names a renamed one, rewriting every
 * reference (pages, chunks, sw.js). Returns the old and new names.
 */
export function changeCode(
  folder: string,
  change: { page: string; assetPattern: RegExp; from: string; to: string; renamed: RegExp[] },
): { oldNames: string[]; newNames: string[] } {
  const client = join(folder, 'dist', 'client');
  const assetsDir = join(client, 'assets');
  const assets = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  const find = (pattern: RegExp, holding?: string) => {
    const name = assets.find(
      (file) => pattern.test(file) && (holding === undefined || readFileSync(join(assetsDir, file), 'utf8').includes(holding)),
    );
    if (!name) throw new Error(`No asset matches ${pattern}${holding === undefined ? '' : ` and holds "${holding}"`}.`);
    return name;
  };
  // The one of the matching files that holds the text (a calculator has a card's chunk and a page's).
  const changed = find(change.assetPattern, change.from);
  for (const file of [join(assetsDir, changed), join(folder, 'dist', 'pages', change.page)]) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(change.from)) throw new Error(`${basename(file)} does not contain "${change.from}".`);
    rewrite(file, text.split(change.from).join(change.to));
  }
  const renames = new Map<string, string>();
  const pending = [changed, ...change.renamed.map((pattern) => find(pattern))];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (renames.has(name)) continue;
    renames.set(name, newName(name));
    pending.push(...assets.filter((other) => !renames.has(other) && readFileSync(join(assetsDir, other), 'utf8').includes(name)));
  }
  const textFiles = [...filesUnder(client), ...filesUnder(join(folder, 'dist', 'pages'))].filter((file) => /\.(js|html|json)$/.test(file));
  for (const file of textFiles) {
    const text = readFileSync(file, 'utf8');
    const updated = [...renames].reduce((result, [from, to]) => result.split(from).join(to), text);
    if (updated !== text) rewrite(file, updated);
  }
  for (const [from, to] of renames) renameSync(join(assetsDir, from), join(assetsDir, to));
  if (!existsSync(join(client, 'sw.js'))) throw new Error('The build has no sw.js.');
  return { oldNames: [...renames.keys()], newNames: [...renames.values()] };
}
