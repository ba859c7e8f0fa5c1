/**
 * The embedded store: lowdb over one JSON file, written by the group-commit
 * adapter (group-commit-file.ts): each change is applied in memory, every
 * change that arrives during a commit is written by the next one, and each
 * caller resolves only after a commit that holds its change is on disk
 * (fsynced, atomically renamed).
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Low } from 'lowdb';
import type { CalculatorRequest, ContactSubmission, NewCalculatorRequest, NewContactSubmission } from '../../contract/records';
import { emptyStoreData, storeDataSchema, type StoreData } from './store-data';
import { GroupCommitFile } from './group-commit-file';
import { StoreOpenError, type SubmissionStore } from './submission-store';

/**
 * Compact JSON of the whole store as UTF-8 chunks, built incrementally:
 * records are only ever appended between commits, so each list keeps its
 * records' encoded JSON and a commit encodes only what arrived since the
 * last one. Changing a record in place (a flag) or removing one (an undone
 * add) makes the next commit encode that list again.
 *
 * Why chunks and not one string: a string grown by appending is a rope that
 * must be flattened and encoded whole on every commit, which at 10k records
 * cost 40% of the server's time. A list's chunks are merged like a binary
 * counter (a chunk no larger than the one after it is merged into it), so a
 * list of n records is O(log n) chunks and each byte is copied O(log n) times.
 */
class StoreSerializer {
  readonly #lists = new Map<readonly object[], { count: number; chunks: Buffer[] }>();

  /** Call after changing or removing a record. */
  invalidate(): void {
    this.#lists.clear();
  }

  #list(records: readonly object[]): Buffer[] {
    let list = this.#lists.get(records);
    if (!list || list.count > records.length) {
      list = { count: 0, chunks: [] };
      this.#lists.set(records, list);
    }
    if (list.count < records.length) {
      const parts: string[] = [];
      for (let i = list.count; i < records.length; i += 1) parts.push(JSON.stringify(records[i]));
      const chunks = list.chunks;
      chunks.push(Buffer.from(`${list.count > 0 ? ',' : ''}${parts.join(',')}`));
      list.count = records.length;
      while (chunks.length >= 2 && chunks[chunks.length - 2]!.length <= chunks[chunks.length - 1]!.length) {
        const last = chunks.pop()!;
        chunks.push(Buffer.concat([chunks.pop()!, last]));
      }
    }
    return list.chunks;
  }

  serialize = (data: StoreData): Buffer[] => [
    OPEN_CONTACTS,
    ...this.#list(data.contactSubmissions),
    OPEN_REQUESTS,
    ...this.#list(data.calculatorRequests),
    CLOSE,
  ];
}

const OPEN_CONTACTS = Buffer.from('{"contactSubmissions":[');
const OPEN_REQUESTS = Buffer.from('],"calculatorRequests":[');
const CLOSE = Buffer.from(']}');

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Opens (and, when missing, creates) the data file at `file`, creating its
 * directory. A file that exists but does not parse, or does not hold the two
 * lists, is never written: this throws a StoreOpenError naming the file.
 */
export async function openJsonFileStore(file: string): Promise<SubmissionStore> {
  const path = resolve(file);
  const leftAlone = 'It has been left untouched; repair it or move it away, then start again.';
  try {
    await mkdir(dirname(path), { recursive: true });
  } catch (error) {
    throw new StoreOpenError(`The data folder for ${path} cannot be created: ${reasonOf(error)}`);
  }
  const serializer = new StoreSerializer();
  const db = new Low<StoreData>(new GroupCommitFile<StoreData>(path, serializer.serialize), emptyStoreData());
  const existed = existsSync(path);
  try {
    await db.read();
  } catch (error) {
    throw new StoreOpenError(`The data file ${path} cannot be read as JSON (${reasonOf(error)}). ${leftAlone}`);
  }
  const checked = storeDataSchema.safeParse(db.data);
  if (!checked.success) {
    const first = checked.error.issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
    throw new StoreOpenError(
      `The data file ${path} is not a submissions file (${where}${first?.message ?? 'unexpected shape'}). ${leftAlone}`,
    );
  }
  db.data = checked.data;
  if (!existed) {
    // Writing the empty file now proves the folder is writable before any visitor is told "sent".
    try {
      await db.write();
    } catch (error) {
      throw new StoreOpenError(`The data file ${path} cannot be written: ${reasonOf(error)}`);
    }
  }
  return new JsonFileStore(db, serializer);
}

