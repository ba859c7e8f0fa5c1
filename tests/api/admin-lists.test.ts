/**
 * The admin lists over HTTP, on both stores: pages with X-Total-Count and a
 * Link to the next page, search and filters carried into that Link, counts,
 * DELETE, CSV export; the forms' Idempotency-Key.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { defaultRateLimits } from '../../api/middleware/rate-limits';
import { openJsonFileStore } from '../../api/store/json-file-store';
import { openPostgresStore } from '../../api/store/postgres-store';
import { ADMIN_PASSWORD, basic, json, tempDir, testApp, validContact, validRequest } from './helpers';
import { freshDatabaseUrl } from './postgres';

const auth = { Authorization: basic(ADMIN_PASSWORD) };

// Many posts come from one client here; the limit's own behaviour is tested in submissions.test.ts.
const noLimit = { ...defaultRateLimits, submissions: 0 };

const stores = [
  ['the JSON file', async () => (await testApp({ rateLimits: noLimit })).app],
  [
    'PostgreSQL',
    async () =>
      createApp({
        adminPassword: ADMIN_PASSWORD,
        store: await openPostgresStore(await freshDatabaseUrl(), { poolSize: 4 }),
        rateLimits: noLimit,
      }),
  ],
] as const;

type App = Awaited<ReturnType<(typeof stores)[number][1]>>;

async function contacts(app: App, subjects: string[], fields: Partial<typeof validContact> = {}): Promise<void> {
  // One after another: the order of arrival is the order the lists show (newest first).
  for (const subject of subjects)
    expect((await app.request('/api/contact', json({ ...validContact, ...fields, subject }))).status).toBe(201);
}

async function get(app: App, path: string) {
  const response = await app.request(path, { headers: auth });
  // ignoreBOM keeps a CSV's byte-order mark in the text, where Response.text() would drop it.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return {
    response,
    status: response.status,
    text,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined,
  };
}

/** The path in a Link header's rel="next", or undefined. */
function nextOf(response: Response): string | undefined {
  return /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1];
}

