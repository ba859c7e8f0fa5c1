/**
 * The JSON-file store: the shared SubmissionStore contract, each test on a
 * fresh file in a temporary folder, then what only this store does: its
 * idempotency keys in the data file, cursors across a reopen, and the disk
 * failures it turns into StoreUnavailableError.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_WINDOW_MS } from '../../contract/idempotency';
import { openJsonFileStore } from '../../api/store/json-file-store';
import { StoreUnavailableError, type Added } from '../../api/store/submission-store';
import { tempDir, validContact, validRequest } from './helpers';
import { describeStoreContract, listQuery } from './store-contract';

describeStoreContract('the JSON-file store', () => openJsonFileStore(join(tempDir(), 'db.json')));

function stored<T>(added: Added<T>): T {
  if (added.replayed) throw new Error('expected a new record');
  return added.record;
}

function readJson(file: string) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A fresh store's folder and file. */
async function fresh() {
  const folder = tempDir();
  const file = join(folder, 'db.json');
  return { folder, file, store: await openJsonFileStore(file) };
}

/** Makes every commit in `folder` fail (a folder where the temporary file goes) until `unblock()`. */
function blockCommits(folder: string): { unblock(): void } {
  mkdirSync(join(folder, '.db.json.tmp'));
  return { unblock: () => rmdirSync(join(folder, '.db.json.tmp')) };
}

describe('the JSON-file store: idempotency keys in the data file', () => {
  it('writes the key with its record, in the same commit', async () => {
    const { file, store } = await fresh();
    const record = stored(await store.addContactSubmission(validContact, { key: 'k-1', fingerprint: 'fp' }));
    expect(readJson(file).idempotencyKeys).toEqual({ 'k-1': { fingerprint: 'fp', id: record.id, createdAt: record.createdAt } });
  });

  it('answers every replay of a concurrent add only once the record is on disk', async () => {
    const { file, store } = await fresh();
    const onDisk = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const added = await store.addCalculatorRequest(validRequest, { key: 'k', fingerprint: 'f' });
        const id = added.replayed ? added.id : added.record.id;
        return (readJson(file).calculatorRequests as { id: string }[]).some((r) => r.id === id);
      }),
    );
    expect(onDisk).toEqual(Array.from({ length: 20 }, () => true));
  });

  it('does not replay, or refuse, a key whose add failed: the next add with it stores', async () => {
    const { folder, file, store } = await fresh();
    const blocked = blockCommits(folder);
    const first = store.addContactSubmission(validContact, { key: 'k', fingerprint: 'first' });
    // Waits for the first add's commit, since the key is taken until it is known whether that commit holds.
    const second = store.addContactSubmission({ ...validContact, subject: 'second' }, { key: 'k', fingerprint: 'first' });
    await expect(first.finally(() => blocked.unblock())).rejects.toBeInstanceOf(StoreUnavailableError);
    const record = stored(await second);
    expect(record.subject).toBe('second');
    expect(await store.addContactSubmission(validContact, { key: 'k', fingerprint: 'first' })).toEqual({ replayed: true, id: record.id });
    const disk = readJson(file);
    expect(disk.contactSubmissions.map((r: { id: string }) => r.id)).toEqual([record.id]);
    expect(Object.keys(disk.idempotencyKeys)).toEqual(['k']);
  });

  it('forgets a key whose add failed, so it may be used for another request', async () => {
    const { folder, store } = await fresh();
    const blocked = blockCommits(folder);
    await expect(store.addContactSubmission(validContact, { key: 'k', fingerprint: 'first' })).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
    blocked.unblock();
    const added = await store.addCalculatorRequest(validRequest, { key: 'k', fingerprint: 'other' });
    expect(added.replayed).toBe(false);
  });

  it('does not answer a key older than 24 hours, and drops such keys from the file when it is written', async () => {
    const { folder, file } = await fresh();
    const now = Date.now();
    const at = (ago: number) => new Date(now - ago).toISOString();
    writeFileSync(
      file,
      JSON.stringify({
        contactSubmissions: [],
        calculatorRequests: [],
        idempotencyKeys: {
          expired: { fingerprint: 'f', id: 'gone-1', createdAt: at(IDEMPOTENCY_WINDOW_MS + 60_000) },
          damaged: { fingerprint: 'f', id: 'gone-2', createdAt: 'not a time' },
          live: { fingerprint: 'f', id: 'kept', createdAt: at(IDEMPOTENCY_WINDOW_MS - 60_000) },
        },
      }),
    );
    const store = await openJsonFileStore(join(folder, 'db.json'));
    const again = stored(await store.addContactSubmission(validContact, { key: 'expired', fingerprint: 'different' }));
    expect(await store.addContactSubmission(validContact, { key: 'live', fingerprint: 'f' })).toEqual({ replayed: true, id: 'kept' });
    expect(await store.addContactSubmission(validContact, { key: 'damaged', fingerprint: 'f' })).toMatchObject({ replayed: false });
    const keys = readJson(file).idempotencyKeys;
    expect(Object.keys(keys).sort()).toEqual(['damaged', 'expired', 'live']);
    expect(keys.expired.id).toBe(again.id);
    expect(keys.live.id).toBe('kept');
  });
});

