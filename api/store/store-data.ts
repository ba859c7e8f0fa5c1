/**
 * The shape of the data file, as a zod schema so a file written by hand or
 * by an older version is checked on open. The records in it are the
 * contract's (contract/records.ts), which the admin screen reads too.
 */
import { z } from 'zod';
import { calculatorRequestSchema, contactSubmissionSchema } from '../../contract/records';

/** The whole data file; both lists in arrival order (oldest first). */
export const storeDataSchema = z.object({
  contactSubmissions: z.array(contactSubmissionSchema),
  calculatorRequests: z.array(calculatorRequestSchema),
});
export type StoreData = z.infer<typeof storeDataSchema>;

/** An empty data file. */
export function emptyStoreData(): StoreData {
  return { contactSubmissions: [], calculatorRequests: [] };
}
