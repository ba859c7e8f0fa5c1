/**
 * POST /api/events (issue 30): a batch of usage events becomes daily counts,
 * the same on both stores; a hostile batch gets a 4xx and changes no count;
 * a client is limited. Counts are worked out by hand from the batches sent.
 */
import { describe, expect, it } from 'vitest';
import type { SubmissionStore } from '../../api/store/submission-store';
import { vocabularyOf } from '../../api/usage-vocabulary';
import { definitions } from '../../definitions';
import { plans } from '../../definitions/plans';
import { defaultRateLimits } from '../../api/middleware/rate-limits';
import { from, json, testApp } from './helpers';
import { bothStores } from './postgres';

const usageVocabulary = {
  ...vocabularyOf(definitions, plans),
  paths: new Set(['/', '/calculators', '/calculators/roi', '/calculators/ctr', '/embed/roi', '/plans/paid-search-funnel']),
};
const today = () => new Date().toISOString().slice(0, 10);

const stores = bothStores();

/** An app over a fresh store of the kind `open` makes, knowing the site's names. */
async function appOn(open: () => Promise<SubmissionStore | undefined>, events = defaultRateLimits.events) {
  const store = await open();
  return testApp({ ...(store ? { store } : {}), usageVocabulary, rateLimits: { ...defaultRateLimits, events } });
}

const roiBands = definitions.find((d) => d.slug === 'roi')!.calculator.modes[0]!.bands!.steps.map((s) => s.label);

describe.each(stores)('usage events on %s', (_, open) => {
  it('counts a batch by day, kind, calculator and detail, and adds the next batch to the same counts', async () => {
    const { app, store } = await appOn(open);
    const batch = {
      events: [
        { type: 'view', path: '/calculators/roi', referrer: 'news.example.org' },
        { type: 'view', path: '/calculators/roi' },
        { type: 'calculate', calculator: 'roi', mode: 'default', band: 'Good' },
        { type: 'calculate', calculator: 'roi', mode: 'default', band: 'Good' },
        { type: 'calculate', calculator: 'roi', mode: 'default', rule: 1 },
        { type: 'explore', calculator: 'roi', explorer: 'compare' },
        { type: 'copy', calculator: 'roi', what: 'link' },
        { type: 'embed-view', calculator: 'roi', host: 'blog.example.com' },
        { type: 'plan-step', plan: 'paid-search-funnel', calculator: 'cpc' },
      ],
    };
    expect((await app.request('/api/events', json(batch))).status).toBe(204);
    expect((await app.request('/api/events', json({ events: [batch.events[2]] }))).status).toBe(204);
    const day = today();
    // A host seen fewer than 5 times in the period is read as other (tests/api/usage-hosts.test.ts).
    expect(await store.usage(day, day)).toEqual([
      { day, event: 'calculate', calculator: 'roi', detail: 'default|band:Good', count: 3 },
      { day, event: 'calculate', calculator: 'roi', detail: 'default|rule:1', count: 1 },
      { day, event: 'copy', calculator: 'roi', detail: 'link', count: 1 },
      { day, event: 'embed-view', calculator: 'roi', detail: 'other', count: 1 },
      { day, event: 'explore', calculator: 'roi', detail: 'compare', count: 1 },
      { day, event: 'plan-step', calculator: 'cpc', detail: 'paid-search-funnel', count: 1 },
      { day, event: 'referrer', calculator: '', detail: 'other', count: 1 },
      { day, event: 'view', calculator: '', detail: '/calculators/roi', count: 2 },
    ]);
    expect(roiBands).toContain('Good');
  });

  it.each([
    ['an unknown event', { events: [{ type: 'purchase', calculator: 'roi' }] }, 400],
    ['a calculator that does not exist', { events: [{ type: 'explore', calculator: 'no-such-calculator', explorer: 'chart' }] }, 400],
    ['a band the mode does not have', { events: [{ type: 'calculate', calculator: 'roi', mode: 'default', band: 'Great' }] }, 400],
    ['a rule past the mode’s last', { events: [{ type: 'calculate', calculator: 'roi', mode: 'default', rule: 9 }] }, 400],
    ['a page the site does not have', { events: [{ type: 'view', path: '/calculators/roi/1500' }] }, 400],
    ['a query string in the path', { events: [{ type: 'view', path: '/calculators/roi?investment=1000' }] }, 400],
    ['wrong types', { events: [{ type: 'calculate', calculator: 'roi', mode: 'default', band: 50 }] }, 400],
    [
      'an input value smuggled into a field of its own',
      { events: [{ type: 'calculate', calculator: 'roi', mode: 'default', investment: '1000' }] },
      400,
    ],
    ['an input value smuggled into a band', { events: [{ type: 'calculate', calculator: 'roi', mode: 'default', band: '1000' }] }, 400],
    ['a full address for a host', { events: [{ type: 'embed-view', calculator: 'roi', host: 'https://blog.example.com/post?id=7' }] }, 400],
    ['a prototype key for a calculator', { events: [{ type: 'explore', calculator: 'constructor', explorer: 'chart' }] }, 400],
    ['too many events', { events: Array.from({ length: 21 }, () => ({ type: 'view', path: '/' })) }, 400],
    ['no events', { events: [] }, 400],
    ['a 1 MB body', { events: [{ type: 'view', path: '/' }], padding: 'x'.repeat(1_000_000) }, 413],
  ])('refuses %s with a %s and changes no count', async (_, batch, status) => {
    const { app, store } = await appOn(open);
    // One good batch from the same client beside the hostile one, so "no count changed" is a count that stayed.
    await app.request('/api/events', json({ events: [{ type: 'view', path: '/' }] }));
    const response = await app.request('/api/events', json(batch));
    expect(response.status).toBe(status);
    expect(((await response.json()) as { success: boolean; message: string }).success).toBe(false);
    expect(await store.usage(today(), today())).toEqual([{ day: today(), event: 'view', calculator: '', detail: '/', count: 1 }]);
  });

  it('refuses a body not declared as JSON (as sendBeacon sends a string) with 415', async () => {
    const { app } = await appOn(open);
    const response = await app.request('/api/events', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"events":[]}' });
    expect(response.status).toBe(415);
  });

  it('limits each client to its batches per window, and not others', async () => {
    const { app, store } = await appOn(open, 3);
    const send = (address: string) => app.request('/api/events', json({ events: [{ type: 'view', path: '/' }] }), from(address));
    for (let i = 0; i < 3; i += 1) expect((await send('10.0.0.1')).status).toBe(204);
    const refused = await send('10.0.0.1');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe('Too many usage reports. Please wait 15 minutes and try again.');
    expect((await send('10.0.0.2')).status).toBe(204);
    expect(await store.usage(today(), today())).toEqual([{ day: today(), event: 'view', calculator: '', detail: '/', count: 4 }]);
  });
});

