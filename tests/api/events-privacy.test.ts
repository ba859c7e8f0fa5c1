/**
 * POST /api/events from a visitor who asked not to be tracked (issue 51,
 * item 5): `Sec-GPC: 1` or `DNT: 1` is answered 204 and counts nothing, on
 * both stores, whatever the body (it is never read), and is not counted by
 * the events limit either. Other values of the headers express no such
 * wish, and the batch is counted as any other.
 */
import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../api/middleware/rate-limits';
import type { SubmissionStore } from '../../api/store/submission-store';
import { vocabularyOf } from '../../api/usage-vocabulary';
import { daysBefore } from '../../contract/admin-lists';
import { definitions } from '../../definitions';
import { plans } from '../../definitions/plans';
import { from, json, testApp } from './helpers';
import { bothStores } from './postgres';

const usageVocabulary = { ...vocabularyOf(definitions, plans), paths: new Set(['/', '/calculators/roi']) };
const stores = bothStores();

/** An app over a fresh store of the kind `open` makes, with `events` batches per client and window. */
async function appOn(open: () => Promise<SubmissionStore | undefined>, events = defaultRateLimits.events) {
  const store = await open();
  return testApp({ ...(store ? { store } : {}), usageVocabulary, rateLimits: { ...defaultRateLimits, events } });
}

/** Every count the store holds from yesterday to tomorrow (a test may cross midnight), added up. */
async function counted(store: SubmissionStore): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const counts = await store.usage(daysBefore(today, 1), daysBefore(today, -1));
  return counts.reduce((sum, c) => sum + c.count, 0);
}

/** A batch of three events: a view, a Calculate and a copied link. */
const batch = {
  events: [
    { type: 'view', path: '/calculators/roi' },
    { type: 'calculate', calculator: 'roi', mode: 'default' },
    { type: 'copy', calculator: 'roi', what: 'link' },
  ],
};

describe.each(stores)('usage events from a visitor who asked not to be tracked, on %s', (_, open) => {
  it.each([
    ['Sec-GPC', '1'],
    ['sec-gpc', '1'],
    ['DNT', '1'],
    ['DNT', '1xyz'],
  ])('answers %s: %s with 204 and counts nothing', async (name, value) => {
    const { app, store } = await appOn(open);
    // One batch counted beforehand, so "nothing counted" is a count that stayed at 3.
    expect((await app.request('/api/events', json(batch))).status).toBe(204);
    const answer = await app.request('/api/events', json(batch, 'POST', { [name]: value }));
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    expect(await counted(store)).toBe(3);
  });

  it.each([
    ['a body that is not JSON', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"events":' }],
    ['a body declared as text', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(batch) }],
    ['a 1 MB body', json({ ...batch, padding: 'x'.repeat(1_000_000) })],
    ['an event the site does not have', json({ events: [{ type: 'purchase', calculator: 'roi' }] })],
  ])('answers 204 before reading the body: %s', async (_, init) => {
    const { app, store } = await appOn(open);
    const answer = await app.request('/api/events', { ...init, headers: { ...(init.headers as Record<string, string>), 'Sec-GPC': '1' } });
    expect(answer.status).toBe(204);
    expect(await counted(store)).toBe(0);
  });

  it.each([
    ['Sec-GPC', '0'],
    ['Sec-GPC', 'true'],
    ['DNT', '0'],
    ['DNT', '1, 0'],
  ])('counts a batch with %s: %s, which expresses no such wish', async (name, value) => {
    const { app, store } = await appOn(open);
    expect((await app.request('/api/events', json(batch, 'POST', { [name]: value }))).status).toBe(204);
    expect(await counted(store)).toBe(3);
  });

  it('does not count such a request toward the client’s limit of batches', async () => {
    const { app, store } = await appOn(open, 3);
    const client = from('10.0.0.51');
    for (let i = 0; i < 5; i += 1) {
      expect((await app.request('/api/events', json(batch, 'POST', { 'Sec-GPC': '1' }), client)).status).toBe(204);
    }
    for (let i = 0; i < 3; i += 1) expect((await app.request('/api/events', json(batch), client)).status).toBe(204);
    expect((await app.request('/api/events', json(batch), client)).status).toBe(429);
    expect(await counted(store)).toBe(9);
  });
});
