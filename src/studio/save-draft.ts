/**
 * Saving what the studio holds. Under `npm run dev` the dev server writes
 * definitions/<slug>.json (scripts/studio-dev-save.ts) and the site reads it
 * at once; in production the text goes to the admin's Drafts
 * (contract/drafts.ts), sent with the admin login the studio was opened with.
 */
import { DEV_SAVE_PATH, DRAFTS_PATH } from '../../contract/drafts';
import type { FailureBody } from '../../contract/responses';

/** What saving came to: a sentence for the person, and whether it worked. */
export interface Saved {
  ok: boolean;
  message: string;
  /** Under `npm run dev`, the page the saved calculator now has. */
  page?: string;
}

/** Sends `text` (the definition's JSON); resolves with what to tell the editor, never rejects. */
export async function saveDraft(text: string): Promise<Saved> {
  try {
    const response = await fetch(import.meta.env.DEV ? DEV_SAVE_PATH : DRAFTS_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: text,
    });
    const body = (await response.json().catch(() => null)) as
      (FailureBody & { page?: string }) | { message?: string; page?: string } | null;
    const message = body?.message ?? (response.ok ? 'Saved.' : `The server answered ${response.status}.`);
    return { ok: response.ok, message, page: body?.page };
  } catch {
    return { ok: false, message: 'The server could not be reached. The draft is kept in this browser; try again.' };
  }
}
