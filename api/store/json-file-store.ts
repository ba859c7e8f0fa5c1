/**
 * The embedded store: lowdb over one JSON file, written by the group-commit
 * adapter (group-commit-file.ts): each change is applied in memory, every
 * change that arrives during a commit is written by the next one, and each
 * caller resolves only after a commit that holds its change is on disk
 * (fsynced, atomically renamed). A change whose commit fails is undone in
 * memory, so it never reaches the disk later, and the caller is rejected
 * (StoreUnavailableError when the disk or folder is at fault).
 *
 * One process only: the file is read once, at open, and idempotency keys
 * are checked against memory. Rate-limit counts stay in process memory
 * (no rateLimitStore).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Low } from 'lowdb';
import type { SubmissionCounts } from '../../contract/admin-lists';
import type { Draft, DraftSummary } from '../../contract/drafts';
import type { UsageCount, UsageDayTotal, UsageTotal } from '../../contract/events';
import type { CalculatorRequest, ContactSubmission, NewCalculatorRequest, NewContactSubmission } from '../../contract/records';
import { GroupCommitFile } from './group-commit-file';
import { IdempotencyKeys } from './json-idempotency';
import { ListPages, type ListShape } from './json-list-page';
import { RecordList } from './json-record-list';
import { UsageDays } from './json-usage';
import { storeSerializer } from './json-serializer';
import { diskFault, probeFolder } from './json-writable';
import {
  emptyStoreData,
  readStoreData,
  type StoreData,
  type StoredCalculatorRequest,
  type StoredContactSubmission,
  type StoredDraft,
} from './store-data';
import {
  IdempotencyKeyReusedError,
  StoreOpenError,
  StoreUnavailableError,
  type Added,
  type IdempotencyKey,
  type NewDraft,
  type Page,
  type StoreListQuery,
  type SubmissionStore,
} from './submission-store';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Opens (and, when missing, creates) the data file at `file`, creating its
 * directory. A file that exists but does not parse, or is not an object
 * holding the two lists of records (null, [], a number…), is never written:
 * this rejects with a StoreOpenError naming the file.
 */
export async function openJsonFileStore(file: string): Promise<SubmissionStore> {
  const path = resolve(file);
  const leftAlone = 'It has been left untouched; repair it or move it away, then start again.';
  try {
    await mkdir(dirname(path), { recursive: true });
  } catch (error) {
    throw new StoreOpenError(`The data folder for ${path} cannot be created: ${reasonOf(error)}`);
  }
  let serialize: () => Buffer[] = () => [];
  const adapter = new GroupCommitFile<StoreData>(path, () => serialize());
  let read: Awaited<ReturnType<typeof adapter.readJson>>;
  try {
    read = await adapter.readJson();
  } catch (error) {
    const how = error instanceof SyntaxError ? 'cannot be read as JSON' : 'cannot be read';
    throw new StoreOpenError(`The data file ${path} ${how} (${reasonOf(error)}). ${leftAlone}`);
  }
  let data = emptyStoreData();
  if (read.found) {
    const checked = readStoreData(read.json);
    if ('problem' in checked)
      throw new StoreOpenError(`The data file ${path} is not a submissions file (${checked.problem}). ${leftAlone}`);
    data = checked.data;
  }
  const db = new Low<StoreData>(adapter, data);
  const store = new JsonFileStore(db, adapter, path);
  serialize = store.serialize;
  if (!read.found) {
    // Writing the empty file now proves the folder is writable before any visitor is told "sent".
    try {
      await db.write();
    } catch (error) {
      throw new StoreOpenError(`The data file ${path} cannot be written: ${reasonOf(error)}`);
    }
  }
  return store;
}

/** A draft as answered: the contract's fields only; its summary leaves the text out. */
function draftView(r: Draft): Draft {
  return { id: r.id, slug: r.slug, title: r.title, savedAt: r.savedAt, bytes: r.bytes, json: r.json };
}
function draftSummary(r: Draft): DraftSummary {
  return { id: r.id, slug: r.slug, title: r.title, savedAt: r.savedAt, bytes: r.bytes };
}

/** A submission as answered: the contract's fields only, whatever else the file holds. */
function contactView(r: ContactSubmission): ContactSubmission {
  return { id: r.id, name: r.name, email: r.email, subject: r.subject, message: r.message, createdAt: r.createdAt, isRead: r.isRead };
}

/** A request as answered: the contract's fields only, whatever else the file holds. */
function requestView(r: CalculatorRequest): CalculatorRequest {
  return { id: r.id, name: r.name, description: r.description, createdAt: r.createdAt, isProcessed: r.isProcessed };
}

const contactShape: ListShape<StoredContactSubmission> = {
  name: 'contacts',
  open: (r) => !r.isRead,
  view: contactView,
};

