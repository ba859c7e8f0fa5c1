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
import {
  emptyStoreData,
  storeDataSchema,
  type CalculatorRequest,
  type ContactSubmission,
  type NewCalculatorRequest,
  type NewContactSubmission,
  type StoreData,
} from './records';
import { GroupCommitFile } from './group-commit-file';
import { StoreOpenError, type SubmissionStore } from './submission-store';

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
  const db = new Low<StoreData>(new GroupCommitFile<StoreData>(path), emptyStoreData());
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
  return new JsonFileStore(db);
}

class JsonFileStore implements SubmissionStore {
  readonly #db: Low<StoreData>;

  constructor(db: Low<StoreData>) {
    this.#db = db;
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
      return { result: { ...record }, undo: () => removeById(list, record.id) };
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
      return { result: { ...record }, undo: () => removeById(list, record.id) };
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
      return { result: { ...record }, undo: () => (record.isRead = before) };
    });
  }

  async setCalculatorRequestProcessed(id: string, isProcessed: boolean): Promise<CalculatorRequest | undefined> {
    const record = this.#db.data.calculatorRequests.find((r) => r.id === id);
    if (!record) return undefined;
    return this.#commit(() => {
      const before = record.isProcessed;
      record.isProcessed = isProcessed;
      return { result: { ...record }, undo: () => (record.isProcessed = before) };
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
