/**
 * The SubmissionStore contract as one vitest suite, run against every store
 * (tests/api/json-store.test.ts, and the PostgreSQL store's test). It goes
 * through the interface only: no files, no SQL, no store internals. Each
 * test opens a fresh, empty store with `open()` and closes it afterwards.
 * Expected values are worked out by hand from the records each test adds.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CalculatorRequest, ContactSubmission, NewCalculatorRequest, NewContactSubmission } from '../../contract/records';
import {
  BadCursorError,
  IdempotencyKeyReusedError,
  StoreUnavailableError,
  type Added,
  type Page,
  type StoreListQuery,
  type SubmissionStore,
} from '../../api/store/submission-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
/** How far a store's clock (a database server's, say) may be from this process's, in milliseconds. */
const CLOCK_SLACK_MS = 5_000;

/** Contact submission number `n`: every field names it, so a list reads as its numbers. */
function contact(n: number, fields: Partial<NewContactSubmission> = {}): NewContactSubmission {
  return { name: `Person ${n}`, email: `person${n}@example.com`, subject: `Subject ${n}`, message: `Message ${n}`, ...fields };
}

/** Calculator request number `n`. */
function request(n: number, fields: Partial<NewCalculatorRequest> = {}): NewCalculatorRequest {
  return { name: `Calculator ${n}`, description: `Description ${n}`, ...fields };
}

/** The record an add stored; fails the test when the add was a replay. */
function stored<T>(added: Added<T>): T {
  if (added.replayed) throw new Error(`expected a new record, got a replay of ${added.id}`);
  return added.record;
}

/** A list query with `q` left out when there is none (StoreListQuery has the key, possibly undefined, as the routes pass it). */
export type Query = Omit<StoreListQuery, 'q'> & { q?: string };

/** `query` as the store takes it. */
export function listQuery(query: Query): StoreListQuery {
  return { ...query, q: query.q };
}

type Lister = (query: Query) => Promise<Page<{ name: string }>>;

/** Every page of a list: the names on each page and each page's total; checks that only the last page lacks a cursor. */
async function walk(list: Lister, query: Omit<Query, 'cursor'>): Promise<{ pages: string[][]; totals: number[] }> {
  const pages: string[][] = [];
  const totals: number[] = [];
  let cursor: string | undefined;
  do {
    const page = await list({ ...query, cursor });
    pages.push(page.items.map((r) => r.name));
    totals.push(page.total);
    cursor = page.nextCursor;
    if (cursor !== undefined) expect(page.items).toHaveLength(query.limit);
    expect(pages.length).toBeLessThan(1000);
  } while (cursor !== undefined);
  return { pages, totals };
}

/** The names `list` answers for `query` on one page of up to 500. */
async function names(list: Lister, query: Omit<Query, 'limit'> = {}): Promise<string[]> {
  const page = await list({ limit: 500, ...query });
  return page.items.map((r) => r.name);
}

