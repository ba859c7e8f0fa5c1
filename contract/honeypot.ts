/**
 * The honeypot: a form field people never see or fill, so anything in it
 * marks a submission as a bot's. The site renders it, the API judges it.
 * Kept free of zod so the forms can name the field without its schema.
 */

/** The honeypot field's name in both public forms. */
export const HONEYPOT_FIELD = 'website';

/**
 * True when the honeypot holds anything a person would not have typed; such
 * a submission is acknowledged like any other but not stored.
 * @example isBotSubmission({ website: 'http://spam.example' }) // true
 */
export function isBotSubmission(payload: { website?: unknown }): boolean {
  const value = payload[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}