describe.each(stores)('admin lists on %s', (_, makeApp) => {
  it('pages newest first with X-Total-Count, following Link to the end: 7 records in pages of 3', async () => {
    const app = await makeApp();
    await contacts(app, ['s0', 's1', 's2', 's3', 's4', 's5', 's6']);
    const seen: string[][] = [];
    let path: string | undefined = '/api/admin/contact-submissions?limit=3';
    for (let pages = 0; path && pages < 5; pages += 1) {
      const { response, body } = await get(app, path);
      expect(response.headers.get('x-total-count')).toBe('7');
      seen.push((body as { subject: string }[]).map((r) => r.subject));
      path = nextOf(response);
      if (path) expect(path).toMatch(/^\/api\/admin\/contact-submissions\?limit=3&cursor=[\w.-]+$/);
    }
    expect(seen).toEqual([['s6', 's5', 's4'], ['s3', 's2', 's1'], ['s0']]);
  });

  it('answers 50 by default and says how many there are', async () => {
    const app = await makeApp();
    await contacts(
      app,
      Array.from({ length: 53 }, (_, i) => `n${i}`),
    );
    const { response, body } = await get(app, '/api/admin/contact-submissions');
    expect(body).toHaveLength(50);
    expect((body as { subject: string }[])[0]!.subject).toBe('n52');
    expect(response.headers.get('x-total-count')).toBe('53');
    expect(nextOf(response)).toMatch(/limit=50|cursor=/);
  });

  it.each(['0', '501', '2.5', 'ten'])('refuses limit=%s with 400 and says the range', async (limit) => {
    const app = await makeApp();
    const { status, body } = await get(app, `/api/admin/contact-submissions?limit=${limit}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'limit must be a whole number from 1 to 500.' });
  });

  it('refuses a cursor it did not give with 400 and says to start again', async () => {
    const app = await makeApp();
    await contacts(app, ['a']);
    const { status, body } = await get(app, '/api/admin/contact-submissions?cursor=not-a-cursor');
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'This page link is out of date. Load the list again from the first page.' });
  });

  it.each([
    ['a forged PostgreSQL position', Buffer.from('{"l":"contacts","seq":"1"}').toString('base64url')],
    [
      'a forged JSON-file position',
      Buffer.from('{"l":"contacts","e":"x","a":0,"id":"x","t":"2026-01-01T00:00:00.000Z"}').toString('base64url'),
    ],
    ['the audit’s forged sequence number', Buffer.from('{"seq":"1"}').toString('base64url')],
  ])('refuses %s with 400, as every store does (issue 31, finding 5)', async (_, cursor) => {
    const app = await makeApp();
    await contacts(app, ['a', 'b']);
    const { status, body } = await get(app, `/api/admin/contact-submissions?cursor=${cursor}`);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'This page link is out of date. Load the list again from the first page.' });
  });

  it("refuses the other list's page link, and a link with its cursor altered", async () => {
    const app = await makeApp();
    await contacts(app, ['a', 'b']);
    const next = nextOf(await app.request('/api/admin/contact-submissions?limit=1', { headers: auth }))!;
    const cursor = new URL(next, 'http://localhost').searchParams.get('cursor')!;
    expect((await get(app, `/api/admin/calculator-requests?cursor=${cursor}`)).status).toBe(400);
    // The seal's first character changed, and the store's cursor's.
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    expect(
      (await get(app, `/api/admin/contact-submissions?cursor=${cursor.replace(/\.(.)/, (_, c: string) => `.${flip(c)}`)}`)).status,
    ).toBe(400);
    expect((await get(app, `/api/admin/contact-submissions?cursor=${flip(cursor[0]!)}${cursor.slice(1)}`)).status).toBe(400);
    expect((await get(app, next)).status).toBe(200);
  });

  it('searches any field ignoring case, counts the matches, and keeps q in the next page link', async () => {
    const app = await makeApp();
    const plain = { message: 'A question.' };
    await contacts(app, ['About ROAS', 'CPM question', 'roas again', 'Other'], plain);
    await contacts(app, ['From the team'], { ...plain, email: 'team@roas.example' });
    await contacts(app, ['Message only'], { message: 'What is a good Roas?' });
    const first = await get(app, '/api/admin/contact-submissions?q=roas&limit=2');
    expect(first.response.headers.get('x-total-count')).toBe('4');
    expect((first.body as { subject: string }[]).map((r) => r.subject)).toEqual(['Message only', 'From the team']);
    const next = nextOf(first.response)!;
    expect(new URL(next, 'http://x').searchParams.get('q')).toBe('roas');
    const second = await get(app, next);
    expect((second.body as { subject: string }[]).map((r) => r.subject)).toEqual(['roas again', 'About ROAS']);
    expect(nextOf(second.response)).toBeUndefined();
  });

  it('filters unread contact submissions and unprocessed requests', async () => {
    const app = await makeApp();
    await contacts(app, ['one', 'two', 'three']);
    const all = (await get(app, '/api/admin/contact-submissions')).body as { id: string; subject: string }[];
    await app.request(`/api/admin/contact-submissions/${all[1]!.id}`, json({ isRead: true }, 'PATCH', auth));
    const unread = await get(app, '/api/admin/contact-submissions?unread=true');
    expect((unread.body as { subject: string }[]).map((r) => r.subject)).toEqual(['three', 'one']);
    expect(unread.response.headers.get('x-total-count')).toBe('2');

    for (const name of ['A', 'B']) await app.request('/api/calculator-request', json({ ...validRequest, name }));
    const requests = (await get(app, '/api/admin/calculator-requests')).body as { id: string }[];
    await app.request(`/api/admin/calculator-requests/${requests[0]!.id}`, json({ isProcessed: true }, 'PATCH', auth));
    const open = await get(app, '/api/admin/calculator-requests?unprocessed=true');
    expect((open.body as { name: string }[]).map((r) => r.name)).toEqual(['A']);
    expect((await get(app, '/api/admin/counts')).body).toEqual({
      contactSubmissions: { total: 3, unread: 2 },
      calculatorRequests: { total: 2, unprocessed: 1 },
    });
  });

  it('deletes one record: 204, then gone from the list and the counts, and 404 the second time', async () => {
    const app = await makeApp();
    await contacts(app, ['keep', 'forget me']);
    const [forget] = (await get(app, '/api/admin/contact-submissions')).body as { id: string; subject: string }[];
    expect(forget!.subject).toBe('forget me');
    expect((await app.request(`/api/admin/contact-submissions/${forget!.id}`, { method: 'DELETE' })).status).toBe(401);
    const deleted = await app.request(`/api/admin/contact-submissions/${forget!.id}`, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect(((await get(app, '/api/admin/contact-submissions')).body as { subject: string }[]).map((r) => r.subject)).toEqual(['keep']);
    expect((await get(app, '/api/admin/counts')).body).toMatchObject({ contactSubmissions: { total: 1, unread: 1 } });
    const again = await app.request(`/api/admin/contact-submissions/${forget!.id}`, { method: 'DELETE', headers: auth });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ success: false, message: 'There is no record with this id; it may have been deleted already.' });
  });

  it('exports CSV (RFC 4180, formulas neutralised) of what the list shows, past one page of 500', async () => {
    const app = await makeApp();
    await contacts(app, ['=HYPERLINK("http://evil.example","click")'], { name: '@admin', message: 'Line one,\r\nline "two"' });
    await contacts(app, ['+1 plus', '-1 minus', 'plain']);
    const { response, text } = await get(app, '/api/admin/contact-submissions.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.startsWith('\ufeffid,createdAt,name,email,subject,message,isRead\r\n')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    const cells = (line: string) => line.replace(/^[^,]+,[^,]+,/, ''); // past id and createdAt
    expect(cells(lines[1]!)).toBe('Ada Lovelace,ada@example.com,plain,Does the ROAS calculator include returns?,false');
    expect(cells(lines[2]!)).toBe("Ada Lovelace,ada@example.com,'-1 minus,Does the ROAS calculator include returns?,false");
    expect(cells(lines[3]!)).toBe("Ada Lovelace,ada@example.com,'+1 plus,Does the ROAS calculator include returns?,false");
    expect(cells(`${lines[4]!}\r\n${lines[5]!}`)).toBe(
      `'@admin,ada@example.com,"'=HYPERLINK(""http://evil.example"",""click"")","Line one,\r\nline ""two""",false`,
    );

    const search = await get(app, '/api/admin/contact-submissions.csv?q=minus');
    expect(search.text.slice(1).split('\r\n')).toHaveLength(3); // header, one row, the final line end

    await contacts(
      app,
      Array.from({ length: 510 }, (_, i) => `bulk ${i}`),
    );
    const bulk = await get(app, '/api/admin/contact-submissions.csv?q=bulk');
    const rows = bulk.text.slice(1).split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(510);
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(510);
  }, 60_000);
});

describe.each(stores)('Idempotency-Key on %s', (_, makeApp) => {
  const post = (app: App, key: string, body: object = validContact, path = '/api/contact') =>
    app.request(path, json(body, 'POST', { 'Idempotency-Key': key }));

  it('a repeated key gets the first answer, marked as a replay, and nothing new is stored', async () => {
    const app = await makeApp();
    const first = await post(app, 'e3b0c442-98fc-4c14');
    const second = await post(app, 'e3b0c442-98fc-4c14');
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await get(app, '/api/admin/counts')).body).toMatchObject({ contactSubmissions: { total: 1 } });
  });

  it('the same key with a different message, or on the other form, is refused with 422 and stores nothing', async () => {
    const app = await makeApp();
    await post(app, 'k-1');
    const changed = await post(app, 'k-1', { ...validContact, message: 'Something else' });
    expect(changed.status).toBe(422);
    expect(await changed.json()).toEqual({
      success: false,
      message: 'This Idempotency-Key was already used for a different request. Send a new key with each new message.',
    });
    expect((await post(app, 'k-1', validRequest, '/api/calculator-request')).status).toBe(422);
    expect((await get(app, '/api/admin/counts')).body).toEqual({
      contactSubmissions: { total: 1, unread: 1 },
      calculatorRequests: { total: 0, unprocessed: 0 },
    });
  });

  it.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['too long', 'k'.repeat(256)],
    ['not ASCII', 'clé'],
  ])('refuses a key that is %s with 400 and stores nothing', async (_, key) => {
    const app = await makeApp();
    const response = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(validContact),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'The Idempotency-Key header must be 1 to 255 visible characters.' });
    expect((await get(app, '/api/admin/counts')).body).toMatchObject({ contactSubmissions: { total: 0 } });
  });
});

