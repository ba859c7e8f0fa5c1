/**
 * The stored records (spec section 3) as the admin reads them. Zod schemas,
 * because the API also checks a data file written by hand or by an older
 * version against them when it opens; the admin screen needs only the types.
 */
import { z } from 'zod';

/** A contact-form message as the admin reads it. `createdAt` is ISO 8601 text. */
export const contactSubmissionSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
/** A stored contact submission. */
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** A visitor's suggestion for a new calculator. `createdAt` is ISO 8601 text. */
export const calculatorRequestSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
  isProcessed: z.boolean(),
});
/** A stored calculator request. */
export type CalculatorRequest = z.infer<typeof calculatorRequestSchema>;

/** What a visitor sends with the contact form, already checked. */
export type NewContactSubmission = Pick<ContactSubmission, 'name' | 'email' | 'subject' | 'message'>;

/** What a visitor sends with the calculator-request form, already checked. */
export type NewCalculatorRequest = Pick<CalculatorRequest, 'name' | 'description'>;