/** Runs the contract against the store `open` makes (a fresh, empty one each call). */
export function describeStoreContract(name: string, open: () => Promise<SubmissionStore>): void {
  describe(`${name}: the SubmissionStore contract`, () => {
    let store: SubmissionStore;
    let closed: boolean;
    const contacts: Lister = (query) => store.listContactSubmissions(listQuery(query));
    const requests: Lister = (query) => store.listCalculatorRequests(listQuery(query));

    beforeEach(async () => {
      store = await open();
      closed = false;
    });
    afterEach(async () => {
      if (!closed) await store.close();
    });

    async function addContacts(...numbers: number[]): Promise<ContactSubmission[]> {
      const added: ContactSubmission[] = [];
      for (const n of numbers) added.push(stored(await store.addContactSubmission(contact(n))));
      return added;
    }

    async function addRequests(...numbers: number[]): Promise<CalculatorRequest[]> {
      const added: CalculatorRequest[] = [];
      for (const n of numbers) added.push(stored(await store.addCalculatorRequest(request(n))));
      return added;
    }

    describe('adding', () => {
      it('stores a contact submission with a UUID, an ISO 8601 UTC time of now, unread, and lists exactly what it answered', async () => {
        const before = Date.now();
        const added = await store.addContactSubmission(contact(1));
        const after = Date.now();
        expect(added.replayed).toBe(false);
        const record = stored(added);
        expect(record).toEqual({ ...contact(1), id: record.id, createdAt: record.createdAt, isRead: false });
        expect(Object.keys(record).sort()).toEqual(['createdAt', 'email', 'id', 'isRead', 'message', 'name', 'subject']);
        expect(record.id).toMatch(UUID);
        expect(record.createdAt).toMatch(ISO_UTC);
        expect(Date.parse(record.createdAt)).toBeGreaterThanOrEqual(before - CLOCK_SLACK_MS);
        expect(Date.parse(record.createdAt)).toBeLessThanOrEqual(after + CLOCK_SLACK_MS);
        expect(await store.listContactSubmissions(listQuery({ limit: 10 }))).toEqual({ items: [record], total: 1 });
      });

      it('stores a calculator request with a UUID, an ISO 8601 UTC time of now, unprocessed, and lists exactly what it answered', async () => {
        const before = Date.now();
        const record = stored(await store.addCalculatorRequest(request(1)));
        const after = Date.now();
        expect(record).toEqual({ ...request(1), id: record.id, createdAt: record.createdAt, isProcessed: false });
        expect(Object.keys(record).sort()).toEqual(['createdAt', 'description', 'id', 'isProcessed', 'name']);
        expect(record.id).toMatch(UUID);
        expect(record.createdAt).toMatch(ISO_UTC);
        expect(Date.parse(record.createdAt)).toBeGreaterThanOrEqual(before - CLOCK_SLACK_MS);
        expect(Date.parse(record.createdAt)).toBeLessThanOrEqual(after + CLOCK_SLACK_MS);
        expect(await store.listCalculatorRequests(listQuery({ limit: 10 }))).toEqual({ items: [record], total: 1 });
      });

      it('gives every record its own id, across both lists', async () => {
        const ids = [...(await addContacts(1, 2, 3)), ...(await addRequests(1, 2, 3))].map((r) => r.id);
        expect(new Set(ids).size).toBe(6);
      });

      it('keeps the two lists apart', async () => {
        await addContacts(1, 2);
        await addRequests(1);
        expect(await names(contacts)).toEqual(['Person 2', 'Person 1']);
        expect(await names(requests)).toEqual(['Calculator 1']);
      });

      it('stores 300 concurrent additions exactly once each', async () => {
        const added = await Promise.all(Array.from({ length: 300 }, (_, i) => store.addContactSubmission(contact(i))));
        expect(added.every((a) => !a.replayed)).toBe(true);
        const { pages, totals } = await walk(contacts, { limit: 7 });
        const listed = pages.flat();
        expect(listed).toHaveLength(300);
        expect(new Set(listed)).toEqual(new Set(Array.from({ length: 300 }, (_, i) => `Person ${i}`)));
        expect(new Set(totals)).toEqual(new Set([300]));
        expect(new Set(added.map((a) => stored(a).id)).size).toBe(300);
      });

      it('answers copies: changing an answered or listed record changes nothing stored', async () => {
        const [record] = await addContacts(1);
        record!.isRead = true;
        const listed = (await store.listContactSubmissions(listQuery({ limit: 1 }))).items[0]!;
        expect(listed.isRead).toBe(false);
        listed.name = 'changed';
        expect(await names(contacts)).toEqual(['Person 1']);
      });
    });

    describe('listing', () => {
      it('lists newest first: records added one after another come back in reverse, even within one millisecond', async () => {
        await addContacts(1, 2, 3);
        await addRequests(1, 2);
        const page = await store.listContactSubmissions(listQuery({ limit: 10 }));
        expect(page.items.map((r) => r.name)).toEqual(['Person 3', 'Person 2', 'Person 1']);
        expect(page.total).toBe(3);
        expect(page.nextCursor).toBeUndefined();
        expect(await names(requests)).toEqual(['Calculator 2', 'Calculator 1']);
      });

      it('lists nothing, with a total of 0 and no cursor, when empty', async () => {
        expect(await store.listContactSubmissions(listQuery({ limit: 5 }))).toEqual({ items: [], total: 0 });
        expect(await store.listCalculatorRequests(listQuery({ limit: 5 }))).toEqual({ items: [], total: 0 });
      });

      it.each([
        [1, [['Person 7'], ['Person 6'], ['Person 5'], ['Person 4'], ['Person 3'], ['Person 2'], ['Person 1']]],
        [2, [['Person 7', 'Person 6'], ['Person 5', 'Person 4'], ['Person 3', 'Person 2'], ['Person 1']]],
        [3, [['Person 7', 'Person 6', 'Person 5'], ['Person 4', 'Person 3', 'Person 2'], ['Person 1']]],
        [7, [['Person 7', 'Person 6', 'Person 5', 'Person 4', 'Person 3', 'Person 2', 'Person 1']]],
        [50, [['Person 7', 'Person 6', 'Person 5', 'Person 4', 'Person 3', 'Person 2', 'Person 1']]],
      ])(
        'pages 7 records %i at a time, each once, in order, every page with the total, the last without a cursor',
        async (limit, expected) => {
          await addContacts(1, 2, 3, 4, 5, 6, 7);
          const { pages, totals } = await walk(contacts, { limit });
          expect(pages).toEqual(expected);
          expect(totals).toEqual(expected.map(() => 7));
        },
      );

      it('gives no cursor on a last page that the records fill exactly', async () => {
        await addRequests(1, 2, 3, 4, 5, 6);
        const { pages } = await walk(requests, { limit: 3 });
        expect(pages).toEqual([
          ['Calculator 6', 'Calculator 5', 'Calculator 4'],
          ['Calculator 3', 'Calculator 2', 'Calculator 1'],
        ]);
      });

      it('goes on where it stopped when a record arrives between pages', async () => {
        await addContacts(1, 2, 3, 4, 5);
        const first = await store.listContactSubmissions(listQuery({ limit: 2 }));
        expect(first.items.map((r) => r.name)).toEqual(['Person 5', 'Person 4']);
        await addContacts(6);
        const second = await store.listContactSubmissions(listQuery({ limit: 2, cursor: first.nextCursor }));
        expect(second.items.map((r) => r.name)).toEqual(['Person 3', 'Person 2']);
        expect(second.total).toBe(6);
        const third = await store.listContactSubmissions(listQuery({ limit: 2, cursor: second.nextCursor }));
        expect(third.items.map((r) => r.name)).toEqual(['Person 1']);
        expect(third.nextCursor).toBeUndefined();
      });

      it('goes on where it stopped when the last record shown is deleted between pages', async () => {
        const added = await addContacts(1, 2, 3, 4, 5);
        const first = await store.listContactSubmissions(listQuery({ limit: 2 }));
        expect(first.items.map((r) => r.name)).toEqual(['Person 5', 'Person 4']);
        expect(await store.deleteContactSubmission(added[3]!.id)).toBe(true);
        const second = await store.listContactSubmissions(listQuery({ limit: 2, cursor: first.nextCursor }));
        expect(second.items.map((r) => r.name)).toEqual(['Person 3', 'Person 2']);
        expect(second.total).toBe(4);
        const third = await store.listContactSubmissions(listQuery({ limit: 2, cursor: second.nextCursor }));
        expect(third.items.map((r) => r.name)).toEqual(['Person 1']);
        expect(third.nextCursor).toBeUndefined();
      });

      it('goes on where it stopped when the last record shown is deleted and others arrive, and when the next one is deleted', async () => {
        const added = await addRequests(1, 2, 3, 4, 5, 6);
        const first = await store.listCalculatorRequests(listQuery({ limit: 2 }));
        expect(first.items.map((r) => r.name)).toEqual(['Calculator 6', 'Calculator 5']);
        await store.deleteCalculatorRequest(added[4]!.id); // Calculator 5, the last shown
        await store.deleteCalculatorRequest(added[3]!.id); // Calculator 4, the next to show
        await addRequests(7, 8);
        const second = await store.listCalculatorRequests(listQuery({ limit: 2, cursor: first.nextCursor }));
        expect(second.items.map((r) => r.name)).toEqual(['Calculator 3', 'Calculator 2']);
        expect(second.total).toBe(6);
        const third = await store.listCalculatorRequests(listQuery({ limit: 2, cursor: second.nextCursor }));
        expect(third.items.map((r) => r.name)).toEqual(['Calculator 1']);
        expect(third.nextCursor).toBeUndefined();
      });

      it.each([
        ['a word', 'garbage'],
        ['text with spaces and punctuation', 'not a cursor!'],
        ['base64url of an empty object', Buffer.from('{}').toString('base64url')],
        ['base64url of an array', Buffer.from('[1,2,3]').toString('base64url')],
        ['base64url of null', Buffer.from('null').toString('base64url')],
        ['base64url of text that is not JSON', Buffer.from('{"a":').toString('base64url')],
        // The audit's finding 5: PostgreSQL took this as "below record 1" and answered 200.
        ['a forged sequence number', Buffer.from('{"seq":"1"}').toString('base64url')],
        ['a list that does not exist', Buffer.from('{"l":"drafts","seq":"1"}').toString('base64url')],
        ['a known list with a position of no store', Buffer.from('{"l":"contacts","at":1}').toString('base64url')],
      ])('refuses a cursor it did not give (%s) with BadCursorError', async (_, cursor) => {
        await addContacts(1, 2, 3);
        await addRequests(1);
        await expect(store.listContactSubmissions(listQuery({ limit: 1, cursor }))).rejects.toBeInstanceOf(BadCursorError);
        await expect(store.listCalculatorRequests(listQuery({ limit: 1, cursor }))).rejects.toBeInstanceOf(BadCursorError);
      });

      it("refuses the other list's cursor, each way (the audit's finding 5)", async () => {
        await addContacts(1, 2, 3);
        await addRequests(1, 2, 3);
        const contactsPage = await store.listContactSubmissions(listQuery({ limit: 1 }));
        const requestsPage = await store.listCalculatorRequests(listQuery({ limit: 1 }));
        await expect(store.listCalculatorRequests(listQuery({ limit: 1, cursor: contactsPage.nextCursor }))).rejects.toBeInstanceOf(
          BadCursorError,
        );
        await expect(store.listContactSubmissions(listQuery({ limit: 1, cursor: requestsPage.nextCursor }))).rejects.toBeInstanceOf(
          BadCursorError,
        );
      });
    });

    describe('searching and filtering', () => {
      const ada = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'ROAS question', message: 'Does it include returns?' };
      const grace = { name: 'Grace Hopper', email: 'grace@navy.example', subject: 'CPC', message: 'Cost per click by channel' };
      const alan = { name: 'Alan Turing', email: 'alan@example.org', subject: 'Discount 50%', message: 'Is 50% off the list price?' };
      const obrien = { name: "Tom O'Brien", email: 'under_score@example.net', subject: 'Path C:\\temp', message: 'plain text' };

      async function addPeople(): Promise<ContactSubmission[]> {
        const added: ContactSubmission[] = [];
        for (const person of [ada, grace, alan, obrien]) added.push(stored(await store.addContactSubmission(person)));
        return added;
      }

      it.each([
        ['a name, in another case', 'LOVELACE', ['Ada Lovelace']],
        ['a name and an email', 'ada', ['Ada Lovelace']],
        ['an email', 'NAVY', ['Grace Hopper']],
        ['a subject', 'roas', ['Ada Lovelace']],
        ['a message', 'Per Click', ['Grace Hopper']],
        ['any part of a field', 'race hop', ['Grace Hopper']],
        ['several records', 'example', ["Tom O'Brien", 'Alan Turing', 'Grace Hopper', 'Ada Lovelace']],
        ['% literally', '%', ['Alan Turing']],
        ['50% literally', '50%', ['Alan Turing']],
        ['a pattern with % as text, not a wildcard', 'A%n', []],
        ['_ literally', '_', ["Tom O'Brien"]],
        ['a pattern with _ as text, not a wildcard', 'a_a', []],
        ['a backslash literally', '\\', ["Tom O'Brien"]],
        ['a backslash and what follows', 'C:\\temp', ["Tom O'Brien"]],
        ['a quote literally', "O'B", ["Tom O'Brien"]],
        ['nothing', 'zebra', []],
      ])('finds contact submissions by %s (q = %j)', async (_, q, expected) => {
        await addPeople();
        const page = await store.listContactSubmissions(listQuery({ limit: 10, q }));
        expect(page.items.map((r) => r.name)).toEqual(expected);
        expect(page.total).toBe(expected.length);
        expect(page.nextCursor).toBeUndefined();
      });

      it.each([
        // JavaScript folds "İ" to "i" and a combining dot above; a database left to its locale folded it to "i" alone.
        ['a dotted capital I, as it folds', 'İ', ['İstanbul trip']],
        ['an i, in both', 'i', ['mini budget', 'İstanbul trip']],
        ['a capital sharp s, as a small one', 'STRAẞE', ['Straße']],
        ['a final sigma', 'ΟΔΟΣ', ['Οδος']],
        ['a title-case digraph', 'ǅ', ['ǆungla']],
      ])('folds case the same way on every store: %s (q = %j)', async (_, q, expected) => {
        for (const name of ['İstanbul trip', 'mini budget', 'Straße', 'Οδος', 'ǆungla']) {
          await store.addCalculatorRequest({ name, description: 'about' });
        }
        const page = await store.listCalculatorRequests(listQuery({ limit: 10, q }));
        expect(page.items.map((r) => r.name)).toEqual(expected);
        expect(page.total).toBe(expected.length);
      });

      it('does not search the id or the time', async () => {
        const [record] = await addContacts(1);
        expect((await store.listContactSubmissions(listQuery({ limit: 10, q: record!.id }))).total).toBe(0);
        expect((await store.listContactSubmissions(listQuery({ limit: 10, q: record!.createdAt.slice(0, 10) }))).total).toBe(0);
      });

      it.each([
        ['a name', 'EMAIL list', ['Email list growth']],
        ['a description', 'subscribers', ['Email list growth']],
        ['% literally', '10%', ['LTV']],
        ['a pattern with _ as text', 'l_v', []],
        ['both records', 'e', ['LTV', 'Email list growth']],
      ])('finds calculator requests by %s (q = %j)', async (_, q, expected) => {
        await store.addCalculatorRequest({ name: 'Email list growth', description: 'Net new subscribers per month' });
        await store.addCalculatorRequest({ name: 'LTV', description: 'Lifetime value with 10% churn' });
        const page = await store.listCalculatorRequests(listQuery({ limit: 10, q }));
        expect(page.items.map((r) => r.name)).toEqual(expected);
        expect(page.total).toBe(expected.length);
      });

      it('keeps only unread submissions and only unprocessed requests with openOnly', async () => {
        const added = await addContacts(1, 2, 3, 4);
        await store.setContactSubmissionRead(added[1]!.id, true);
        await store.setContactSubmissionRead(added[3]!.id, true);
        const requestsAdded = await addRequests(1, 2, 3);
        await store.setCalculatorRequestProcessed(requestsAdded[0]!.id, true);
        const open = await store.listContactSubmissions(listQuery({ limit: 10, openOnly: true }));
        expect(open.items.map((r) => r.name)).toEqual(['Person 3', 'Person 1']);
        expect(open.total).toBe(2);
        expect(await names(contacts, { openOnly: false })).toEqual(['Person 4', 'Person 3', 'Person 2', 'Person 1']);
        expect(await names(requests, { openOnly: true })).toEqual(['Calculator 3', 'Calculator 2']);
      });

      it('applies q and openOnly together', async () => {
        const [first, , third] = await addPeople();
        await store.setContactSubmissionRead(first!.id, true);
        await store.setContactSubmissionRead(third!.id, true);
        const page = await store.listContactSubmissions(listQuery({ limit: 10, q: 'EXAMPLE', openOnly: true }));
        expect(page.items.map((r) => r.name)).toEqual(["Tom O'Brien", 'Grace Hopper']);
        expect(page.total).toBe(2);
      });

      it('pages a search, with the total of what matches on every page', async () => {
        for (let n = 1; n <= 9; n += 1) await store.addContactSubmission(contact(n, { subject: n % 2 === 1 ? 'odd one' : 'even one' }));
        const { pages, totals } = await walk(contacts, { limit: 2, q: 'ODD' });
        expect(pages).toEqual([['Person 9', 'Person 7'], ['Person 5', 'Person 3'], ['Person 1']]);
        expect(totals).toEqual([5, 5, 5]);
      });

      it('pages a search with the filter, the last page full and without a cursor', async () => {
        const added: ContactSubmission[] = [];
        for (let n = 1; n <= 9; n += 1) {
          added.push(stored(await store.addContactSubmission(contact(n, { subject: n % 2 === 1 ? 'odd one' : 'even one' }))));
        }
        await store.setContactSubmissionRead(added[6]!.id, true); // Person 7
        const { pages, totals } = await walk(contacts, { limit: 2, q: 'odd', openOnly: true });
        expect(pages).toEqual([
          ['Person 9', 'Person 5'],
          ['Person 3', 'Person 1'],
        ]);
        expect(totals).toEqual([4, 4]);
      });

      it('pages a filtered list correctly when the last record shown is marked read between pages', async () => {
        const added = await addContacts(1, 2, 3, 4, 5);
        const first = await store.listContactSubmissions(listQuery({ limit: 2, openOnly: true }));
        expect(first.items.map((r) => r.name)).toEqual(['Person 5', 'Person 4']);
        await store.setContactSubmissionRead(added[3]!.id, true); // Person 4, the last shown
        const second = await store.listContactSubmissions(listQuery({ limit: 2, openOnly: true, cursor: first.nextCursor }));
        expect(second.items.map((r) => r.name)).toEqual(['Person 3', 'Person 2']);
        expect(second.total).toBe(4);
      });
    });

    describe('counts', () => {
      it('are all 0 in an empty store', async () => {
        expect(await store.counts()).toEqual({
          contactSubmissions: { total: 0, unread: 0 },
          calculatorRequests: { total: 0, unprocessed: 0 },
        });
      });

      it('count totals and open records of both lists, following flags and deletions', async () => {
        const added = await addContacts(1, 2, 3);
        const requestsAdded = await addRequests(1, 2);
        await store.setContactSubmissionRead(added[0]!.id, true);
        await store.setCalculatorRequestProcessed(requestsAdded[1]!.id, true);
        expect(await store.counts()).toEqual({
          contactSubmissions: { total: 3, unread: 2 },
          calculatorRequests: { total: 2, unprocessed: 1 },
        });
        await store.deleteContactSubmission(added[1]!.id); // unread
        await store.deleteCalculatorRequest(requestsAdded[1]!.id); // processed
        expect(await store.counts()).toEqual({
          contactSubmissions: { total: 2, unread: 1 },
          calculatorRequests: { total: 1, unprocessed: 1 },
        });
      });
    });

    describe('flags', () => {
      it('sets and clears a submission read, answering the whole record', async () => {
        const [, second] = await addContacts(1, 2);
        expect(await store.setContactSubmissionRead(second!.id, true)).toEqual({ ...second, isRead: true });
        expect((await store.listContactSubmissions(listQuery({ limit: 10 }))).items.map((r) => r.isRead)).toEqual([true, false]);
        expect(await store.setContactSubmissionRead(second!.id, false)).toEqual(second);
        expect((await store.listContactSubmissions(listQuery({ limit: 10 }))).items.map((r) => r.isRead)).toEqual([false, false]);
      });

      it('sets and clears a request processed, answering the whole record', async () => {
        const [first] = await addRequests(1, 2);
        expect(await store.setCalculatorRequestProcessed(first!.id, true)).toEqual({ ...first, isProcessed: true });
        expect((await store.listCalculatorRequests(listQuery({ limit: 10 }))).items.map((r) => r.isProcessed)).toEqual([false, true]);
        expect(await store.setCalculatorRequestProcessed(first!.id, false)).toEqual(first);
      });

      it('answers undefined for an id no record has (a UUID, any other text, or one from the other list)', async () => {
        const [contactRecord] = await addContacts(1);
        const [requestRecord] = await addRequests(1);
        for (const id of [randomUUID(), 'not-a-uuid', '', requestRecord!.id]) {
          expect(await store.setContactSubmissionRead(id, true)).toBeUndefined();
        }
        for (const id of [randomUUID(), 'not-a-uuid', '', contactRecord!.id]) {
          expect(await store.setCalculatorRequestProcessed(id, true)).toBeUndefined();
        }
        expect(await store.counts()).toEqual({
          contactSubmissions: { total: 1, unread: 1 },
          calculatorRequests: { total: 1, unprocessed: 1 },
        });
      });
    });

    describe('deleting', () => {
      it('deletes a submission: true, then gone from the list and the counts, and false the second time', async () => {
        const added = await addContacts(1, 2, 3);
        expect(await store.deleteContactSubmission(added[1]!.id)).toBe(true);
        expect(await names(contacts)).toEqual(['Person 3', 'Person 1']);
        expect((await store.counts()).contactSubmissions).toEqual({ total: 2, unread: 2 });
        expect(await store.deleteContactSubmission(added[1]!.id)).toBe(false);
        expect(await store.setContactSubmissionRead(added[1]!.id, true)).toBeUndefined();
      });

      it('deletes a request: true, then gone, and false the second time', async () => {
        const added = await addRequests(1, 2);
        expect(await store.deleteCalculatorRequest(added[0]!.id)).toBe(true);
        expect(await names(requests)).toEqual(['Calculator 2']);
        expect(await store.deleteCalculatorRequest(added[0]!.id)).toBe(false);
      });

      it('answers false for an id no record has (a UUID, any other text, or one from the other list)', async () => {
        const [contactRecord] = await addContacts(1);
        const [requestRecord] = await addRequests(1);
        for (const id of [randomUUID(), 'not-a-uuid', '', requestRecord!.id]) expect(await store.deleteContactSubmission(id)).toBe(false);
        for (const id of [randomUUID(), 'not-a-uuid', '', contactRecord!.id]) expect(await store.deleteCalculatorRequest(id)).toBe(false);
        expect(await names(contacts)).toEqual(['Person 1']);
        expect(await names(requests)).toEqual(['Calculator 1']);
      });

      it('deletes the newest, the oldest and every record', async () => {
        const added = await addContacts(1, 2, 3);
        await store.deleteContactSubmission(added[2]!.id);
        await store.deleteContactSubmission(added[0]!.id);
        expect(await names(contacts)).toEqual(['Person 2']);
        await store.deleteContactSubmission(added[1]!.id);
        expect(await store.listContactSubmissions(listQuery({ limit: 10 }))).toEqual({ items: [], total: 0 });
        await addContacts(4);
        expect(await names(contacts)).toEqual(['Person 4']);
      });
    });

    describe('idempotency keys', () => {
      it('stores once for a key sent twice with the same request, answering the first id again', async () => {
        const first = await store.addContactSubmission(contact(1), { key: 'key-1', fingerprint: 'same' });
        const again = await store.addContactSubmission(contact(1), { key: 'key-1', fingerprint: 'same' });
        expect(again).toEqual({ replayed: true, id: stored(first).id });
        expect(await store.listContactSubmissions(listQuery({ limit: 10 }))).toEqual({ items: [stored(first)], total: 1 });
      });

      it('replays a calculator request too', async () => {
        const first = await store.addCalculatorRequest(request(1), { key: 'k', fingerprint: 'f' });
        expect(await store.addCalculatorRequest(request(1), { key: 'k', fingerprint: 'f' })).toEqual({
          replayed: true,
          id: stored(first).id,
        });
        expect((await store.counts()).calculatorRequests.total).toBe(1);
      });

      it('refuses a key sent again with a different request, storing nothing', async () => {
        await store.addContactSubmission(contact(1), { key: 'key-1', fingerprint: 'first' });
        await expect(store.addContactSubmission(contact(2), { key: 'key-1', fingerprint: 'second' })).rejects.toBeInstanceOf(
          IdempotencyKeyReusedError,
        );
        expect(await names(contacts)).toEqual(['Person 1']);
      });

      it('stores exactly one record for 20 concurrent adds with one key; the other 19 are replays of it', async () => {
        const results = await Promise.all(
          Array.from({ length: 20 }, () => store.addContactSubmission(contact(1), { key: 'one key', fingerprint: 'one request' })),
        );
        const fresh = results.filter((r) => !r.replayed);
        expect(fresh).toHaveLength(1);
        const id = stored(fresh[0]!).id;
        expect(results.filter((r) => r.replayed)).toEqual(Array.from({ length: 19 }, () => ({ replayed: true, id })));
        expect((await store.listContactSubmissions(listQuery({ limit: 50 }))).total).toBe(1);
      });

      it('keeps one set of keys for the whole store: a key used for a submission is refused for a different request', async () => {
        await store.addContactSubmission(contact(1), { key: 'shared', fingerprint: 'POST /api/contact …' });
        await expect(
          store.addCalculatorRequest(request(1), { key: 'shared', fingerprint: 'POST /api/calculator-request …' }),
        ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
        expect((await store.counts()).calculatorRequests.total).toBe(0);
      });

      it('still replays a key whose record has been deleted, storing nothing', async () => {
        const first = stored(await store.addContactSubmission(contact(1), { key: 'k', fingerprint: 'f' }));
        await store.deleteContactSubmission(first.id);
        expect(await store.addContactSubmission(contact(1), { key: 'k', fingerprint: 'f' })).toEqual({ replayed: true, id: first.id });
        expect((await store.counts()).contactSubmissions.total).toBe(0);
      });

      it('stores every add without a key, and adds with different keys, even when they are alike', async () => {
        await store.addContactSubmission(contact(1));
        await store.addContactSubmission(contact(1));
        await store.addContactSubmission(contact(1), { key: 'a', fingerprint: 'same' });
        await store.addContactSubmission(contact(1), { key: 'b', fingerprint: 'same' });
        expect((await store.counts()).contactSubmissions.total).toBe(4);
      });
    });

    describe('ids', () => {
      it('are compared one way: the same id in upper case is no record’s, on every store', async () => {
        const record = stored(await store.addContactSubmission(contact(1)));
        const upper = record.id.toUpperCase();
        expect(await store.setContactSubmissionRead(upper, true)).toBeUndefined();
        expect(await store.deleteContactSubmission(upper)).toBe(false);
        expect(await store.deleteContactSubmission(record.id)).toBe(true);
      });
    });

    describe('usage counts', () => {
      const count = (day: string, event: string, calculator: string, detail: string, n: number) => ({
        day,
        event,
        calculator,
        detail,
        count: n,
      });

      it('adds each count to its day’s, keeps days apart, and answers a range of days in order', async () => {
        await store.addUsage([count('2026-11-26', 'view', '', '/', 2), count('2026-11-27', 'calculate', 'roi', 'default|band:Good', 1)]);
        await store.addUsage([
          count('2026-11-27', 'calculate', 'roi', 'default|band:Good', 3),
          count('2026-11-27', 'calculate', 'roi', 'default|band:Good', 1),
          count('2026-11-27', 'calculate', 'ctr', 'default|rule:0', 1),
          count('2026-11-28', 'view', '', '/', 1),
        ]);
        expect(await store.usage('2026-11-27', '2026-11-27')).toEqual([
          count('2026-11-27', 'calculate', 'ctr', 'default|rule:0', 1),
          count('2026-11-27', 'calculate', 'roi', 'default|band:Good', 5),
        ]);
        expect((await store.usage('2026-11-26', '2026-11-28')).map((c) => `${c.day} ${c.event} ${c.count}`)).toEqual([
          '2026-11-26 view 2',
          '2026-11-27 calculate 1',
          '2026-11-27 calculate 5',
          '2026-11-28 view 1',
        ]);
        expect(await store.usage('2026-12-01', '2026-12-31')).toEqual([]);
        // Added up over the period, as the Usage tab reads it.
        expect(await store.usageTotals('2026-11-26', '2026-11-28')).toEqual({
          totals: [
            { event: 'calculate', calculator: 'ctr', detail: 'default|rule:0', count: 1 },
            { event: 'calculate', calculator: 'roi', detail: 'default|band:Good', count: 5 },
            { event: 'view', calculator: '', detail: '/', count: 3 },
          ],
          days: [
            { day: '2026-11-26', event: 'view', count: 2 },
            { day: '2026-11-27', event: 'calculate', count: 6 },
            { day: '2026-11-28', event: 'view', count: 1 },
          ],
        });
      });

      it('adds up any period, whole months and parts of months alike', async () => {
        // Each day's count a power of two, so a total says which days it holds.
        const days = ['2026-10-31', '2026-11-01', '2026-11-15', '2026-11-30', '2026-12-01', '2026-12-31', '2027-01-01'];
        await store.addUsage(days.map((day, i) => count(day, 'view', '', '/', 2 ** i)));
        const total = async (from: string, to: string) => (await store.usageTotals(from, to)).totals[0]?.count ?? 0;
        expect(await total('2026-10-31', '2026-12-01')).toBe(1 + 2 + 4 + 8 + 16);
        expect(await total('2026-11-01', '2026-11-30')).toBe(2 + 4 + 8);
        expect(await total('2026-11-02', '2026-11-29')).toBe(4);
        expect(await total('2026-11-15', '2026-11-15')).toBe(4);
        expect(await total('2026-11-16', '2027-01-01')).toBe(8 + 16 + 32 + 64);
        expect(await total('2026-10-01', '2026-12-31')).toBe(1 + 2 + 4 + 8 + 16 + 32);
        expect(await total('2026-12-02', '2026-12-30')).toBe(0);
        expect((await store.usageTotals('2026-11-30', '2026-12-01')).days).toEqual([
          { day: '2026-11-30', event: 'view', count: 8 },
          { day: '2026-12-01', event: 'view', count: 16 },
        ]);
      });

      it('keeps names as they are: a band’s label with quotes, a detail like a key of every object', async () => {
        await store.addUsage([
          count('2026-11-27', 'calculate', 'x', 'default|band:"Very" Good', 1),
          count('2026-11-27', 'view', '', '__proto__', 1),
        ]);
        expect((await store.usage('2026-11-27', '2026-11-27')).map((c) => c.detail)).toEqual(['default|band:"Very" Good', '__proto__']);
      });
    });

    describe('writability and closing', () => {
      it('resolves checkWritable on a healthy store, also several at once', async () => {
        await expect(store.checkWritable()).resolves.toBeUndefined();
        await expect(Promise.all([store.checkWritable(), store.checkWritable(), store.checkWritable()])).resolves.toEqual([
          undefined,
          undefined,
          undefined,
        ]);
      });

      it('finishes an add under way when closed, and refuses adds after closing with StoreUnavailableError', async () => {
        const adding = store.addContactSubmission(contact(1));
        await store.close();
        closed = true;
        expect(stored(await adding).name).toBe('Person 1');
        await expect(store.addContactSubmission(contact(2))).rejects.toBeInstanceOf(StoreUnavailableError);
        await expect(store.addCalculatorRequest(request(2))).rejects.toBeInstanceOf(StoreUnavailableError);
      });
    });
  });
}
