/**
 * The data file and its shape in memory. The file is one JSON object:
 *
 *     { "contactSubmissions": [...], "calculatorRequests": [...], "drafts": [...],
 *       "idempotencyKeys": { "<key>": { "fingerprint", "id", "createdAt" } }, ...anything else }
 *
 * Both lists are in arrival order (oldest first). A file written by hand or
 * by an older or newer version is checked on open against loose zod schemas:
 * the contract's record fields (contract/records.ts) must be there, and
 * whatever else the file holds (more top-level keys, more record fields) is
 * kept as it was read and written back unchanged, so nothing this version
 * does not understand is ever dropped.
 */
import { z } from 'zod';
import type { Draft } from '../../contract/drafts';
import type { StoredUsageDay } from './json-usage';
import { calculatorRequestSchema, contactSubmissionSchema, type CalculatorRequest, type ContactSubmission } from '../../contract/records';

/** A contact submission as the file holds it: the contract's fields and any others it came with. */
export type StoredContactSubmission = ContactSubmission & Record<string, unknown>;
/** A calculator request as the file holds it: the contract's fields and any others it came with. */
export type StoredCalculatorRequest = CalculatorRequest & Record<string, unknown>;

/** A studio draft as the file holds it (contract/drafts.ts), with any other fields it came with. */
export type StoredDraft = Draft & Record<string, unknown>;

const draftSchema = z.looseObject({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  savedAt: z.string(),
  bytes: z.number(),
  json: z.string(),
});

/** What the store remembers of an Idempotency-Key: the request's fingerprint, the record it stored and when (ISO 8601). */
export type IdempotencyEntry = { fingerprint: string; id: string; createdAt: string } & Record<string, unknown>;

const idempotencyEntrySchema = z.looseObject({ fingerprint: z.string(), id: z.string(), createdAt: z.string() });

const storeFileSchema = z.looseObject({
  contactSubmissions: z.array(contactSubmissionSchema.loose()),
  calculatorRequests: z.array(calculatorRequestSchema.loose()),
  drafts: z.array(draftSchema).optional(),
  usage: z.record(z.string(), z.array(z.tuple([z.string(), z.string(), z.string(), z.number().int().min(0)]))).optional(),
  idempotencyKeys: z.record(z.string(), idempotencyEntrySchema).optional(),
});

const KNOWN_KEYS = new Set(['contactSubmissions', 'calculatorRequests', 'drafts', 'usage', 'idempotencyKeys']);

/** The data file in memory. */
export interface StoreData {
  /** Arrival order, oldest first. */
  contactSubmissions: StoredContactSubmission[];
  /** Arrival order, oldest first. */
  calculatorRequests: StoredCalculatorRequest[];
  /** The studio's drafts, oldest first (a file from before drafts has none). */
  drafts: StoredDraft[];
  /** Daily usage counts by day (api/store/json-usage.ts); a file from before usage has none. */
  usage: Record<string, StoredUsageDay>;
  /** Key and entry pairs in the order they were remembered (the file's object order). */
  idempotencyKeys: [string, IdempotencyEntry][];
  /** Top-level keys this version does not know, with their values as read; written back unchanged, after the known ones. */
  otherKeys: [string, unknown][];
}

/** An empty data file. */
export function emptyStoreData(): StoreData {
  return { contactSubmissions: [], calculatorRequests: [], drafts: [], usage: {}, idempotencyKeys: [], otherKeys: [] };
}

/**
 * Checks the parsed JSON of a data file. Any value that is not an object
 * holding both lists of records (null, false, 0, "", [], a list of strings…)
 * answers a problem, in words, instead of data: such a file must be refused,
 * never treated as empty and overwritten.
 */
export function readStoreData(json: unknown): { data: StoreData } | { problem: string } {
  const checked = storeFileSchema.safeParse(json);
  if (!checked.success) {
    const first = checked.error.issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
    return { problem: `${where}${first?.message ?? 'unexpected shape'}` };
  }
  // The checked value passed; the data kept is the parsed JSON itself, because zod's output rebuilds
  // objects by assignment, which would lose an own "__proto__" key, and copying 100k records costs time.
  const file = json as Record<string, unknown> & {
    contactSubmissions: StoredContactSubmission[];
    calculatorRequests: StoredCalculatorRequest[];
    drafts?: StoredDraft[];
    usage?: Record<string, StoredUsageDay>;
    idempotencyKeys?: Record<string, IdempotencyEntry>;
  };
  return {
    data: {
      contactSubmissions: file.contactSubmissions,
      calculatorRequests: file.calculatorRequests,
      drafts: file.drafts ?? [],
      usage: file.usage ?? {},
      idempotencyKeys: file.idempotencyKeys ? Object.entries(file.idempotencyKeys) : [],
      otherKeys: Object.entries(file).filter(([key]) => !KNOWN_KEYS.has(key)),
    },
  };
}