const requestShape: ListShape<StoredCalculatorRequest> = {
  name: 'requests',
  open: (r) => !r.isProcessed,
  view: requestView,
};

function closed(): StoreUnavailableError {
  return new StoreUnavailableError('The store is closed: the server is shutting down.');
}

class JsonFileStore implements SubmissionStore {
  /** The file's bytes now, for the group-commit adapter. */
  readonly serialize: () => Buffer[];
  readonly #db: Low<StoreData>;
  readonly #adapter: GroupCommitFile<StoreData>;
  readonly #path: string;
  readonly #contacts: RecordList<StoredContactSubmission>;
  readonly #requests: RecordList<StoredCalculatorRequest>;
  readonly #drafts: RecordList<StoredDraft>;
  readonly #usage: UsageDays;
  readonly #contactPages: ListPages<StoredContactSubmission>;
  readonly #requestPages: ListPages<StoredCalculatorRequest>;
  readonly #keys: IdempotencyKeys;
  /** Keys whose add is being committed: settles (never rejects) once that commit has, and its undo has run. */
  readonly #pendingKeys = new Map<string, Promise<void>>();
  #probe: Promise<void> | undefined;
  #closed = false;

  constructor(db: Low<StoreData>, adapter: GroupCommitFile<StoreData>, path: string) {
    this.#db = db;
    this.#adapter = adapter;
    this.#path = path;
    this.#contacts = new RecordList(db.data.contactSubmissions, (r) => [r.name, r.email, r.subject, r.message]);
    this.#requests = new RecordList(db.data.calculatorRequests, (r) => [r.name, r.description]);
    this.#drafts = new RecordList(db.data.drafts, (r) => [r.slug, r.title]);
    this.#usage = new UsageDays(db.data.usage);
    this.#contacts.prepareSearch();
    this.#requests.prepareSearch();
    this.#keys = new IdempotencyKeys(db.data.idempotencyKeys);
    // Cursors name the opening they were given in: arrival numbers start again at each open.
    const epoch = randomBytes(6).toString('base64url');
    this.#contactPages = new ListPages(this.#contacts, contactShape, epoch);
    this.#requestPages = new ListPages(this.#requests, requestShape, epoch);
    this.serialize = storeSerializer({
      contactSubmissions: this.#contacts.encoded,
      calculatorRequests: this.#requests.encoded,
      drafts: this.#drafts.encoded,
      usage: this.#usage,
      idempotencyKeys: this.#keys.encoded,
      otherKeys: db.data.otherKeys,
    });
  }

