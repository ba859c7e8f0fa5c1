/**
 * The dev server's side of the studio (`npm run dev` only): `/studio` and
 * `/studio/preview` are the studio's pages, and `POST /__studio/definitions`
 * writes the definition it sends to definitions/<slug>.json, after the same
 * check a JSON file gets when the registry reads it. A calculator written in
 * a `.ts` file is not overwritten by a JSON twin: the answer says so.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Connect } from 'vite';
import { DEV_SAVE_PATH, MAX_DRAFT_BYTES } from '../contract/drafts';

type Respond = (status: number, body: { message: string; page?: string }) => void;

/** Reads a request's body as text, refusing one over MAX_DRAFT_BYTES (resolves undefined). */
function bodyOf(request: Connect.IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_DRAFT_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_DRAFT_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * The middleware; `read` checks a definition's text (engine/definition-json.ts, loaded as the registry loads it)
 * and throws its DefinitionError; `saved` runs once a file is written, so the registry reads it again.
 */
export function studioDevMiddleware(
  root: string,
  read: (text: string) => Promise<{ slug: string }>,
  saved: (file: string) => void,
): Connect.NextHandleFunction {
  const folder = join(root, 'definitions');
  return (request, response, next) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method === 'GET' && (path === '/studio' || path === '/studio/')) request.url = '/studio.html';
    else if (request.method === 'GET' && path === '/studio/preview') request.url = '/studio-preview.html';
    if (path !== DEV_SAVE_PATH || request.method !== 'POST') return next();
    const respond: Respond = (status, body) => {
      response.statusCode = status;
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(body));
    };
    void (async () => {
      const text = await bodyOf(request);
      if (text === undefined) return respond(413, { message: `The definition is over ${MAX_DRAFT_BYTES / 1024} kB.` });
      let slug: string;
      try {
        ({ slug } = await read(text));
      } catch (error) {
        return respond(400, { message: (error as Error).message.split('\n')[0]! });
      }
      if (existsSync(join(folder, `${slug}.ts`)))
        return respond(409, {
          message: `definitions/${slug}.ts already defines /calculators/${slug}: change the slug to save a new calculator, or edit that file.`,
        });
      const file = join(folder, `${slug}.json`);
      await writeFile(file, text.endsWith('\n') ? text : `${text}\n`);
      saved(file);
      respond(201, { message: `Saved to ${relative(root, file)}.`, page: `/calculators/${slug}` });
    })().catch((error: unknown) => respond(500, { message: (error as Error).message }));
  };
}
