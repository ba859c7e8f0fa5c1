/**
 * The Usage tab's period, bounded (issue 51, item 3): each of `from` and
 * `to` is a day from 2000-01-01 to tomorrow (UTC, of the request), or a 400
 * naming the field, on both stores; `to=0000-01-01` was a 500 on PostgreSQL
 * and a 200 with "from":"-000001-12-03" on the JSON file. The clock is set
 * (Date only) so every day below is worked out by hand from 2026-11-29.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionStore } from '../../api/store/submission-store';
import { ADMIN_PASSWORD, basic, testApp } from './helpers';
import { bothStores } from './postgres';

const auth = { headers: { Authorization: basic(ADMIN_PASSWORD) } };
const stores = bothStores();
/** Tomorrow, seen from 2026-11-29. */
const first = 'Write a first day from 2000-01-01 to 2026-11-30.';
const last = 'Write a last day from 2000-01-01 to 2026-11-30.';

/** An app over a fresh store of `open`'s kind, then the clock at `now`. */
async function appAt(open: () => Promise<SubmissionStore | undefined>, now: string) {
  const store = await open();
  const { app } = await testApp(store ? { store } : {});
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
  return app;
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(stores)('the usage period on %s', (_, open) => {
  it.each([
    ['a last day in year 0', 'to=0000-01-01', { to: last }],
    ['a first day before 2000', 'from=1999-12-31&to=2000-01-05', { from: first }],
    ['a last day after tomorrow', 'to=2026-12-01', { to: last }],
    ['both days after tomorrow', 'from=9999-12-30&to=9999-12-31', { from: first, to: last }],
  ])('refuses %s (%s) with 400 and the field’s message, for the counts and their CSV', async (_, query, errors) => {
    const app = await appAt(open, '2026-11-29T12:00:00Z');
    for (const path of ['/api/admin/usage', '/api/admin/usage.csv']) {
      const refused = await app.request(`${path}?${query}`, auth);
      expect(refused.status, path).toBe(400);
      expect(await refused.json()).toEqual({ success: false, message: Object.values(errors).join(' '), errors });
    }
  });

  it('answers the first and the last day allowed, and a default period that would start before 2000 starts on 2000-01-01', async () => {
    const app = await appAt(open, '2026-11-29T12:00:00Z');
    const read = async (query: string) => {
      const answer = await app.request(`/api/admin/usage?${query}`, auth);
      expect(answer.status, query).toBe(200);
      return answer.json();
    };
    expect(await read('from=2000-01-01&to=2000-12-31')).toEqual({ from: '2000-01-01', to: '2000-12-31', totals: [], days: [] });
    expect(await read('to=2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30', totals: [], days: [] });
    expect(await read('to=2000-01-10')).toEqual({ from: '2000-01-01', to: '2000-01-10', totals: [], days: [] });
  });

  it('reads tomorrow at each request: a day refused today is answered once the server’s day has turned', async () => {
    const app = await appAt(open, '2026-11-29T23:59:59Z');
    expect((await app.request('/api/admin/usage?to=2026-12-01', auth)).status).toBe(400);
    vi.setSystemTime(new Date('2026-11-30T00:00:00Z'));
    const answer = await app.request('/api/admin/usage?to=2026-12-01', auth);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ from: '2026-11-02', to: '2026-12-01', totals: [], days: [] });
  });
});
