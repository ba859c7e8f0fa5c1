/**
 * What the public forms and the admin may send. The API checks every body
 * with these schemas and the contact form checks its fields with the same
 * one, so a field's message is written once. Text is trimmed, required, and
 * capped at lengths no real message reaches; unknown fields are dropped.
 * Messages name the field as the form labels it. Written with zod's mini
 * build, whose functions the browser's bundler keeps only when used: the
 * contact page checks with these in the browser, and classic zod would
 * triple its first load.
 */
import * as z from 'zod/mini';
import { HONEYPOT_FIELD } from './honeypot';
import { UNSTORABLE_CHARACTER, unstorableText } from './storable-text';

function requiredText(label: string, max: number) {
  return z.string({ error: `${label} is required.` }).check(
    z.trim(),
    z.minLength(1, `${label} is required.`),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
    z.refine((text) => !UNSTORABLE_CHARACTER.test(text), unstorableText(label)),
  );
}

// Optional and of any type: a bot's value must pass validation so it can be acknowledged and dropped.
const honeypot = { [HONEYPOT_FIELD]: z.optional(z.unknown()) };

/** POST /api/contact: name, email, subject, message. */
export const contactPayloadSchema = z.object({
  name: requiredText('Your Name', 100),
  email: z.pipe(requiredText('Email Address', 254), z.email('Please enter a valid email address.')),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
  ...honeypot,
});
/** A checked contact-form body. */
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

/** POST /api/calculator-request: name, description. */
export const calculatorRequestPayloadSchema = z.object({
  name: requiredText('Calculator Name', 100),
  description: requiredText('Brief Description', 2000),
  ...honeypot,
});
/** A checked calculator-request body. */
export type CalculatorRequestPayload = z.infer<typeof calculatorRequestPayloadSchema>;

/** PATCH /api/admin/contact-submissions/:id. */
export const readFlagSchema = z.object({ isRead: z.boolean({ error: 'isRead must be true or false.' }) });

/** PATCH /api/admin/calculator-requests/:id. */
export const processedFlagSchema = z.object({
  isProcessed: z.boolean({ error: 'isProcessed must be true or false.' }),
});
