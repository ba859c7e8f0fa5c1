import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJsonFileStore } from '../../api/store/json-file-store';
import { StoreOpenError } from '../../api/store/submission-store';
import { tempDir, validContact, validRequest } from './helpers';

describe('the JSON-file store', () => {
  it('creates the folder and an empty data file on first open', async () => {
    const file = join(tempDir(), 'nested', 'deeper', 'db.json');
    await openJsonFileStore(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ contactSubmissions: [], calculatorRequests: [] });
  });

  it('keeps records across a reopen', async () => {
    const file = join(tempDir(), 'db.json');
    const first = await openJsonFileStore(file);
    const saved = await first.addContactSubmission(validContact);
    await first.addCalculatorRequest(validRequest);
    const second = await openJsonFileStore(file);
    expect(await second.listContactSubmissions()).toEqual([saved]);
    expect((await second.listCalculatorRequests()).map((r) => r.name)).toEqual([validRequest.name]);
  });

  it('stores 300 concurrent additions exactly once each, and every promise resolves after its record is on disk', async () => {
    const file = join(tempDir(), 'db.json');
    const store = await openJsonFileStore(file);
    const onDiskWhenResolved = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const record = await store.addContactSubmission({ ...validContact, subject: `s${i}` });
        const disk = JSON.parse(readFileSync(file, 'utf8')) as { contactSubmissions: { id: string }[] };
        return disk.contactSubmissions.some((r) => r.id === record.id);
      }),
    );
    expect(onDiskWhenResolved.every(Boolean)).toBe(true);
    const subjects = (JSON.parse(readFileSync(file, 'utf8')).contactSubmissions as { subject: string }[]).map((r) => r.subject);
    expect(subjects).toHaveLength(300);
    expect(new Set(subjects).size).toBe(300);
  });

  it('writes a record again after its flag changes (record JSON is reused only while unchanged)', async () => {
    const file = join(tempDir(), 'db.json');
    const store = await openJsonFileStore(file);
    const saved = await store.addContactSubmission(validContact);
    const request = await store.addCalculatorRequest(validRequest);
    await store.setContactSubmissionRead(saved.id, true);
    await store.setCalculatorRequestProcessed(request.id, true);
    let disk = JSON.parse(readFileSync(file, 'utf8'));
    expect(disk.contactSubmissions[0].isRead).toBe(true);
    expect(disk.calculatorRequests[0].isProcessed).toBe(true);
    await store.setContactSubmissionRead(saved.id, false);
    disk = JSON.parse(readFileSync(file, 'utf8'));
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
      contactSubmissions: (await store.listContactSubmissions()).reverse(),
      calculatorRequests: (await store.listCalculatorRequests()).reverse(),
    };
    expect(expected.contactSubmissions.map((r) => r.subject)).toEqual(Array.from({ length: 37 }, (_, i) => `s${i}`));
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(expected));
  });

  it('writes compact JSON', async () => {
    const file = join(tempDir(), 'db.json');
    const store = await openJsonFileStore(file);
    await store.addContactSubmission(validContact);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/\n/);
    expect(text.startsWith('{"contactSubmissions":[{')).toBe(true);
  });

  it('when a commit fails, rejects its callers, keeps their records out, and commits later changes', async () => {
    const folder = tempDir();
    const file = join(folder, 'db.json');
    const store = await openJsonFileStore(file);
    await store.addContactSubmission({ ...validContact, subject: 'kept' });
    mkdirSync(join(folder, '.db.json.tmp')); // the temporary file cannot be opened: the next commit fails
    const failed = await Promise.allSettled([
      store.addContactSubmission({ ...validContact, subject: 'lost 1' }),
      store.addContactSubmission({ ...validContact, subject: 'lost 2' }),
    ]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    rmdirSync(join(folder, '.db.json.tmp'));
    await store.addContactSubmission({ ...validContact, subject: 'after' });
    const subjects = (JSON.parse(readFileSync(file, 'utf8')).contactSubmissions as { subject: string }[]).map((r) => r.subject);
    expect(subjects).toEqual(['kept', 'after']);
    expect((await store.listContactSubmissions()).map((r) => r.subject)).toEqual(['after', 'kept']);
  });

  it('returns copies, so changing a listed record changes nothing stored', async () => {
    const store = await openJsonFileStore(join(tempDir(), 'db.json'));
    await store.addContactSubmission(validContact);
    const [listed] = await store.listContactSubmissions();
    listed!.isRead = true;
    expect((await store.listContactSubmissions())[0]!.isRead).toBe(false);
  });

  it.each([
    ['text that is not JSON', '{"contactSubmissions": [', /cannot be read as JSON/],
    ['an empty file', '', /cannot be read as JSON/],
    ['JSON of another shape', '{"contactSubmissions": 5, "calculatorRequests": []}', /is not a submissions file \(contactSubmissions: /],
    [
      'a record without its flag',
      JSON.stringify({
        contactSubmissions: [{ id: 'a', name: 'n', email: 'e', subject: 's', message: 'm', createdAt: 'x' }],
        calculatorRequests: [],
      }),
      /contactSubmissions\.0\.isRead/,
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
});
