/**
 * Page cursors are canonical (issue 51, item 6): the next page's cursor
 * opens as the server wrote it, and any other writing of it is a 400 on
 * both stores, though a base64url decoder reads the same seal out of it
 * (padding, white space, other spare bits in the last character). The
 * store's own part is covered by the seal, so a change there is refused too.
 */
import { describe, expect, it } from 'vitest';
import type { SubmissionStore } from '../../api/store/submission-store';
import { ADMIN_PASSWORD, basic, json, testApp, validContact } from './helpers';
import { bothStores } from './postgres';

const auth = { headers: { Authorization: basic(ADMIN_PASSWORD) } };
const stores = bothStores();
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `text` with its last base64url character one further in the alphabet (A → B): the spare low bits set, the same bytes decoded. */
const spareBitsSet = (text: string) => text.slice(0, -1) + BASE64URL[BASE64URL.indexOf(text.at(-1)!) + 1]!;

/** Other writings of a sealed cursor `<part>.<seal>` (22 characters, the last with 4 spare bits). */
const rewritings: [string, (sealed: string) => string][] = [
  ['"==" appended', (sealed) => `${sealed}==`],
  ['"=" appended', (sealed) => `${sealed}=`],
  ['a space appended', (sealed) => `${sealed} `],
  ['a line break inside the seal', (sealed) => `${sealed.slice(0, -11)}\n${sealed.slice(-11)}`],
  ['the seal’s spare bits set', spareBitsSet],
];

/** An app over a fresh store of `open`'s kind holding two messages (Ada's, then Grace's), and the sealed cursor of its second page. */
async function twoPages(open: () => Promise<SubmissionStore | undefined>) {
  const store = await open();
  const { app } = await testApp(store ? { store } : {});
  for (const name of ['Ada Lovelace', 'Grace Hopper'])
    expect((await app.request('/api/contact', json({ ...validContact, name }))).status).toBe(201);
  const first = await app.request('/api/admin/contact-submissions?limit=1', auth);
  const sealed = decodeURIComponent(/[?&]cursor=([^&>]+)/.exec(first.headers.get('link') ?? '')![1]!);
  const page = (cursor: string) => app.request(`/api/admin/contact-submissions?limit=1&cursor=${encodeURIComponent(cursor)}`, auth);
  return { sealed, page };
}

describe.each(stores)('page cursors on %s', (_, open) => {
  it('opens the next page with the cursor as the server wrote it', async () => {
    const { sealed, page } = await twoPages(open);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{21}[AQgw]$/);
    const second = await page(sealed);
    expect(second.status).toBe(200);
    expect(((await second.json()) as { name: string }[]).map((r) => r.name)).toEqual(['Ada Lovelace']);
  });

  it.each([
    ...rewritings,
    // Refused before issue 51 too: the seal is of the part's text, character for character.
    ['the store’s part padded with "="', (sealed: string) => sealed.replace('.', '=.')],
  ] as [string, (sealed: string) => string][])('refuses the cursor with %s, with 400', async (_, rewrite) => {
    const { sealed, page } = await twoPages(open);
    const refused = await page(rewrite(sealed));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      success: false,
      message: 'This page link is out of date. Load the list again from the first page.',
    });
  });
});
