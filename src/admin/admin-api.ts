/**
 * The admin screen's calls: HTTP Basic credentials with the fixed user name
 * `admin` (spec section 6), and X-Requested-With so a wrong password gets a
 * plain 401 the screen handles instead of the browser's own login dialog.
 * Lists come a page at a time with their paging in headers (contract/admin-lists.ts),
 * so their answers keep the headers; a CSV export comes as a file.
 */
import { COUNTS_ADDRESS, type SubmissionCounts } from '../../contract/admin-lists';
import { ADMIN_USER, SCRIPTED_CALL_HEADER } from '../../contract/admin';
import { tooManyFailedLogins, wrongAdminPassword } from '../../contract/messages/admin';
import type { CalculatorRequest, ContactSubmission } from '../../contract/records';
import type { FailureBody } from '../../contract/responses';
import { callApi, type ApiAnswer } from '../api-client';
import { fileNameFrom } from './paging';

export type { CalculatorRequest, ContactSubmission };

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `text` read as JSON, or null when it is not JSON (an empty answer, a proxy's error page). */
function json<T>(text: string): T | null {
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** Headers of every admin call. */
export function adminHeaders(password: string): Record<string, string> {
  return { Authorization: `Basic ${base64(`${ADMIN_USER}:${password}`)}`, [SCRIPTED_CALL_HEADER]: 'fetch' };
}

/** An admin answer with its headers: the lists carry their paging in them. */
export interface AdminAnswer<T> extends ApiAnswer<T> {
  headers: Headers;
}

/** GET of an admin address (a list page or the counts), read as JSON when it is JSON. Rejects only when the network fails. */
export async function getAdmin<T>(password: string, address: string): Promise<AdminAnswer<T | FailureBody>> {
  const response = await fetch(address, { credentials: 'same-origin', headers: adminHeaders(password) });
  return { ok: response.ok, status: response.status, body: json<T | FailureBody>(await response.text()), headers: response.headers };
}

/** Totals and open items of both lists, for the tabs. */
export function fetchCounts(password: string) {
  return getAdmin<SubmissionCounts>(password, COUNTS_ADDRESS);
}

/** True when `body` has the shape of the counts (a proxy's error page does not). */
export function isCounts(body: unknown): body is SubmissionCounts {
  const b = body as Partial<SubmissionCounts> | null;
  const whole = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
  return (
    whole(b?.contactSubmissions?.total) &&
    whole(b?.contactSubmissions?.unread) &&
    whole(b?.calculatorRequests?.total) &&
    whole(b?.calculatorRequests?.unprocessed)
  );
}

/** Deletes a record for good: 204, or 404 when it was not there (any more). */
export function deleteRecord(password: string, path: string, id: string) {
  return callApi<FailureBody>(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE', headers: adminHeaders(password) });
}

/** A CSV export: the file's content and name when it came, the status either way. Rejects only when the network fails. */
export async function fetchCsv(password: string, address: string, fallbackName: string) {
  const response = await fetch(address, { credentials: 'same-origin', headers: adminHeaders(password) });
  if (!response.ok) return { ok: false as const, status: response.status, body: json<FailureBody>(await response.text()) };
  const file = await response.blob();
  return {
    ok: true as const,
    status: response.status,
    body: null,
    file,
    name: fileNameFrom(response.headers.get('Content-Disposition'), fallbackName),
  };
}

/**
 * Sets a record's flag: `{ isRead }` on a contact submission, `{ isProcessed }` on a calculator request.
 * @example patchRecord(password, '/api/admin/contact-submissions', id, { isRead: true })
 */
export function patchRecord<T>(password: string, path: string, id: string, changes: Partial<T>) {
  return callApi<T | FailureBody>(`${path}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: adminHeaders(password),
    body: JSON.stringify(changes),
  });
}

/** True when the server refused the password (401) or the client after too many failures (429). */
export function isRefused(answer: ApiAnswer<unknown>): boolean {
  return answer.status === 401 || answer.status === 429;
}

/** The server's message of a refusal, or a plain one. */
export function refusalMessage(answer: ApiAnswer<unknown>): string {
  const body = answer.body as Partial<FailureBody> | null;
  if (typeof body?.message === 'string' && body.message) return body.message;
  return answer.status === 429 ? tooManyFailedLogins() : wrongAdminPassword;
}
