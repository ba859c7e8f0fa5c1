/**
 * Retrying a form without storing it twice: a POST to /api/contact or
 * /api/calculator-request that carries an `Idempotency-Key` seen in the last
 * 24 hours gets the first answer again, with `Idempotent-Replayed: true`, and
 * nothing new is stored (the IETF "Idempotency-Key" HTTP header draft).
 */

/** The request header a client sets to a fresh random value per message (a UUID, say). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The answer header set on a replayed answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a key is remembered, in milliseconds (24 hours). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A key is 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
