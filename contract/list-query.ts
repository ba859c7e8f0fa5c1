/**
 * The query string of the admin lists, checked with zod by the API (kept
 * apart from admin-lists.ts so the admin screen loads no zod).
 */
import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, MAX_SEARCH_LENGTH } from './admin-lists';
import { UNSTORABLE_CHARACTER, unstorableText } from './storable-text';

const yes = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * The query string of GET /api/admin/contact-submissions and
 * /api/admin/calculator-requests (and their `.csv` exports, which ignore
 * `limit` and `cursor`). `q` matches, ignoring case, any part of the name,
 * email, subject or message of a contact submission, or the name or
 * description of a calculator request. `unread` / `unprocessed` keep only
 * those. `cursor` is the opaque value from the previous page's Link header.
 */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.` })
    .int(`limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`)
    .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`)
    .max(MAX_PAGE_LIMIT, `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`)
    .default(DEFAULT_PAGE_LIMIT),
  cursor: z.string().max(500, 'cursor is not one this server gave.').optional(),
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, `The search may be at most ${MAX_SEARCH_LENGTH} characters.`)
    .refine((q) => !UNSTORABLE_CHARACTER.test(q), unstorableText('The search'))
    .optional()
    .transform((q) => (q ? q : undefined)),
  unread: yes.optional(),
  unprocessed: yes.optional(),
});
/** A checked list query. */
export type ListQuery = z.infer<typeof listQuerySchema>;
