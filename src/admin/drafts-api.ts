/**
 * The admin's calls for the studio's drafts (contract/drafts.ts): the list,
 * one draft's file, and deleting one. Each resolves to the answer, and
 * rejects only when the network fails.
 */
import { DRAFTS_PATH, draftFileName, type DraftSummary } from '../../contract/drafts';
import { deleteRecord, fetchCsv, getAdmin } from './admin-api';

/** Every draft, newest first. */
export function fetchDrafts(password: string) {
  return getAdmin<{ drafts: DraftSummary[] }>(password, DRAFTS_PATH);
}

/** One draft's file, named `<slug>.json`. */
export function fetchDraftFile(password: string, draft: DraftSummary) {
  return fetchCsv(password, `${DRAFTS_PATH}/${encodeURIComponent(draft.id)}`, draftFileName(draft));
}

/** Deletes a draft: 204, or 404 when it was gone already. */
export function deleteDraft(password: string, id: string) {
  return deleteRecord(password, DRAFTS_PATH, id);
}