class JsonFileStore implements SubmissionStore {
  readonly #db: Low<StoreData>;
  readonly #serializer: StoreSerializer;

  constructor(db: Low<StoreData>, serializer: StoreSerializer) {
    this.#db = db;
    this.#serializer = serializer;
  }

  /** Applies `change` in memory, then resolves once a write holding it is on disk. */
  async #commit<T>(change: () => { result: T; undo: () => void }): Promise<T> {
    const { result, undo } = change();
    try {
      await this.#db.write();
    } catch (error) {
      // The caller answers with an error, so the change must not reach the disk later.
      undo();
      throw error;
    }
    return result;
  }

  addContactSubmission(input: NewContactSubmission): Promise<ContactSubmission> {
    return this.#commit(() => {
      const record: ContactSubmission = { id: randomUUID(), ...input, createdAt: new Date().toISOString(), isRead: false };
      const list = this.#db.data.contactSubmissions;
      list.push(record);
      return {
        result: { ...record },
        undo: () => {
          removeById(list, record.id);
          this.#serializer.invalidate();
        },
      };
    });
  }

  addCalculatorRequest(input: NewCalculatorRequest): Promise<CalculatorRequest> {
    return this.#commit(() => {
      const record: CalculatorRequest = {
        id: randomUUID(),
        ...input,
        createdAt: new Date().toISOString(),
        isProcessed: false,
      };
      const list = this.#db.data.calculatorRequests;
      list.push(record);
      return {
        result: { ...record },
        undo: () => {
          removeById(list, record.id);
          this.#serializer.invalidate();
        },
      };
    });
  }

  async listContactSubmissions(): Promise<ContactSubmission[]> {
    return newestFirst(this.#db.data.contactSubmissions);
  }

  async listCalculatorRequests(): Promise<CalculatorRequest[]> {
    return newestFirst(this.#db.data.calculatorRequests);
  }

  async setContactSubmissionRead(id: string, isRead: boolean): Promise<ContactSubmission | undefined> {
    const record = this.#db.data.contactSubmissions.find((r) => r.id === id);
    if (!record) return undefined;
    return this.#commit(() => {
      const before = record.isRead;
      record.isRead = isRead;
      this.#serializer.invalidate();
      return {
        result: { ...record },
        undo: () => {
          record.isRead = before;
          this.#serializer.invalidate();
        },
      };
    });
  }

  async setCalculatorRequestProcessed(id: string, isProcessed: boolean): Promise<CalculatorRequest | undefined> {
    const record = this.#db.data.calculatorRequests.find((r) => r.id === id);
    if (!record) return undefined;
    return this.#commit(() => {
      const before = record.isProcessed;
      record.isProcessed = isProcessed;
      this.#serializer.invalidate();
      return {
        result: { ...record },
        undo: () => {
          record.isProcessed = before;
          this.#serializer.invalidate();
        },
      };
    });
  }
}

/** Lists are kept in arrival order, so newest first is the reverse (stable even when two share a millisecond). */
function newestFirst<T extends object>(list: T[]): T[] {
  const copy: T[] = [];
  for (let i = list.length - 1; i >= 0; i -= 1) copy.push({ ...list[i]! });
  return copy;
}

function removeById(list: { id: string }[], id: string): void {
  const index = list.findIndex((r) => r.id === id);
  if (index >= 0) list.splice(index, 1);
}
