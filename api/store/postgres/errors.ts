/**
 * Which PostgreSQL failures mean "the store cannot take writes now" (answered
 * 503 with Retry-After) rather than a fault of ours (500): the server is
 * unreachable, shutting down, out of disk or connections, or read-only.
 */
import { StoreUnavailableError } from '../submission-store';

/** SQLSTATE classes and codes that are the database's state, not the query's fault. */
const UNAVAILABLE_STATES = [
  /^08/, // connection exception
  /^53/, // insufficient resources: disk full (53100), out of memory, too many connections
  /^57P0[1-4]$/, // admin / crash shutdown, cannot connect now, database dropped
  /^25006$/, // read-only transaction (a standby, or default_transaction_read_only)
  /^58030$/, // I/O error
  /^57014$/, // a statement cancelled at its deadline (statement_timeout): the database is too slow or stuck
  /^55P03$/, // a lock not available in time
];

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

/** True for errors that say the database is unavailable. */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.some((state) => state.test(code)))) return true;
  // pg's own words when a connection ends or cannot be had in time.
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|pool after calling end|Query read timeout/i.test(
    error.message,
  );
}

/** Rethrows `error` as StoreUnavailableError when it means the database is unavailable; otherwise as it is. */
export function storeError(error: unknown): never {
  if (error instanceof StoreUnavailableError) throw error;
  if (isUnavailable(error)) {
    const code = (error as { code?: string }).code;
    throw new StoreUnavailableError(`The PostgreSQL database cannot be written${code ? ` (${code})` : ''}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  throw error;
}
