/**
 * What the public forms and the admin may send, checked at the edge with zod.
 * Text is trimmed, required, and capped at lengths no real message reaches;
 * unknown fields are dropped. Messages name the field as the form labels it.
 */
import { z } from 'zod';

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/**
 * The honeypot: a field people never see or fill. Anything in it marks the
 * submission as a bot's, which is then acknowledged but not stored.
 */
const honeypot = { website: z.unknown().optional() };

/** POST /api/contact: name, email, subject, message. */
export const contactPayloadSchema = z.object({
  name: requiredText('Your Name', 100),
  email: requiredText('Email Address', 254).pipe(z.email('Please enter a valid email address.')),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
  ...honeypot,
});
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

/** POST /api/calculator-request: name, description. */
export const calculatorRequestPayloadSchema = z.object({
  name: requiredText('Calculator Name', 100),
  description: requiredText('Brief Description', 2000),
  ...honeypot,
});
export type CalculatorRequestPayload = z.infer<typeof calculatorRequestPayloadSchema>;

/** PATCH /api/admin/contact-submissions/:id. */
export const readFlagSchema = z.object({ isRead: z.boolean({ error: 'isRead must be true or false.' }) });

/** PATCH /api/admin/calculator-requests/:id. */
export const processedFlagSchema = z.object({
  isProcessed: z.boolean({ error: 'isProcessed must be true or false.' }),
});

/** True when the honeypot holds anything a person would not have typed (it is hidden from people). */
export function isBotSubmission(payload: { website?: unknown }): boolean {
  const value = payload.website;
  return value !== undefined && value !== null && value !== '';
}

/** Largest request body the API reads, in bytes; a full form is far below it. */
export const MAX_BODY_BYTES = 32 * 1024;
