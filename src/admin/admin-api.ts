/**
 * The admin screen's calls: HTTP Basic credentials with the fixed user name
 * `admin` (spec section 6), and X-Requested-With so a wrong password gets a
 * plain 401 the screen handles instead of the browser's own login dialog.
 */
import { ADMIN_USER, SCRIPTED_CALL_HEADER } from '../../contract/admin';
import { tooManyFailedLogins, wrongAdminPassword } from '../../contract/messages/admin';
import type { CalculatorRequest, ContactSubmission } from '../../contract/records';
import type { FailureBody } from '../../contract/responses';
import { callApi, type ApiAnswer } from '../api-client';

export type { CalculatorRequest, ContactSubmission };

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Headers of every admin call. */
export function adminHeaders(password: string): Record<string, string> {
  return { Authorization: `Basic ${base64(`${ADMIN_USER}:${password}`)}`, [SCRIPTED_CALL_HEADER]: 'fetch' };
}

/** The two lists, newest first. */
export function fetchAdminLists(password: string) {
  const headers = adminHeaders(password);
  return Promise.all([
    callApi<ContactSubmission[] | FailureBody>('/api/admin/contact-submissions', { headers }),
    callApi<CalculatorRequest[] | FailureBody>('/api/admin/calculator-requests', { headers }),
  ]);
}

/** Marks a contact submission read (true) or new (false). */
export function patchContactSubmission(password: string, id: string, isRead: boolean) {
  return callApi<ContactSubmission | FailureBody>(`/api/admin/contact-submissions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: adminHeaders(password),
    body: JSON.stringify({ isRead }),
  });
}

/** Marks a calculator request processed (true) or new (false). */
export function patchCalculatorRequest(password: string, id: string, isProcessed: boolean) {
  return callApi<CalculatorRequest | FailureBody>(`/api/admin/calculator-requests/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: adminHeaders(password),
    body: JSON.stringify({ isProcessed }),
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
