/**
 * The stored records (spec section 3) and the shape of the data file, as zod
 * schemas so a file written by hand or by an older version is checked on open.
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
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** A visitor's suggestion for a new calculator. `createdAt` is ISO 8601 text. */
export const calculatorRequestSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
  isProcessed: z.boolean(),
});
export type CalculatorRequest = z.infer<typeof calculatorRequestSchema>;

/** The whole data file; both lists in arrival order (oldest first). */
export const storeDataSchema = z.object({
  contactSubmissions: z.array(contactSubmissionSchema),
  calculatorRequests: z.array(calculatorRequestSchema),
});
export type StoreData = z.infer<typeof storeDataSchema>;

/** What a visitor sends with the contact form, already checked. */
export type NewContactSubmission = Pick<ContactSubmission, 'name' | 'email' | 'subject' | 'message'>;

/** What a visitor sends with the calculator-request form, already checked. */
export type NewCalculatorRequest = Pick<CalculatorRequest, 'name' | 'description'>;

/** An empty data file. */
export function emptyStoreData(): StoreData {
  return { contactSubmissions: [], calculatorRequests: [] };
}
