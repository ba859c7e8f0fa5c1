/**
 * The admin's toasts. The fetch failure is the spec's (section 8); the
 * others are for what the spec does not show: changes, deletes, exports and a
 * page link that went out of date while the admin was paging.
 */
import type { ToastMessage } from '../toast/toast';

/** A list or the counts could not be fetched (spec section 8). */
export const fetchFailed: ToastMessage = { title: 'Error', description: 'Failed to fetch data. Please try again.', variant: 'destructive' };

/** A read / processed flag could not be saved. */
export const changeFailed: ToastMessage = {
  title: 'Error',
  description: 'The change could not be saved. Please try again.',
  variant: 'destructive',
};

/** A delete failed for another reason than the record being gone already. */
export const deleteFailed: ToastMessage = {
  title: 'Error',
  description: 'The record could not be deleted. Please try again.',
  variant: 'destructive',
};

/** The CSV could not be fetched. */
export const exportFailed: ToastMessage = {
  title: 'Error',
  description: 'The CSV file could not be downloaded. Please try again.',
  variant: 'destructive',
};

/** A record left the list (deleted now, or by someone else before). */
export function deleted(what: string): ToastMessage {
  return { title: 'Deleted', description: `The ${what} was deleted.` };
}

/** The next page's link went out of date (records were deleted meanwhile): the list starts again. */
export const listReloaded: ToastMessage = {
  title: 'List reloaded',
  description: 'The list changed while you were paging through it, so it was loaded again from the first page.',
};

/** A draft could not be downloaded. */
export const draftDownloadFailed: ToastMessage = {
  title: 'Error',
  description: 'The draft could not be downloaded. Please try again.',
  variant: 'destructive',
};
