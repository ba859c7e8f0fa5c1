/**
 * The browser's side of the API calls (spec section 7). Same origin, cookies
 * sent, JSON in and out.
 */

/** An answer read as JSON when it is JSON; `body` is null otherwise. */
export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  body: T | null;
}

/**
 * Sends a request and reads the answer. Resolves for every HTTP status;
 * rejects only when the network fails (no answer at all).
 */
export async function callApi<T>(path: string, init: RequestInit = {}): Promise<ApiAnswer<T>> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  const text = await response.text();
  let body: T | null;
  try {
    body = text ? (JSON.parse(text) as T) : null;
  } catch {
    body = null;
  }
  return { ok: response.ok, status: response.status, body };
}

/** A JSON POST of `payload`, with any extra `headers` (an Idempotency-Key, say). */
export function postJson<T>(path: string, payload: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> {
  return callApi<T>(path, { method: 'POST', body: JSON.stringify(payload), headers });
}
