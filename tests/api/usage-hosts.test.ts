/**
 * Usage counts keep only real host names (issue 51, item 2), on both stores:
 * a referrer or an embedding page is stored as its registrable domain or as
 * `other`, a day keeps at most HOSTS_PER_DAY hosts of a kind (also with two
 * server processes on one PostgreSQL database, sending at once), and the
 * admin's Usage tab and CSV name a host only once 5 visits in the period came
 * from it. What is stored is read from the JSON file and the database
 * themselves; counts are worked out by hand from the batches sent.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { createApp } from '../../api/app';
import { defaultRateLimits } from '../../api/middleware/rate-limits';
import { openPostgresStore } from '../../api/store/postgres-store';
import type { SubmissionStore } from '../../api/store/submission-store';
import { HOSTS_PER_DAY } from '../../api/usage-hosts';
import { vocabularyOf } from '../../api/usage-vocabulary';
import type { UsageCount, UsagePeriod } from '../../contract/events';
import { definitions } from '../../definitions';
import { plans } from '../../definitions/plans';
import { ADMIN_PASSWORD, basic, json, testApp } from './helpers';
import { freshDatabaseUrl } from './postgres';

const usageVocabulary = { ...vocabularyOf(definitions, plans), paths: new Set(['/', '/calculators/roi']) };
const today = () => new Date().toISOString().slice(0, 10);
const auth = { headers: { Authorization: basic(ADMIN_PASSWORD) } };

/** The app, as the tests call it. */
type App = ReturnType<typeof createApp>;

/** The host rows as stored: `event calculator detail count`, in order. */
type Stored = () => Promise<string[]>;
/** One store's apps (two processes on PostgreSQL, one on the JSON file) and its stored host rows. */
interface Side {
  apps: App[];
  store: SubmissionStore;
  stored: Stored;
}

const opened: SubmissionStore[] = [];
afterAll(() => Promise.all(opened.map((store) => store.close())));

const hostRow = (event: string, calculator: string, detail: string, count: number | string) => `${event} ${calculator} ${detail} ${count}`;
const isHostEvent = (event: string) => event === 'referrer' || event === 'embed-view';

const sides: [string, () => Promise<Side>][] = [
  [
    'the JSON store',
    async () => {
      const { app, store, dataFile } = await testApp({ usageVocabulary, rateLimits: { ...defaultRateLimits, events: 0 } });
      const stored = async () => {
        const file = JSON.parse(readFileSync(dataFile, 'utf8')) as { usage: Record<string, [string, string, string, number][]> };
        return (file.usage[today()] ?? [])
          .filter(([event]) => isHostEvent(event))
          .map((row) => hostRow(...row))
          .sort();
      };
      return { apps: [app], store, stored };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const url = await freshDatabaseUrl();
      // Two stores with pools of their own: two server processes on one database.
      const stores = [await openPostgresStore(url, { poolSize: 4 }), await openPostgresStore(url, { poolSize: 4 })];
      opened.push(...stores);
      const apps = await Promise.all(
        stores.map(async (store) => (await testApp({ store, usageVocabulary, rateLimits: { ...defaultRateLimits, events: 0 } })).app),
      );
      const stored = async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const { rows } = await client.query<{ event: string; calculator: string; detail: string; count: string }>(
            "SELECT event, calculator, detail, count FROM usage_daily WHERE event IN ('referrer', 'embed-view') AND day = $1::date",
            [today()],
          );
          return rows.map((r) => hostRow(r.event, r.calculator, r.detail, r.count)).sort();
        } finally {
          await client.end();
        }
      };
      return { apps, store: stores[0]!, stored };
    },
  ],
];

/** `n` views of the home page from `referrer`. */
const views = (referrer: string, n: number) => Array.from({ length: n }, () => ({ type: 'view', path: '/', referrer }));
/** `n` views of the ROI calculator embedded on `host`'s pages. */
const embeds = (host: string, n: number, calculator = 'roi') => Array.from({ length: n }, () => ({ type: 'embed-view', calculator, host }));

async function send(app: App, events: unknown[]): Promise<void> {
  const response = await app.request('/api/events', json({ events }));
  expect(response.status, await response.text()).toBe(204);
}

/** The admin's Usage tab's totals of host rows for today, and the CSV's host lines. */
async function adminReads(app: App): Promise<{ totals: string[]; csv: string[] }> {
  const day = today();
  const period = (await (await app.request(`/api/admin/usage?from=${day}&to=${day}`, auth)).json()) as UsagePeriod;
  const csv = (await (await app.request(`/api/admin/usage.csv?from=${day}&to=${day}`, auth)).text()).split('\r\n');
  return {
    totals: period.totals.filter((t) => isHostEvent(t.event)).map((t) => hostRow(t.event, t.calculator, t.detail, t.count)),
    csv: csv.filter((line) => /^\d{4}-\d\d-\d\d,(referrer|embed-view),/.test(line)),
  };
}