describe('the admin’s usage counts', () => {
  const auth = { Authorization: `Basic ${Buffer.from('admin:correct horse battery staple').toString('base64')}` };

  it('answers a period’s counts and their CSV, and refuses a period that is not one', async () => {
    const { app } = await testApp({ usageVocabulary });
    await app.request('/api/events', json({ events: [{ type: 'calculate', calculator: 'ctr', mode: 'default', rule: 0 }] }));
    const day = today();
    const answer = await app.request(`/api/admin/usage?from=${day}&to=${day}`, { headers: auth });
    expect(await answer.json()).toEqual({
      from: day,
      to: day,
      totals: [{ event: 'calculate', calculator: 'ctr', detail: 'default|rule:0', count: 1 }],
      days: [{ day, event: 'calculate', count: 1 }],
    });
    const csv = await app.request(`/api/admin/usage.csv?from=${day}&to=${day}`, { headers: auth });
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="usage-${day}-to-${day}.csv"`);
    expect((await csv.text()).replace(/^\uFEFF/, '')).toBe(
      `day,event,calculator,detail,count\r\n${day},calculate,ctr,default|rule:0,1\r\n`,
    );
    // The last 30 days to today by default.
    expect(((await (await app.request('/api/admin/usage', { headers: auth })).json()) as { to: string }).to).toBe(day);
    for (const query of ['from=2026-13-01', 'from=2026-11-27&to=2026-11-01', 'from=2024-01-01&to=2026-11-27']) {
      const refused = await app.request(`/api/admin/usage?${query}`, { headers: auth });
      expect(refused.status).toBe(400);
    }
    expect((await app.request('/api/admin/usage')).status).toBe(401);
  });
});
