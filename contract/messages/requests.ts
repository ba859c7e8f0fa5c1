/** What the API answers any request it cannot take (see README.md beside this file). */

/** 404 for any /api address without an endpoint. */
export const noSuchEndpoint = 'There is no API endpoint at this address.';

/** 415: the body is not declared as JSON. */
export const notJson = 'Send the data as JSON with the header Content-Type: application/json.';

/** 400: the JSON body is not an object, so no field can be named. */
export const bodyNotObject = 'The body must be a JSON object with the form fields.';

/** An HTTP error raised without a message of its own. */
export const requestNotHandled = 'The request could not be handled.';

/** 500: an error of ours, never its details. */
export const serverFault = 'Something went wrong on our side. Please try again.';

/**
 * 413: the body is over `maxBytes`.
 * @example requestTooLarge(32 * 1024) // 'The request is too large. Send at most 32 kB.'
 */
export function requestTooLarge(maxBytes: number): string {
  return `The request is too large. Send at most ${maxBytes / 1024} kB.`;
}

/** 503 (with Retry-After): the store cannot take a write right now (disk full, read-only, database down). */
export const storeUnavailable = 'We could not save this just now. Please try again in a minute.';

/** 400: an Idempotency-Key header that is not 1 to 255 visible ASCII characters. */
export const badIdempotencyKey = 'The Idempotency-Key header must be 1 to 255 visible characters.';

/** 422: an Idempotency-Key already used, in the last 24 hours, for a different request. */
export const idempotencyKeyReused = 'This Idempotency-Key was already used for a different request. Send a new key with each new message.';

/** 503 from GET /api/health while the store cannot take a write; the reason goes to the server log only (it may name files or hosts). */
export const healthUnavailable = 'The server cannot store submissions right now.';

/**
 * 400: a usage event names something the site does not have (a calculator, a mode, a band, a rule, a plan, a page).
 * @example unknownUsageName('band', 'Great') // 'The event names a band the site does not have: "Great".'
 */
export function unknownUsageName(what: string, name: string): string {
  return `The event names a ${what} the site does not have: ${JSON.stringify(name.slice(0, 80))}.`;
}

/**
 * 429 after too many usage batches from one client; `wait` comes from waitText.
 * @example tooManyEvents('15 minutes') // 'Too many usage reports. Please wait 15 minutes and try again.'
 */
export function tooManyEvents(wait: string): string {
  return `Too many usage reports. Please wait ${wait} and try again.`;
}
