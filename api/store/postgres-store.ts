/**
 * The PostgreSQL store, for several server processes sharing one database
 * (chosen when DATABASE_URL is set). Each change is one statement that
 * commits before it resolves; ids (gen_random_uuid) and times (now()) are
 * made by the database. Lists page by a sequence number, newest first.
 */
import pg from 'pg';
import { z } from 'zod';
import type { SubmissionCounts } from '../../contract/admin-lists';
import type { Draft, DraftSummary } from '../../contract/drafts';
import type { UsageCount, UsageDayTotal, UsageTotal } from '../../contract/events';
import type { CalculatorRequest, ContactSubmission, NewCalculatorRequest, NewContactSubmission } from '../../contract/records';
import { decodeCursor, encodeCursor, type ListName } from './list-page';
import { searchNeedle, searchText } from './search-text';
import { storeError } from './postgres/errors';
import { migrate } from './postgres/migrate';
import { PostgresRateLimitStore } from './postgres/rate-limit-store';
import { RecentCounts } from './postgres/recent-counts';
import { PostgresUsage, type Query, type Transaction } from './postgres/usage';
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

/** How the pool connects; defaults suit one server process on a small machine. */
export interface PostgresStoreOptions {
  /** Connections per process (PG_POOL_SIZE); PostgreSQL's own limit is shared by every process. */
  poolSize?: number;
  /** Give up on getting a connection after this many milliseconds (then 503). */
  connectTimeoutMs?: number;
  /**
   * The longest a statement may run, in milliseconds, on the server (statement_timeout) and, a little longer, in
   * this process (a server that stops answering altogether): then 503 with Retry-After, never a request left
   * hanging (issue 31, finding 2). 8 s by default.
   */
  statementTimeoutMs?: number;
}

/** How long a whole list's count may be reused, in milliseconds (recent-counts.ts). */
const COUNTS_MAX_AGE_MS = 1000;

/** How often expired idempotency keys and rate-limit rows are removed, in milliseconds. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

// Ids as both stores give them, lower case: an id in another case is no record's, as in the JSON store (issue 31,
// finding 5: PostgreSQL's uuid type read an upper-case id as the same record).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A draft's row; `json` only where it is selected. */
interface DraftRow {
  id: string;
  slug: string;
  title: string;
  bytes: number;
  saved_at: Date;
  json?: string;
}
const DRAFT_COLUMNS = 'id, slug, title, bytes, saved_at';
const draftOf = (row: DraftRow): DraftSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  savedAt: row.saved_at.toISOString(),
  bytes: row.bytes,
});

/** A list's table, columns and search fields. */
interface Table<T> {
  name: 'contact_submissions' | 'calculator_requests';
  /** The list's name in its cursors, as every store names it. */
  list: ListName;
  columns: string;
  searched: readonly string[];
  openFlag: 'is_read' | 'is_processed';
  fromRow(row: Record<string, unknown>): T;
}

const contacts: Table<ContactSubmission> = {
  name: 'contact_submissions',
  list: 'contacts',
  columns: 'seq, id, name, email, subject, message, created_at, is_read',
  searched: ['name', 'email', 'subject', 'message'],
  openFlag: 'is_read',
  fromRow: (r) => ({
    id: r.id as string,
    name: r.name as string,
    email: r.email as string,
    subject: r.subject as string,
    message: r.message as string,
    createdAt: (r.created_at as Date).toISOString(),
    isRead: r.is_read as boolean,
  }),
};

const requests: Table<CalculatorRequest> = {
  name: 'calculator_requests',
  list: 'requests',
  columns: 'seq, id, name, description, created_at, is_processed',
  searched: ['name', 'description'],
  openFlag: 'is_processed',
  fromRow: (r) => ({
    id: r.id as string,
    name: r.name as string,
    description: r.description as string,
    createdAt: (r.created_at as Date).toISOString(),
    isProcessed: r.is_processed as boolean,
  }),
};

/** A position in a PostgreSQL list: the sequence number of the last record shown (as text: bigint exceeds a double). */
const positionSchema = z.strictObject({ seq: z.string().regex(/^\d{1,18}$/) });

/**
 * Connects to `url`, applies missing migrations, and answers the store.
 * Throws StoreOpenError naming the database and the reason.
 */