describe('the admin list at 100,000 records', () => {
  /** 100,000 contact submissions, one a second from 2026-01-01, every third read. */
  const seeded = (i: number) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: 'Seeded Visitor',
    email: `visitor${i}@example.com`,
    subject: `Seeded question ${i}`,
    message: 'How does the ROAS calculator treat returns?',
    createdAt: new Date(Date.parse('2026-01-01T00:00:00Z') + i * 1000).toISOString(),
    isRead: i % 3 === 0,
  });
  const COUNT = 100_000;

  async function jsonApp(): Promise<App> {
    const file = join(tempDir(), 'db.json');
    writeFileSync(file, JSON.stringify({ contactSubmissions: Array.from({ length: COUNT }, (_, i) => seeded(i)), calculatorRequests: [] }));
    return createApp({ adminPassword: ADMIN_PASSWORD, store: await openJsonFileStore(file), rateLimits: noLimit });
  }

  async function postgresApp(): Promise<App> {
    const url = await freshDatabaseUrl();
    const store = await openPostgresStore(url, { poolSize: 4 });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      `INSERT INTO contact_submissions (name, email, subject, message, created_at, is_read)
       SELECT 'Seeded Visitor', 'visitor' || i || '@example.com', 'Seeded question ' || i, 'How does the ROAS calculator treat returns?',
              '2026-01-01T00:00:00Z'::timestamptz + i * interval '1 second', i % 3 = 0
       FROM generate_series(0, $1 - 1) AS i`,
      [COUNT],
    );
    await client.end();
    return createApp({ adminPassword: ADMIN_PASSWORD, store, rateLimits: noLimit });
  }

  it.each([
    ['the JSON file', jsonApp],
    ['PostgreSQL', postgresApp],
  ])(
    'on %s: answers the newest 50 with the total, and the next page follows on',
    async (_, makeApp) => {
      const app = await makeApp();
      const first = await get(app, '/api/admin/contact-submissions');
      expect(first.response.headers.get('x-total-count')).toBe('100000');
      expect((first.body as { subject: string }[]).map((r) => r.subject)).toEqual(
        Array.from({ length: 50 }, (_, i) => `Seeded question ${COUNT - 1 - i}`),
      );
      const second = await get(app, nextOf(first.response)!);
      expect((second.body as { subject: string }[]).map((r) => r.subject)).toEqual(
        Array.from({ length: 50 }, (_, i) => `Seeded question ${COUNT - 51 - i}`),
      );
      const unread = await get(app, '/api/admin/contact-submissions?unread=true&limit=2');
      // Every third is read (0, 3, …, 99999): 33,334 read, 66,666 unread; the newest unread are 99998 and 99997.
      expect(unread.response.headers.get('x-total-count')).toBe('66666');
      expect((unread.body as { subject: string }[]).map((r) => r.subject)).toEqual(['Seeded question 99998', 'Seeded question 99997']);
      const search = await get(app, '/api/admin/contact-submissions?q=visitor12345@');
      expect((search.body as { subject: string }[]).map((r) => r.subject)).toEqual(['Seeded question 12345']);
    },
    60_000,
  );
});
