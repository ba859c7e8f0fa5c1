/**
 * The JSON-file store's file: its creation and shape, group commit, what a
 * failed commit leaves, refusing files it must not overwrite, and keeping
 * what it does not understand. The store's behaviour through the interface
 * is the shared contract's (json-store.test.ts).
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CalculatorRequest, ContactSubmission } from '../../contract/records';
import { openJsonFileStore } from '../../api/store/json-file-store';
import { StoreOpenError, StoreUnavailableError, type Added, type SubmissionStore } from '../../api/store/submission-store';
import { tempDir, validContact, validRequest } from './helpers';
import { listQuery } from './store-contract';

function stored<T>(added: Added<T>): T {
  if (added.replayed) throw new Error('expected a new record');
  return added.record;
}

function readJson(file: string) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function allContacts(store: SubmissionStore): Promise<ContactSubmission[]> {
  return (await store.listContactSubmissions(listQuery({ limit: 500 }))).items;
}

async function allRequests(store: SubmissionStore): Promise<CalculatorRequest[]> {
  return (await store.listCalculatorRequests(listQuery({ limit: 500 }))).items;
}

/** A folder where `.db.json.tmp` cannot be opened for writing, so every commit fails (EISDIR) until `unblock()`. */
function blockCommits(folder: string): { unblock(): void } {
  mkdirSync(join(folder, '.db.json.tmp'));
  return { unblock: () => rmdirSync(join(folder, '.db.json.tmp')) };
}