  /** Applies `change` in memory, then resolves once a write holding it is on disk. */
  async #commit<T>(change: () => { result: T; undo: () => void }): Promise<T> {
    if (this.#closed) throw closed();
    const { result, undo } = change();
    try {
      await this.#db.write();
    } catch (error) {
      // The caller answers with an error, so the change must not reach the disk later.
      undo();
      throw diskFault(error, this.#path) ?? error;
    }
    return result;
  }

  /**
   * Adds the record `make` builds, remembering `idempotency` in the same
   * commit. The key is checked and the record applied with no await between
   * them, so of many concurrent adds with one key exactly one stores; the
   * others wait for its commit and then answer replayed (or, when that
   * commit failed and was undone, go on as if the key were new).
   */
  async #add<T extends { id: string; createdAt: string }>(
    list: RecordList<T>,
    make: (id: string, createdAt: string) => T,
    view: (record: T) => T,
    idempotency: IdempotencyKey | undefined,
  ): Promise<Added<T>> {
    while (idempotency) {
      const pending = this.#pendingKeys.get(idempotency.key);
      if (pending) {
        await pending;
        continue;
      }
      const seen = this.#keys.find(idempotency.key, Date.now());
      if (!seen) break;
      if (seen.fingerprint !== idempotency.fingerprint) {
        throw new IdempotencyKeyReusedError('This Idempotency-Key was used for a different request in the last 24 hours.');
      }
      return { replayed: true, id: seen.id };
    }
    const now = Date.now();
    const record = make(randomUUID(), new Date(now).toISOString());
    const committed = this.#commit(() => {
      list.append(record);
      const forget = idempotency
        ? this.#keys.remember(idempotency.key, { fingerprint: idempotency.fingerprint, id: record.id, createdAt: record.createdAt }, now)
        : undefined;
      return {
        result: view(record),
        undo: () => {
          list.remove(record);
          forget?.();
        },
      };
    });
    if (idempotency) this.#holdKey(idempotency.key, committed);
    return { replayed: false, record: await committed };
  }

  #holdKey(key: string, committed: Promise<unknown>): void {
    const settled: Promise<void> = committed
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        if (this.#pendingKeys.get(key) === settled) this.#pendingKeys.delete(key);
      });
    this.#pendingKeys.set(key, settled);
  }

  async #setFlag<T extends { id: string }, K extends keyof T>(
    list: RecordList<T>,
    id: string,
    field: K,
    value: T[K],
    view: (record: T) => T,
  ): Promise<T | undefined> {
    const index = list.indexOfId(id);
    if (index < 0) return undefined;
    const record = list.records[index]!;
    return this.#commit(() => {
      const before = record[field];
      record[field] = value;
      list.changed(record);
      return {
        result: view(record),
        undo: () => {
          record[field] = before;
          list.changed(record);
        },
      };
    });
  }

  async #delete<T extends { id: string }>(list: RecordList<T>, id: string): Promise<boolean> {
    const index = list.indexOfId(id);
    if (index < 0) return false;
    const record = list.records[index]!;
    return this.#commit(() => {
      list.remove(record);
      return { result: true, undo: () => list.restore(record) };
    });
  }

  addContactSubmission(input: NewContactSubmission, idempotency?: IdempotencyKey): Promise<Added<ContactSubmission>> {
    const { name, email, subject, message } = input;
    return this.#add(
      this.#contacts,
      (id, createdAt): StoredContactSubmission => ({ id, name, email, subject, message, createdAt, isRead: false }),
      contactView,
      idempotency,
    );
  }

  addCalculatorRequest(input: NewCalculatorRequest, idempotency?: IdempotencyKey): Promise<Added<CalculatorRequest>> {
    const { name, description } = input;
    return this.#add(
      this.#requests,
      (id, createdAt): StoredCalculatorRequest => ({ id, name, description, createdAt, isProcessed: false }),
      requestView,
      idempotency,
    );
  }

  async listContactSubmissions(query: StoreListQuery): Promise<Page<ContactSubmission>> {
    return this.#contactPages.page(query);
  }

  async listCalculatorRequests(query: StoreListQuery): Promise<Page<CalculatorRequest>> {
    return this.#requestPages.page(query);
  }

  async counts(): Promise<SubmissionCounts> {
    let unread = 0;
    for (const record of this.#contacts.records) if (!record.isRead) unread += 1;
    let unprocessed = 0;
    for (const record of this.#requests.records) if (!record.isProcessed) unprocessed += 1;
    return {
      contactSubmissions: { total: this.#contacts.records.length, unread },
      calculatorRequests: { total: this.#requests.records.length, unprocessed },
    };
  }

  setContactSubmissionRead(id: string, isRead: boolean): Promise<ContactSubmission | undefined> {
    return this.#setFlag(this.#contacts, id, 'isRead', isRead, contactView);
  }

  setCalculatorRequestProcessed(id: string, isProcessed: boolean): Promise<CalculatorRequest | undefined> {
    return this.#setFlag(this.#requests, id, 'isProcessed', isProcessed, requestView);
  }

  deleteContactSubmission(id: string): Promise<boolean> {
    return this.#delete(this.#contacts, id);
  }

  deleteCalculatorRequest(id: string): Promise<boolean> {
    return this.#delete(this.#requests, id);
  }

  addDraft(input: NewDraft): Promise<Draft> {
    const { slug, title, json } = input;
    const record: StoredDraft = { id: randomUUID(), slug, title, savedAt: new Date().toISOString(), bytes: Buffer.byteLength(json), json };
    return this.#commit(() => {
      this.#drafts.append(record);
      return { result: draftView(record), undo: () => this.#drafts.remove(record) };
    });
  }

  async listDrafts(): Promise<DraftSummary[]> {
    return this.#drafts.records.map(draftSummary).reverse();
  }

  async getDraft(id: string): Promise<Draft | undefined> {
    const index = this.#drafts.indexOfId(id);
    return index < 0 ? undefined : draftView(this.#drafts.records[index]!);
  }

  deleteDraft(id: string): Promise<boolean> {
    return this.#delete(this.#drafts, id);
  }

  addUsage(counts: readonly UsageCount[]): Promise<void> {
    return this.#commit(() => ({ result: undefined, undo: this.#usage.add(counts) }));
  }

  async usage(from: string, to: string): Promise<UsageCount[]> {
    return this.#usage.between(from, to);
  }

  async usageTotals(from: string, to: string): Promise<{ totals: UsageTotal[]; days: UsageDayTotal[] }> {
    return this.#usage.totals(from, to);
  }

  checkWritable(): Promise<void> {
    if (this.#closed) return Promise.reject(closed());
    // Checks that overlap share one probe: they would otherwise write the same probe file.
    this.#probe ??= probeFolder(this.#path).finally(() => (this.#probe = undefined));
    return this.#probe;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#adapter.idle();
  }
}
