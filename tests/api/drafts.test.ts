/**
 * The studio's drafts through the API (issue 29): behind the admin login;
 * a sound definition is kept exactly as sent and listed, downloaded and
 * deleted; bad input gets a clear error and stores nothing, on both stores.
 * (The studio's own pages are served from the build: tests/e2e/studio.spec.ts.)
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../definitions';
import { definitionAsJson } from '../../engine/definition-json';
import { ADMIN_PASSWORD, basic, testApp } from './helpers';
import { bothStores } from './postgres';

const auth = { Authorization: basic(ADMIN_PASSWORD) };
const roi = definitionAsJson(definitions.find((d) => d.slug === 'roi')!);
const post = (body: string, type = 'application/json', headers: Record<string, string> = auth): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': type, ...headers },
  body,
});

const stores = bothStores();

describe.each(stores)('drafts on %s', (_, open) => {
  const app = async () => {
    const store = await open();
    return (await testApp(store ? { store } : {})).app;
  };

  it('keeps a sound definition as sent, lists it, gives it as <slug>.json and deletes it', async () => {
    const api = await app();
    const saved = await api.request('/api/admin/drafts', post(roi));
    expect(saved.status).toBe(201);
    const body = (await saved.json()) as { message: string; draft: { id: string; slug: string; title: string; bytes: number } };
    expect(body.message).toBe('The draft is saved. The admin finds it under Drafts.');
    expect(body.draft).toMatchObject({ slug: 'roi', title: 'ROI Calculator', bytes: Buffer.byteLength(roi) });
    const list = (await (await api.request('/api/admin/drafts', { headers: auth })).json()) as { drafts: { id: string }[] };
    expect(list.drafts.map((d) => d.id)).toEqual([body.draft.id]);
    const file = await api.request(`/api/admin/drafts/${body.draft.id}`, { headers: auth });
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="roi.json"');
    expect(await file.text()).toBe(roi);
    expect((await api.request(`/api/admin/drafts/${body.draft.id}`, { method: 'DELETE', headers: auth })).status).toBe(204);
    expect((await api.request(`/api/admin/drafts/${body.draft.id}`, { method: 'DELETE', headers: auth })).status).toBe(404);
    expect(await (await api.request('/api/admin/drafts', { headers: auth })).json()).toEqual({ drafts: [] });
  });

  it.each([
    ['half of a character', '\\ud800'],
    ['an escape character', '\\u001b'],
    ['a NUL', '\\u0000'],
  ])(
    'refuses a title with %s, which a store could not keep as written, and stores nothing (found by the fuzz suite)',
    async (_, escape) => {
      const api = await app();
      const answer = await api.request(
        '/api/admin/drafts',
        post(roi.replace('"title": "ROI Calculator"', `"title": "ROI ${escape}Calculator"`)),
      );
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        success: false,
        message:
          'The draft is not a sound calculator definition: title: The title contains a character that cannot be stored, such as a null or control character. Remove it and try again.',
        errors: {
          title: 'The title contains a character that cannot be stored, such as a null or control character. Remove it and try again.',
        },
      });
      expect(await (await api.request('/api/admin/drafts', { headers: auth })).json()).toEqual({ drafts: [] });
    },
  );

  it.each([
    [
      'invalid JSON',
      post('{"key": "roi",'),
      400,
      'The draft is not a sound calculator definition: (file): The file is not valid JSON at line 1, column 15: Expected double-quoted property name.',
    ],
    [
      'an unknown key',
      post(roi.replace('"key": "roi",', '"key": "roi",\n  "colour": "blue",')),
      400,
      'The draft is not a sound calculator definition: (root): Unknown key "colour": check the spelling.',
    ],
    [
      'a draft over 256 kB',
      post(roi.replace('"key"', `"padding": "${'x'.repeat(262_144)}", "key"`)),
      413,
      'The request is too large. Send at most 256 kB.',
    ],
    ['a wrong content type', post(roi, 'text/plain'), 415, 'Send the data as JSON with the header Content-Type: application/json.'],
  ])('answers %s with its status and a clear message, storing nothing', async (_, init, status, message) => {
    const api = await app();
    const response = await api.request('/api/admin/drafts', init);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(await (await api.request('/api/admin/drafts', { headers: auth })).json()).toEqual({ drafts: [] });
  });

  it('answers 401 without the login, for the drafts and the studio alike', async () => {
    const api = await app();
    expect((await api.request('/api/admin/drafts', post(roi, 'application/json', {}))).status).toBe(401);
    expect((await api.request('/api/admin/drafts')).status).toBe(401);
    expect((await api.request('/api/admin/drafts/x', { method: 'DELETE' })).status).toBe(401);
  });

  it('answers 404 for a draft that is not there', async () => {
    const api = await app();
    expect((await api.request('/api/admin/drafts/00000000-0000-4000-8000-000000000000', { headers: auth })).status).toBe(404);
  });
});

describe('drafts in the JSON file', () => {
  it('are kept across a restart, and a file without drafts keeps its shape', async () => {
    const { openJsonFileStore } = await import('../../api/store/json-file-store');
    const { readFile } = await import('node:fs/promises');
    const { dataFile, store } = await testApp();
    expect(await readFile(dataFile, 'utf8')).toBe('{"contactSubmissions":[],"calculatorRequests":[],"idempotencyKeys":{}}');
    const saved = await store.addDraft({ slug: 'roi', title: 'ROI Calculator', json: roi });
    await store.close();
    const reopened = await openJsonFileStore(dataFile);
    expect(await reopened.getDraft(saved.id)).toEqual(saved);
    expect(await reopened.deleteDraft(saved.id)).toBe(true);
    await reopened.close();
  });
});
