/**
 * Save under `npm run dev` (scripts/studio-dev-save.ts): the definition the
 * studio sends is checked as a definition file is, then written to
 * definitions/<slug>.json; a broken one or one that would shadow a `.ts`
 * calculator is refused with a sentence, and nothing is written.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitions } from '../../definitions';
import { definitionAsJson, definitionFromJson } from '../../engine/definition-json';
import { studioDevMiddleware } from '../../scripts/studio-dev-save';

const root = mkdtempSync(join(tmpdir(), 'studio-dev-'));
mkdirSync(join(root, 'definitions'));
writeFileSync(join(root, 'definitions/roi.ts'), '// a calculator written in TypeScript');
const saved: string[] = [];
const passedOn: string[] = [];
const middleware = studioDevMiddleware(
  root,
  async (text) => definitionFromJson(text),
  (file) => saved.push(file),
);
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) =>
    middleware(request as never, response, () => {
      passedOn.push(request.url ?? '');
      response.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const save = (body: string) =>
  fetch(`${base}/__studio/definitions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
const cpl = definitions.find((d) => d.slug === 'cpl')!;

describe('Save under npm run dev', () => {
  it('writes definitions/<slug>.json and names the page it now has', async () => {
    const text = definitionAsJson(cpl);
    const answer = await save(text);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ message: 'Saved to definitions/cpl.json.', page: '/calculators/cpl' });
    expect(readFileSync(join(root, 'definitions/cpl.json'), 'utf8')).toBe(text);
    expect(saved).toEqual([join(root, 'definitions/cpl.json')]);
  });

  it('refuses a definition that is not sound, with its first problem, and writes nothing', async () => {
    const answer = await save(definitionAsJson(cpl).replace('"slug": "cpl"', '"slug": "Not A Slug"'));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe('cpl → slug: Use lower-case words joined by hyphens.');
    expect(existsSync(join(root, 'definitions/Not A Slug.json'))).toBe(false);
  });

  it('does not shadow a calculator written in TypeScript', async () => {
    const roi = definitionAsJson(definitions.find((d) => d.slug === 'roi')!);
    const answer = await save(roi);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'definitions/roi.ts already defines /calculators/roi: change the slug to save a new calculator, or edit that file.',
    );
    expect(existsSync(join(root, 'definitions/roi.json'))).toBe(false);
  });

  it('serves the studio’s pages at /studio and /studio/preview', async () => {
    await fetch(`${base}/studio`);
    await fetch(`${base}/studio/preview`);
    expect(passedOn).toEqual(['/studio.html', '/studio-preview.html']);
  });
});
