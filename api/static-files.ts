/**
 * The build's static files (dist/client), read into memory once at start with
 * the gzip and brotli forms the build wrote beside them, and answered from
 * there. A page loads a score of small modules at once; serving each from the
 * disk through streams cost several milliseconds apiece, which a visitor waited
 * for between the first paint and working controls. The folder is a few MB and
 * never changes while the server runs. Build metadata (.vite/) is not served.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** One file in the encodings a browser may accept. */
interface StaticFile {
  type: string;
  identity: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  brotli?: Uint8Array<ArrayBuffer>;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(path);
    return /\.(br|gz)$/.test(entry.name) ? [] : [path];
  });
}

function readIfThere(path: string): Uint8Array<ArrayBuffer> | undefined {
  return existsSync(path) ? new Uint8Array(readFileSync(path)) : undefined;
}

/** URL path → file, for every file under `folder` (hidden folders left out). */
export function loadStaticFiles(folder: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const path of filesUnder(folder)) {
    const url = `/${relative(folder, path).split(sep).join('/')}`;
    files.set(url, {
      type: getMimeType(path) ?? 'application/octet-stream',
      identity: new Uint8Array(readFileSync(path)),
      gzip: readIfThere(`${path}.gz`),
      brotli: readIfThere(`${path}.br`),
    });
  }
  return files;
}

/**
 * Answers GET and HEAD for the files under `folder`, at their path under `prefix` (the studio's build is served
 * under /studio); anything else goes on to the next handler.
 */
export function staticFiles(folder: string, prefix = ''): MiddlewareHandler {
  const files = loadStaticFiles(folder);
  return async (c, next) => {
    const path = c.req.path.startsWith(`${prefix}/`) ? c.req.path.slice(prefix.length) : undefined;
    const file = path !== undefined && (c.req.method === 'GET' || c.req.method === 'HEAD') ? files.get(path) : undefined;
    if (!file) return next();
    const accepted = c.req.header('Accept-Encoding') ?? '';
    const [body, encoding] =
      file.brotli && /\bbr\b/.test(accepted)
        ? [file.brotli, 'br']
        : file.gzip && /\bgzip\b/.test(accepted)
          ? [file.gzip, 'gzip']
          : [file.identity, undefined];
    c.header('Content-Type', file.type);
    if (file.gzip || file.brotli) c.header('Vary', 'Accept-Encoding');
    if (encoding) c.header('Content-Encoding', encoding);
    return c.req.method === 'HEAD' ? c.body(null) : c.body(body);
  };
}