describe('the JSON-file store', () => {
  it('creates the folder and an empty data file on first open', async () => {
    const file = join(tempDir(), 'nested', 'deeper', 'db.json');
    await openJsonFileStore(file);
    expect(readFileSync(file, 'utf8')).toBe('{"contactSubmissions":[],"calculatorRequests":[],"idempotencyKeys":{}}');
  });

  it('keeps records, flags, deletions and idempotency keys across a reopen', async () => {
    const file = join(tempDir(), 'db.json');
    const first = await openJsonFileStore(file);
    const kept = stored(await first.addContactSubmission(validContact, { key: 'k', fingerprint: 'f' }));
    const gone = stored(await first.addContactSubmission({ ...validContact, subject: 'gone' }));
    const request = stored(await first.addCalculatorRequest(validRequest));
    await first.setCalculatorRequestProcessed(request.id, true);
    await first.deleteContactSubmission(gone.id);
    await first.close();
    const second = await openJsonFileStore(file);
    expect(await allContacts(second)).toEqual([kept]);
    expect(await allRequests(second)).toEqual([{ ...request, isProcessed: true }]);
    expect(await second.addContactSubmission(validContact, { key: 'k', fingerprint: 'f' })).toEqual({ replayed: true, id: kept.id });
  });

  it('stores 300 concurrent additions exactly once each, and every promise resolves after its record is on disk', async () => {
    const file = join(tempDir(), 'db.json');
    const store = await openJsonFileStore(file);
    const onDiskWhenResolved = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const record = stored(await store.addContactSubmission({ ...validContact, subject: `s${i}` }));
        const disk = readJson(file) as { contactSubmissions: { id: string }[] };
        return disk.contactSubmissions.some((r) => r.id === record.id);
      }),
    );
    expect(onDiskWhenResolved.every(Boolean)).toBe(true);
    const subjects = (readJson(file).contactSubmissions as { subject: string }[]).map((r) => r.subject);
    expect(subjects).toHaveLength(300);
    expect(new Set(subjects).size).toBe(300);
  });

  it('writes a record again after its flag changes (record JSON is reused only while unchanged)', async () => {
    const file = join(tempDir(), 'db.json');
    const store = await openJsonFileStore(file);
    const saved = stored(await store.addContactSubmission(validContact));
    const request = stored(await store.addCalculatorRequest(validRequest));
    await store.setContactSubmissionRead(saved.id, true);
    await store.setCalculatorRequestProcessed(request.id, true);
    let disk = readJson(file);
    expect(disk.contactSubmissions[0].isRead).toBe(true);
    expect(disk.calculatorRequests[0].isProcessed).toBe(true);
    await store.setContactSubmissionRead(saved.id, false);
    disk = readJson(file);
    expect(disk.contactSubmissions[0].isRead).toBe(false);
  });

  it('after many commits of one record each, the file is exactly the compact JSON of every record in order', async () => {
    const file = join(tempDir(), 'db.json');
    const store = await openJsonFileStore(file);
    for (let i = 0; i < 37; i += 1) {
      await store.addContactSubmission({ ...validContact, name: `Zoë Ørsted ${i}`, subject: `s${i}` });
      if (i % 10 === 0) await store.addCalculatorRequest({ ...validRequest, name: `Café ${i}` });
    }
    const expected = {
      contactSubmissions: (await allContacts(store)).reverse(),
      calculatorRequests: (await allRequests(store)).reverse(),
      idempotencyKeys: {},
    };
    expect(expected.contactSubmissions.map((r) => r.subject)).toEqual(Array.from({ length: 37 }, (_, i) => `s${i}`));
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(expected));
  });

  it('after flags and deletions anywhere in the list, failed or not, the file is exactly the compact JSON of what is kept', async () => {
    const folder = tempDir();
    const file = join(folder, 'db.json');
    const store = await openJsonFileStore(file);
    // The model: what the file must hold, oldest first.
    const model: ContactSubmission[] = [];
    const expectFile = () =>
      expect(readFileSync(file, 'utf8')).toBe(JSON.stringify({ contactSubmissions: model, calculatorRequests: [], idempotencyKeys: {} }));
    // One at a time first, so the encoded chunks are many and of every size; then a group.
    for (let i = 0; i < 40; i += 1) model.push(stored(await store.addContactSubmission({ ...validContact, subject: `s${i}` })));
    const group = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.addContactSubmission({ ...validContact, subject: `g${i}` })),
    );
    model.push(...group.map(stored));
    expectFile();
    for (const index of [0, 17, 31, 38, 39, 40, 59]) {
      await store.setContactSubmissionRead(model[index]!.id, true);
      model[index] = { ...model[index]!, isRead: true };
      expectFile();
    }
    for (const index of [59, 0, 0, 20, 36, 37, 40]) {
      await store.deleteContactSubmission(model[index]!.id);
      model.splice(index, 1);
      expectFile();
    }
    // Failed changes are undone, wherever they were, and the next commit writes the rest exactly.
    const blocked = blockCommits(folder);
    const failed = await Promise.allSettled([
      store.deleteContactSubmission(model[0]!.id),
      store.deleteContactSubmission(model[25]!.id),
      store.deleteContactSubmission(model[26]!.id),
      store.setContactSubmissionRead(model[10]!.id, true),
      store.addContactSubmission({ ...validContact, subject: 'lost' }),
      store.deleteContactSubmission(model[model.length - 1]!.id),
    ]);
    expect(failed.map((r) => r.status)).toEqual(Array.from({ length: 6 }, () => 'rejected'));
    blocked.unblock();
    model.push(stored(await store.addContactSubmission({ ...validContact, subject: 'after' })));
    expectFile();
    expect((await allContacts(store)).reverse()).toEqual(model);
  });

  it('writes the file exactly when the first encoded chunk loses its only record', async () => {
    const file = join(tempDir(), 'db.json');
    const store = await openJsonFileStore(file);
    // A long record, then a short one, each in its own commit: the short one's chunk is not merged into the longer one before it.
    const long = stored(await store.addCalculatorRequest({ ...validRequest, description: 'x'.repeat(500) }));
    const short = stored(await store.addCalculatorRequest(validRequest));
    await store.deleteCalculatorRequest(long.id);
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify({ contactSubmissions: [], calculatorRequests: [short], idempotencyKeys: {} }));
  });

  it('writes compact JSON', async () => {
    const file = join(tempDir(), 'db.json');
    const store = await openJsonFileStore(file);
    await store.addContactSubmission(validContact);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/\n/);
    expect(text.startsWith('{"contactSubmissions":[{')).toBe(true);
  });

  it('when a commit fails, rejects its callers with StoreUnavailableError, keeps their records out, and commits later changes', async () => {
    const folder = tempDir();
    const file = join(folder, 'db.json');
    const store = await openJsonFileStore(file);
    await store.addContactSubmission({ ...validContact, subject: 'kept' });
    const blocked = blockCommits(folder);
    const failed = await Promise.allSettled([
      store.addContactSubmission({ ...validContact, subject: 'lost 1' }),
      store.addContactSubmission({ ...validContact, subject: 'lost 2' }),
    ]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    for (const result of failed) {
      const error = (result as PromiseRejectedResult).reason as StoreUnavailableError;
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect(error.message).toBe(`The data folder ${folder} cannot be written (EISDIR: a folder is where a file must be written).`);
      expect((error.cause as NodeJS.ErrnoException).code).toBe('EISDIR');
    }
    blocked.unblock();
    await store.addContactSubmission({ ...validContact, subject: 'after' });
    const subjects = (readJson(file).contactSubmissions as { subject: string }[]).map((r) => r.subject);
    expect(subjects).toEqual(['kept', 'after']);
    expect((await allContacts(store)).map((r) => r.subject)).toEqual(['after', 'kept']);
  });

  it.each([
    ['text that is not JSON', '{"contactSubmissions": [', /cannot be read as JSON/],
    ['an empty file', '', /cannot be read as JSON/],
    ['null', 'null', /is not a submissions file \(/],
    ['false', 'false', /is not a submissions file \(/],
    ['0', '0', /is not a submissions file \(/],
    ['a number', '42', /is not a submissions file \(/],
    ['an empty string', '""', /is not a submissions file \(/],
    ['an empty array', '[]', /is not a submissions file \(/],
    ['an array of lists', '[[],[]]', /is not a submissions file \(/],
    ['an empty object', '{}', /is not a submissions file \(contactSubmissions: /],
    ['an object without the requests', '{"contactSubmissions":[]}', /is not a submissions file \(calculatorRequests: /],
    ['JSON of another shape', '{"contactSubmissions": 5, "calculatorRequests": []}', /is not a submissions file \(contactSubmissions: /],
    ['a list of non-records', '{"contactSubmissions": ["a", "b"], "calculatorRequests": []}', /contactSubmissions\.0: /],
    ['a list holding null', '{"contactSubmissions": [], "calculatorRequests": [null]}', /calculatorRequests\.0: /],
    [
      'a record without its flag',
      JSON.stringify({
        contactSubmissions: [{ id: 'a', name: 'n', email: 'e', subject: 's', message: 'm', createdAt: 'x' }],
        calculatorRequests: [],
      }),
      /contactSubmissions\.0\.isRead/,
    ],
    [
      'idempotency keys that are not an object',
      '{"contactSubmissions":[],"calculatorRequests":[],"idempotencyKeys":[1]}',
      /idempotencyKeys: /,
    ],
  ])('refuses %s, naming the file, and leaves it untouched', async (_, content, reason) => {
    const file = join(tempDir(), 'db.json');
    writeFileSync(file, content);
    const opening = openJsonFileStore(file);
    await expect(opening).rejects.toBeInstanceOf(StoreOpenError);
    await expect(opening).rejects.toThrow(file);
    await expect(opening).rejects.toThrow(reason);
    await expect(opening).rejects.toThrow('It has been left untouched');
    expect(readFileSync(file, 'utf8')).toBe(content);
    expect(existsSync(join(file, '..', '.db.json.tmp'))).toBe(false);
  });

  it('keeps unknown top-level keys and unknown record fields through an add, a flag change and a delete, and never answers them', async () => {
    const file = join(tempDir(), 'db.json');
    const contact = { id: 'c1', ...validContact, createdAt: '2026-01-02T03:04:05.000Z', isRead: false, tags: ['vip'], score: 0.5 };
    const request = { id: 'r1', ...validRequest, createdAt: '2026-01-02T03:04:05.000Z', isProcessed: false, votes: { up: 3 } };
    const other = { version: 7, settings: { theme: 'dark', list: [1, null, 'x'] }, note: 'written by a newer version' };
    const original = {
      schemaVersion: 3,
      contactSubmissions: [contact],
      calculatorRequests: [request],
      idempotencyKeys: { old: { fingerprint: 'f', id: 'c1', createdAt: new Date().toISOString(), origin: 'newer' } },
      other,
      ['__proto__']: { odd: true },
    };
    writeFileSync(file, JSON.stringify(original));
    const store = await openJsonFileStore(file);
    const added = stored(await store.addContactSubmission({ ...validContact, subject: 'new' }));
    await store.setContactSubmissionRead('c1', true);
    await store.setCalculatorRequestProcessed('r1', true);
    await store.deleteContactSubmission(added.id);
    const disk = readJson(file);
    expect(disk.schemaVersion).toBe(3);
    expect(disk.other).toEqual(other);
    expect(Object.getOwnPropertyDescriptor(disk, '__proto__')?.value).toEqual({ odd: true });
    expect(disk.contactSubmissions).toEqual([{ ...contact, isRead: true }]);
    expect(disk.calculatorRequests).toEqual([{ ...request, isProcessed: true }]);
    expect(disk.idempotencyKeys.old).toEqual(original.idempotencyKeys.old);
    const [listedContact] = await allContacts(store);
    const [listedRequest] = await allRequests(store);
    expect(Object.keys(listedContact!).sort()).toEqual(['createdAt', 'email', 'id', 'isRead', 'message', 'name', 'subject']);
    expect(Object.keys(listedRequest!).sort()).toEqual(['createdAt', 'description', 'id', 'isProcessed', 'name']);
    expect(Object.keys((await store.setContactSubmissionRead('c1', false))!)).not.toContain('tags');
  });
});
