/**
 * The studio's drafts: a calculator definition (a JSON file's text) an
 * editor saved in production, kept with the submissions until the admin
 * downloads it into definitions/ or deletes it. Both sides read this.
 */
import { ADMIN_API } from './admin-lists';

/** Where drafts are sent (POST), listed (GET), downloaded (GET /:id) and deleted (DELETE /:id); behind the admin login. */
export const DRAFTS_PATH = `${ADMIN_API}/drafts`;

/** Where the studio saves under `npm run dev`: the dev server writes the definition to definitions/<slug>.json. */
export const DEV_SAVE_PATH = '/__studio/definitions';

/** The largest draft the API takes, in bytes: the largest definition is about a tenth of it. */
export const MAX_DRAFT_BYTES = 256 * 1024;

/** A draft as the admin's list shows it. */
export interface DraftSummary {
  id: string;
  /** The definition's slug and title, read from it when it was saved. */
  slug: string;
  title: string;
  /** ISO 8601, UTC. */
  savedAt: string;
  /** The text's size in bytes. */
  bytes: number;
}

/** A stored draft: its summary and the definition's JSON text exactly as saved. */
export interface Draft extends DraftSummary {
  json: string;
}

/** The file name a downloaded draft gets: the definition's own, `<slug>.json`. */
export const draftFileName = (draft: Pick<DraftSummary, 'slug'>) => `${draft.slug}.json`;