export async function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<SubmissionStore> {
  const where = describeDatabase(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    statement_timeout: options.statementTimeoutMs ?? 8000,
    query_timeout: (options.statementTimeoutMs ?? 8000) + 2000,
  });
  // An idle connection that the server drops emits here; without a listener it would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StoreOpenError(`The ${where} cannot be reached: ${(error as Error).message}`);
  }
  try {
    await migrate(client);
  } catch (error) {
    client.release();
    await pool.end().catch(() => undefined);
    throw new StoreOpenError(`The ${where} could not be prepared: ${(error as Error).message}`);
  }
  client.release();
  return new PostgresStore(pool);
}

/** "PostgreSQL database NAME on HOST:PORT", without the password. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    const name = decodeURIComponent(parsed.pathname.slice(1)) || '(default)';
    return `PostgreSQL database ${name} on ${parsed.hostname || 'localhost'}${parsed.port ? `:${parsed.port}` : ''}`;
  } catch {
    return 'PostgreSQL database';
  }
}

class PostgresStore implements SubmissionStore {
  readonly #pool: pg.Pool;
  readonly #sweeper: NodeJS.Timeout;
  /** Statements under way; close() waits for them before ending the pool. */
  readonly #running = new Set<Promise<unknown>>();
  /** Whole-list counts (the lists' totals and the tabs'), reused for a second and forgotten on every write of this process. */
  readonly #wholeCounts = new RecentCounts(COUNTS_MAX_AGE_MS);
  #closed = false;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
    this.#sweeper = setInterval(() => void this.#sweep(), SWEEP_INTERVAL_MS);
    this.#sweeper.unref();
    void this.#sweep();
  }

  async #query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    if (this.#closed) throw new StoreUnavailableError('The store is closed: the server is shutting down.');
    const running = this.#pool.query<R>(text, values).catch(storeError);
    this.#running.add(running);
    try {
      return await running;
    } finally {
      this.#running.delete(running);
    }
  }

  /** #query as a function the usage counts' module calls (postgres/usage.ts). */
  readonly #statement: Query = (text, values) => this.#query(text, values);

  /**
   * Runs `work` in one transaction on a connection of its own (postgres/usage.ts: the daily cap on hosts), with the
   * pool's deadlines; rolled back when it throws, and the connection dropped when even that fails. close() waits.
   */
  readonly #transaction: Transaction = async (work) => {
    if (this.#closed) throw new StoreUnavailableError('The store is closed: the server is shutting down.');
    const running = (async () => {
      const client = await this.#pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work((text, values) => client.query(text, values));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((failed: Error) => (broken = failed));
        throw error;
      } finally {
        client.release(broken);
      }
    })().catch(storeError);
    this.#running.add(running);
    try {
      return await running;
    } finally {
      this.#running.delete(running);
    }
  };

  /** Usage counts, over #statement and #transaction (declared before it, so they are set when it is made). */
  readonly #usage = new PostgresUsage(this.#statement, this.#transaction);

  /** A statement that changes records: the kept counts are forgotten once it has run (or failed). */
  async #write<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    try {
      return await this.#query<R>(text, values);
    } finally {
      this.#wholeCounts.clear();
    }
  }

  /** Removes idempotency keys and rate-limit windows that have ended; a failure waits for the next sweep. */
  async #sweep(): Promise<void> {
    try {
      await this.#query("DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'");
      await this.#query('DELETE FROM rate_limit_hits WHERE reset_at < now()');
    } catch {
      // The next write says what is wrong, if anything still is.
    }
  }

  /**
   * Inserts a record, or, with a key, claims the key and inserts in one
   * statement: a key already claimed (and less than 24 hours old) inserts
   * nothing. A concurrent claim of the same key waits for the first to
   * commit, so one key stores one record.
   */
  async #add<T>(table: Table<T>, given: Record<string, string>, idempotency?: IdempotencyKey): Promise<Added<T>> {
    const fields = { ...given, search: searchText(table.searched.map((column) => given[column]!)) };
    const names = Object.keys(fields);
    const values = Object.values(fields);
    if (!idempotency) {
      const placeholders = names.map((_, i) => `$${i + 1}`).join(', ');
      const { rows } = await this.#write(
        `INSERT INTO ${table.name} (${names.join(', ')}) VALUES (${placeholders}) RETURNING ${table.columns}`,
        values,
      );
      return { replayed: false, record: table.fromRow(rows[0]!) };
    }
    const placeholders = names.map((_, i) => `$${i + 3}`).join(', ');
    const { rows } = await this.#write(
      `WITH new AS (SELECT gen_random_uuid() AS id),
       claimed AS (
         INSERT INTO idempotency_keys AS k (key, fingerprint, record_id)
         SELECT $1, $2, id FROM new
         ON CONFLICT (key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, record_id = EXCLUDED.record_id, created_at = now()
           WHERE k.created_at < now() - interval '24 hours'
         RETURNING record_id
       )
       INSERT INTO ${table.name} (id, ${names.join(', ')})
       SELECT record_id, ${placeholders} FROM claimed
       RETURNING ${table.columns}`,
      [idempotency.key, idempotency.fingerprint, ...values],
    );
    if (rows[0]) return { replayed: false, record: table.fromRow(rows[0]) };
    const seen = await this.#query<{ fingerprint: string; record_id: string }>(
      'SELECT fingerprint, record_id FROM idempotency_keys WHERE key = $1',
      [idempotency.key],
    );
    const first = seen.rows[0];
    // Claimed and then swept away in between: a race too rare to justify a retry loop; the caller may send again.
    if (!first) throw new StoreUnavailableError('The idempotency key expired while it was being checked; send again.');
    if (first.fingerprint !== idempotency.fingerprint) throw new IdempotencyKeyReusedError('The key was used for a different request.');
    return { replayed: true, id: first.record_id };
  }

  addContactSubmission(input: NewContactSubmission, idempotency?: IdempotencyKey): Promise<Added<ContactSubmission>> {
    const { name, email, subject, message } = input;
    return this.#add(contacts, { name, email, subject, message }, idempotency);
  }

  addCalculatorRequest(input: NewCalculatorRequest, idempotency?: IdempotencyKey): Promise<Added<CalculatorRequest>> {
    const { name, description } = input;
    return this.#add(requests, { name, description }, idempotency);
  }

  /** A page and the total, read in parallel on two connections. */
  async #list<T>(table: Table<T>, query: StoreListQuery): Promise<Page<T>> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (query.openOnly) conditions.push(`NOT ${table.openFlag}`);
    if (query.q) {
      values.push(searchNeedle(query.q));
      conditions.push(`strpos(search, $${values.length}) > 0`);
    }
    const filter = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const pageConditions = [...conditions];
    const pageValues = [...values];
    if (query.cursor !== undefined) {
      pageValues.push(decodeCursor(query.cursor, table.list, positionSchema).seq);
      pageConditions.push(`seq < $${pageValues.length}`);
    }
    pageValues.push(query.limit + 1);
    const pageFilter = pageConditions.length > 0 ? `WHERE ${pageConditions.join(' AND ')}` : '';
    const [page, count] = await Promise.all([
      this.#query(`SELECT ${table.columns} FROM ${table.name} ${pageFilter} ORDER BY seq DESC LIMIT $${pageValues.length}`, pageValues),
      // A search counts its matches each time; a whole list's count may be a moment old (recent-counts.ts).
      query.q ? this.#count(table.name, filter, values) : this.#wholeCount(table, query.openOnly === true),
    ]);
    const more = page.rows.length > query.limit;
    const rows = more ? page.rows.slice(0, query.limit) : page.rows;
    return {
      items: rows.map(table.fromRow),
      total: count,
      nextCursor: more ? encodeCursor(table.list, { seq: String(rows.at(-1)!.seq) }) : undefined,
    };
  }

  listContactSubmissions(query: StoreListQuery): Promise<Page<ContactSubmission>> {
    return this.#list(contacts, query);
  }

  listCalculatorRequests(query: StoreListQuery): Promise<Page<CalculatorRequest>> {
    return this.#list(requests, query);
  }

  async #count(table: string, filter: string, values: unknown[]): Promise<number> {
    const { rows } = await this.#query<{ total: string }>(`SELECT count(*) AS total FROM ${table} ${filter}`, values);
    return Number(rows[0]!.total);
  }

  /** All of a list's records, or only its open ones; the same kept count serves the list's total and the tabs. */
  #wholeCount(table: Table<unknown>, openOnly: boolean): Promise<number> {
    return this.#wholeCounts.get(`${table.name}:${openOnly}`, () =>
      this.#count(table.name, openOnly ? `WHERE NOT ${table.openFlag}` : '', []),
    );
  }

  async counts(): Promise<SubmissionCounts> {
    const [contactTotal, unread, requestTotal, unprocessed] = await Promise.all([
      this.#wholeCount(contacts, false),
      this.#wholeCount(contacts, true),
      this.#wholeCount(requests, false),
      this.#wholeCount(requests, true),
    ]);
    return {
      contactSubmissions: { total: contactTotal, unread },
      calculatorRequests: { total: requestTotal, unprocessed },
    };
  }

  async #setFlag<T>(table: Table<T>, id: string, value: boolean): Promise<T | undefined> {
    if (!UUID.test(id)) return undefined;
    const { rows } = await this.#write(`UPDATE ${table.name} SET ${table.openFlag} = $2 WHERE id = $1 RETURNING ${table.columns}`, [
      id,
      value,
    ]);
    return rows[0] ? table.fromRow(rows[0]) : undefined;
  }

  setContactSubmissionRead(id: string, isRead: boolean): Promise<ContactSubmission | undefined> {
    return this.#setFlag(contacts, id, isRead);
  }

  setCalculatorRequestProcessed(id: string, isProcessed: boolean): Promise<CalculatorRequest | undefined> {
    return this.#setFlag(requests, id, isProcessed);
  }

  async #delete(table: Table<unknown>, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const { rowCount } = await this.#write(`DELETE FROM ${table.name} WHERE id = $1`, [id]);
    return (rowCount ?? 0) > 0;
  }

  deleteContactSubmission(id: string): Promise<boolean> {
    return this.#delete(contacts, id);
  }

  deleteCalculatorRequest(id: string): Promise<boolean> {
    return this.#delete(requests, id);
  }

  async addDraft(input: NewDraft): Promise<Draft> {
    const { rows } = await this.#query<DraftRow>(
      `INSERT INTO drafts (slug, title, json, bytes) VALUES ($1, $2, $3, $4) RETURNING ${DRAFT_COLUMNS}, json`,
      [input.slug, input.title, input.json, Buffer.byteLength(input.json)],
    );
    return { ...draftOf(rows[0]!), json: rows[0]!.json! };
  }

  async listDrafts(): Promise<DraftSummary[]> {
    const { rows } = await this.#query<DraftRow>(`SELECT ${DRAFT_COLUMNS} FROM drafts ORDER BY seq DESC`);
    return rows.map(draftOf);
  }

  async getDraft(id: string): Promise<Draft | undefined> {
    if (!UUID.test(id)) return undefined;
    const { rows } = await this.#query<DraftRow>(`SELECT ${DRAFT_COLUMNS}, json FROM drafts WHERE id = $1`, [id]);
    return rows[0] ? { ...draftOf(rows[0]), json: rows[0].json! } : undefined;
  }

  async deleteDraft(id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const { rowCount } = await this.#query('DELETE FROM drafts WHERE id = $1', [id]);
    return (rowCount ?? 0) > 0;
  }

  addUsage(counts: readonly UsageCount[]): Promise<void> {
    return this.#usage.add(counts);
  }

  usage(from: string, to: string): Promise<UsageCount[]> {
    return this.#usage.counts(from, to);
  }

  usageTotals(from: string, to: string): Promise<{ totals: UsageTotal[]; days: UsageDayTotal[] }> {
    return this.#usage.totals(from, to);
  }

  async checkWritable(): Promise<void> {
    await this.#query('INSERT INTO store_health (id, checked_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET checked_at = now()');
  }

  rateLimitStore(prefix: string, windowMs: number): PostgresRateLimitStore {
    return new PostgresRateLimitStore(this.#pool, prefix, windowMs);
  }

  /** Refuses new statements, waits for those under way to commit (or fail), then closes every connection. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#sweeper);
    await Promise.allSettled([...this.#running]);
    await this.#pool.end();
  }
}
