/**
 * Where submissions live. The API only talks to this interface; the JSON-file
 * store (json-file-store.ts, the embedded default, one process) and the
 * PostgreSQL store (postgres-store.ts, many processes, chosen by
 * DATABASE_URL) both implement it and pass one test suite
 * (tests/api/store-contract.ts).
 */
import type { Store as RateLimitStore } from 'hono-rate-limiter';
import type { LoginFailureCounts } from './login-failure-counts';
import type { SubmissionCounts } from '../../contract/admin-lists';
import type { Draft, DraftSummary } from '../../contract/drafts';
import type { UsageCount, UsageDayTotal, UsageTotal } from '../../contract/events';
import type { CalculatorRequest, ContactSubmission, NewCalculatorRequest, NewContactSubmission } from '../../contract/records';

/**
 * A retried POST's identity: the client's `Idempotency-Key` and a digest of
 * what it asked (path and checked body), so a key reused for a different
 * request is told apart from a retry.
 */
export interface IdempotencyKey {
  key: string;
  fingerprint: string;
}

/**
 * What an add answers: the record it stored, or, when the idempotency key had
 * been seen, the id of the record the first request stored (nothing new is
 * stored; that record may since have been deleted).
 */
export type Added<T> = { replayed: false; record: T } | { replayed: true; id: string };

/** One page of a list, newest first. */
export interface Page<T> {
  items: T[];
  /** Records matching the query's search and filter, over all pages. */
  total: number;
  /** Opaque; pass as `cursor` for the next page. Absent on the last page. */
  nextCursor?: string;
}

/** A list query as the store takes it: `limit` records after `cursor`, matching `q` (a literal, case-insensitive substring) and the filter. */
export interface StoreListQuery {
  limit: number;
  /** From the previous page's nextCursor; absent for the first page. */
  cursor?: string;
  q?: string;
  /** Contact submissions: only unread ones. Calculator requests: only unprocessed ones. */
  openOnly?: boolean;
}

/**
 * A durable store of contact submissions and calculator requests.
 * Every method that changes data resolves only once the change is committed
 * (on disk, or in the database); a rejected promise means it may not have
 * been kept. A store that cannot write rejects with StoreUnavailableError.
 * Ids (UUIDs) and times (ISO 8601, UTC) are made by the store.
 */
export interface SubmissionStore {
  /**
   * Stores a new contact submission (unread). With `idempotency`, a key seen
   * in the last 24 hours stores nothing and answers the first record
   * (replayed), or rejects with IdempotencyKeyReusedError when the
   * fingerprint differs.
   */
  addContactSubmission(input: NewContactSubmission, idempotency?: IdempotencyKey): Promise<Added<ContactSubmission>>;
  /** Stores a new calculator request (unprocessed); `idempotency` as for addContactSubmission. */
  addCalculatorRequest(input: NewCalculatorRequest, idempotency?: IdempotencyKey): Promise<Added<CalculatorRequest>>;
  /** A page of contact submissions, newest first. Rejects with BadCursorError for a cursor it did not give. */
  listContactSubmissions(query: StoreListQuery): Promise<Page<ContactSubmission>>;
  /** A page of calculator requests, newest first. Rejects with BadCursorError for a cursor it did not give. */
  listCalculatorRequests(query: StoreListQuery): Promise<Page<CalculatorRequest>>;
  /** Totals and open (unread / unprocessed) counts of both lists. */
  counts(): Promise<SubmissionCounts>;
  /** Sets a submission's read flag; undefined when no submission has this id. */
  setContactSubmissionRead(id: string, isRead: boolean): Promise<ContactSubmission | undefined>;
  /** Sets a request's processed flag; undefined when no request has this id. */
  setCalculatorRequestProcessed(id: string, isProcessed: boolean): Promise<CalculatorRequest | undefined>;
  /** Deletes a contact submission for good; false when none has this id. */
  deleteContactSubmission(id: string): Promise<boolean>;
  /** Deletes a calculator request for good; false when none has this id. */
  deleteCalculatorRequest(id: string): Promise<boolean>;
  /** Resolves when a write would be committed now; rejects with StoreUnavailableError naming why not. */
  /** Keeps a studio draft (contract/drafts.ts): its slug, title and JSON text; the store gives its id, time and size. */
  addDraft(input: NewDraft): Promise<Draft>;
  /** Every draft, newest first, without its text. */
  listDrafts(): Promise<DraftSummary[]>;
  /** One draft with its text; undefined when there is none with this id. */
  getDraft(id: string): Promise<Draft | undefined>;
  /** Deletes a draft; false when there is none with this id. */
  deleteDraft(id: string): Promise<boolean>;
  /**
   * Adds each count to its day's (an upsert); resolves once they are all kept, in one commit. A host new to its day
   * once the day keeps HOSTS_PER_DAY of its kind is added to `other` instead (api/usage-hosts.ts), under concurrency too.
   */
  addUsage(counts: readonly UsageCount[]): Promise<void>;
  /**
   * The daily counts from `from` to `to` (YYYY-MM-DD, both included), by day, event, calculator and detail; a host
   * with fewer than MIN_HOST_VISITS visits in the period is folded into `other` (contract/usage-hosts.ts).
   */
  usage(from: string, to: string): Promise<UsageCount[]>;
  /**
   * The same period added up: each event, calculator and detail's total, and each day's total by event, in that order;
   * hosts folded as in `usage`, and at most MAX_NAMED_HOSTS named per kind.
   */
  usageTotals(from: string, to: string): Promise<{ totals: UsageTotal[]; days: UsageDayTotal[] }>;
  checkWritable(): Promise<void>;
  /**
   * Where the rate limits keep their counts when they must be shared between
   * processes (a database); undefined keeps them in each process's memory.
   * `prefix` separates the limits.
   */
  rateLimitStore?(prefix: string, windowMs: number): RateLimitStore & LoginFailureCounts;
  /** Finishes what was acknowledged and releases files and connections. */
  close(): Promise<void>;
}

/** The store could not be opened; the message names the file or database and the reason. */
/** A draft as the studio sends it, read from its definition. */
export interface NewDraft {
  slug: string;
  title: string;
  json: string;
}

export class StoreOpenError extends Error {
  override name = 'StoreOpenError';
}

/** The store cannot take writes now (disk full, read-only, database unreachable); the message says why. Answered 503. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

/** An Idempotency-Key came again with a different request. Answered 422. */
export class IdempotencyKeyReusedError extends Error {
  override name = 'IdempotencyKeyReusedError';
}

/** A list cursor the store did not give, or one that no longer points anywhere. Answered 400. */
export class BadCursorError extends Error {
  override name = 'BadCursorError';
}
