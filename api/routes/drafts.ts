/**
 * The studio's drafts (contract/drafts.ts), under the admin login: POST
 * takes a calculator definition as JSON text (at most 256 kB, declared as
 * JSON), checks it as the registry checks a definition file
 * (engine/definition-json.ts: JSON, schema, expressions) and keeps the text
 * exactly as sent (201); GET lists them newest first; GET /:id gives the file
 * to download; DELETE /:id removes it (204).
 */
import { Hono } from 'hono';
import { draftFileName, MAX_DRAFT_BYTES } from '../../contract/drafts';
import { draftNotSound, draftSaved, noSuchDraft } from '../../contract/messages/admin';
import { UNSTORABLE_CHARACTER, unstorableText } from '../../contract/storable-text';
import { ApiFailure } from '../failure';
import { DefinitionError } from '../../engine/define-calculator';
import { definitionFromJson } from '../../engine/definition-json';
import { limitBodyTo, requireJson } from '../middleware/json-body';
import type { SubmissionStore } from '../store/submission-store';

/** The drafts' routes, mounted under the admin's (which log in and keep answers out of caches). */
export function draftRoutes(store: SubmissionStore): Hono {
  const routes = new Hono();
  routes.post('/', limitBodyTo(MAX_DRAFT_BYTES), requireJson, async (c) => {
    const text = await c.req.text();
    let definition;
    try {
      definition = definitionFromJson(text);
    } catch (error) {
      if (!(error instanceof DefinitionError)) throw error;
      const errors = Object.fromEntries(error.problems.map((p) => [p.path, p.problem]));
      const [first] = error.problems;
      const message = draftNotSound(`${first!.path}: ${first!.problem}`, error.problems.length);
      throw new ApiFailure(400, message, { errors });
    }
    // The slug and title are kept as columns of their own, where a store could not keep them as written (issue 31).
    const unstorable = (['slug', 'title'] as const).find((field) => UNSTORABLE_CHARACTER.test(definition[field]));
    if (unstorable) {
      const problem = unstorableText(`The ${unstorable}`);
      throw new ApiFailure(400, draftNotSound(`${unstorable}: ${problem}`, 1), { errors: { [unstorable]: problem } });
    }
    const draft = await store.addDraft({ slug: definition.slug, title: definition.title, json: text });
    const { json: _json, ...summary } = draft;
    return c.json({ success: true, message: draftSaved, draft: summary }, 201);
  });
  routes.get('/', async (c) => c.json({ drafts: await store.listDrafts() }));
  routes.get('/:id', async (c) => {
    const draft = await store.getDraft(c.req.param('id'));
    if (!draft) throw new ApiFailure(404, noSuchDraft);
    return c.body(draft.json, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${draftFileName(draft)}"`,
    });
  });
  routes.delete('/:id', async (c) => {
    if (!(await store.deleteDraft(c.req.param('id')))) throw new ApiFailure(404, noSuchDraft);
    return c.body(null, 204);
  });
  return routes;
}