describe('the JSON-file store: cursors', () => {
  /** Five requests a minute apart, written by hand. */
  function fiveRequests(file: string): void {
    const requests = [1, 2, 3, 4, 5].map((n) => ({
      id: `r${n}`,
      name: `Calculator ${n}`,
      description: 'd',
      createdAt: `2026-03-01T10:0${n}:00.000Z`,
      isProcessed: false,
    }));
    writeFileSync(file, JSON.stringify({ contactSubmissions: [], calculatorRequests: requests }));
  }

  it('go on where they stopped after the store is reopened', async () => {
    const file = join(tempDir(), 'db.json');
    fiveRequests(file);
    const before = await openJsonFileStore(file);
    const first = await before.listCalculatorRequests(listQuery({ limit: 2 }));
    expect(first.items.map((r) => r.id)).toEqual(['r5', 'r4']);
    await before.close();
    const after = await openJsonFileStore(file);
    const second = await after.listCalculatorRequests(listQuery({ limit: 2, cursor: first.nextCursor }));
    expect(second.items.map((r) => r.id)).toEqual(['r3', 'r2']);
  });

  it('go on below the time of the last record shown when it was deleted and the store reopened', async () => {
    const file = join(tempDir(), 'db.json');
    fiveRequests(file);
    const before = await openJsonFileStore(file);
    const first = await before.listCalculatorRequests(listQuery({ limit: 2 }));
    await before.deleteCalculatorRequest('r4');
    await before.close();
    const after = await openJsonFileStore(file);
    const second = await after.listCalculatorRequests(listQuery({ limit: 2, cursor: first.nextCursor }));
    expect(second.items.map((r) => r.id)).toEqual(['r3', 'r2']);
    expect(second.total).toBe(4);
  });
});

describe('the JSON-file store: when the disk fails, and closing', () => {
  it('rejects checkWritable and writes with StoreUnavailableError while the data folder is gone, and recovers with it', async () => {
    const { folder, file, store } = await fresh();
    const saved = stored(await store.addContactSubmission(validContact));
    rmSync(folder, { recursive: true });
    const reason = `The data folder ${folder} cannot be written (ENOENT: the folder is gone).`;
    await expect(store.checkWritable()).rejects.toThrow(new StoreUnavailableError(reason));
    for (const write of [
      () => store.addContactSubmission(validContact),
      () => store.setContactSubmissionRead(saved.id, true),
      () => store.deleteContactSubmission(saved.id),
    ]) {
      const error = await write().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect((error as Error).message).toBe(reason);
      expect(((error as Error).cause as NodeJS.ErrnoException).code).toBe('ENOENT');
    }
    // Nothing failed is kept in memory either.
    expect((await store.listContactSubmissions(listQuery({ limit: 10 }))).items).toEqual([saved]);
    mkdirSync(folder);
    await store.checkWritable();
    expect(readdirSync(folder)).toEqual([]);
    await store.addContactSubmission(validContact);
    expect(readJson(file).contactSubmissions).toHaveLength(2);
  });

  it('leaves no probe file behind', async () => {
    const { folder, store } = await fresh();
    await Promise.all([store.checkWritable(), store.checkWritable()]);
    expect(readdirSync(folder)).toEqual(['db.json']);
  });

  it('has the add under way on disk when close resolves, then refuses every write and the check', async () => {
    const { file, store } = await fresh();
    const saved = stored(await store.addContactSubmission(validContact));
    const adding = store.addCalculatorRequest(validRequest);
    await store.close();
    expect(readJson(file).calculatorRequests).toHaveLength(1);
    expect(stored(await adding).name).toBe(validRequest.name);
    await expect(store.setContactSubmissionRead(saved.id, true)).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.deleteContactSubmission(saved.id)).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.addContactSubmission(validContact, { key: 'k', fingerprint: 'f' })).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.checkWritable()).rejects.toBeInstanceOf(StoreUnavailableError);
    await store.close();
    expect(existsSync(file)).toBe(true);
  });

  it('keeps rate-limit counts in process memory (no shared store)', async () => {
    const { store } = await fresh();
    expect(store.rateLimitStore).toBeUndefined();
  });
});