describe.each(sides)('hosts in usage counts on %s', (_, open) => {
  it('stores a host as its registrable domain and anything else as other, and names it once 5 visits came from it', async () => {
    const { apps, stored } = await open();
    const [app] = apps as [App];
    await send(app, [
      ...views('news.example.org', 3),
      ...views('example.org', 2),
      ...views('4111-1111-1111-1111', 5),
      ...views('john-smith-at-example-com.pw-hunter2', 5),
      ...views('10.0.0.1', 1),
      ...views('co.uk', 1),
      ...views('intranet.local', 1),
      ...views('xn--caf-dma.com', 2),
    ]);
    await send(app, [
      ...embeds('shop.github.io', 5),
      ...embeds('xn--caf-dma.com', 3),
      ...embeds('localhost', 2, 'ctr'),
      ...views('www.xn--caf-dma.com', 3),
    ]);
    expect(await stored()).toEqual([
      'embed-view ctr other 2',
      'embed-view roi shop.github.io 5',
      'embed-view roi xn--caf-dma.com 3',
      'referrer  example.org 5',
      'referrer  other 13',
      'referrer  xn--caf-dma.com 5',
    ]);
    // The embed on xn--caf-dma.com was seen 3 times: fewer than 5, so the admin sees it as other.
    const day = today();
    expect(await adminReads(app)).toEqual({
      totals: [
        'embed-view ctr other 2',
        'embed-view roi other 3',
        'embed-view roi shop.github.io 5',
        'referrer  example.org 5',
        'referrer  other 13',
        'referrer  xn--caf-dma.com 5',
      ],
      csv: [
        `${day},embed-view,ctr,other,2`,
        `${day},embed-view,roi,other,3`,
        `${day},embed-view,roi,shop.github.io,5`,
        `${day},referrer,,example.org,5`,
        `${day},referrer,,other,13`,
        `${day},referrer,,xn--caf-dma.com,5`,
      ],
    });
  });

  it('names a host seen on several days and calculators once the period holds 5 visits from it', async () => {
    const { apps, store } = await open();
    const count = (day: string, event: string, calculator: string, detail: string, n: number): UsageCount => ({
      day,
      event,
      calculator,
      detail,
      count: n,
    });
    await store.addUsage([
      count('2026-11-26', 'referrer', '', 'example.com', 3),
      count('2026-11-26', 'embed-view', 'roi', 'blog.example.net', 3),
    ]);
    await store.addUsage([
      count('2026-11-27', 'referrer', '', 'example.com', 2),
      count('2026-11-27', 'embed-view', 'ctr', 'blog.example.net', 2),
    ]);
    const totals = async (from: string, to: string) =>
      ((await (await apps[0]!.request(`/api/admin/usage?from=${from}&to=${to}`, auth)).json()) as UsagePeriod).totals;
    expect(await totals('2026-11-26', '2026-11-27')).toEqual([
      { event: 'embed-view', calculator: 'ctr', detail: 'example.net', count: 2 },
      { event: 'embed-view', calculator: 'roi', detail: 'example.net', count: 3 },
      { event: 'referrer', calculator: '', detail: 'example.com', count: 5 },
    ]);
    expect(await totals('2026-11-27', '2026-11-27')).toEqual([
      { event: 'embed-view', calculator: 'ctr', detail: 'other', count: 2 },
      { event: 'referrer', calculator: '', detail: 'other', count: 2 },
    ]);
  });

  it(`keeps at most ${HOSTS_PER_DAY} hosts a day per kind, with batches sent at once, and still counts those kept`, async () => {
    const { apps, stored } = await open();
    // 30 batches of 20 new, distinct hosts of each kind, all at once, spread over the processes: 600 of each.
    const batches = Array.from({ length: 30 }, (_, b) => [
      ...Array.from({ length: 10 }, (_, i) => views(`r${b}-${i}.com`, 1)[0]),
      ...Array.from({ length: 10 }, (_, i) => embeds(`e${b}-${i}.com`, 1)[0]),
    ]);
    const second = batches.map((batch) =>
      batch.map((e) => ({ ...e, ...('referrer' in e ? { referrer: `x${e.referrer}` } : { host: `x${e.host}` }) })),
    );
    await Promise.all([...batches, ...second].map((batch, i) => send(apps[i % apps.length]!, batch)));
    const rows = await stored();
    const kept = (event: string) => rows.filter((r) => r.startsWith(`${event} `) && !r.includes(' other '));
    expect(kept('referrer')).toHaveLength(HOSTS_PER_DAY);
    expect(kept('embed-view')).toHaveLength(HOSTS_PER_DAY);
    expect(rows).toContain(`referrer  other ${600 - HOSTS_PER_DAY}`);
    expect(rows).toContain(`embed-view roi other ${600 - HOSTS_PER_DAY}`);
    // A host kept today counts on, and shows once seen 5 times; a new one goes to other. The admin's other: 400 past
    // the cap, 199 kept hosts seen once, and the 5 views from the new host.
    const keptHost = kept('referrer')[0]!.split(' ')[2]!;
    await send(apps[0]!, [...views(keptHost, 4), ...views('new-after-the-cap.com', 5)]);
    expect((await adminReads(apps[0]!)).totals.sort()).toEqual(
      ['embed-view roi other 600', `referrer  ${keptHost} 5`, 'referrer  other 604'].sort(),
    );
  });
});
