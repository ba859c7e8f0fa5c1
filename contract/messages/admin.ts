/** What the API answers the admin screen (see README.md beside this file). */

/** 401: wrong password or user name. */
export const wrongAdminPassword = 'The admin password is not correct.';

/** 404 on PATCH /api/admin/contact-submissions/:id. */
export const noSuchContactSubmission = 'There is no contact submission with this id.';

/** 404 on PATCH /api/admin/calculator-requests/:id. */
export const noSuchCalculatorRequest = 'There is no calculator request with this id.';

/**
 * 429 after too many wrong passwords; `wait` comes from waitText. Without it
 * (the screen's own words when an answer carries none) the wait is left out.
 * @example tooManyFailedLogins() // 'Too many failed login attempts. Please wait and try again.'
 */
export function tooManyFailedLogins(wait?: string): string {
  return `Too many failed login attempts. Please wait ${wait ? `${wait} ` : ''}and try again.`;
}

/** 404 on DELETE of a record that is not there (any more). */
export const recordNotFound = 'There is no record with this id; it may have been deleted already.';

/** 400: a list's `cursor` that this server did not give, or that no longer points anywhere. */
export const badPageCursor = 'This page link is out of date. Load the list again from the first page.';

/** 201 on POST /api/admin/drafts. */
export const draftSaved = 'The draft is saved. The admin finds it under Drafts.';

/** 404 on GET or DELETE of /api/admin/drafts/:id. */
export const noSuchDraft = 'There is no draft with this id; it may have been deleted already.';

/**
 * 400: the draft is not a sound definition; `first` is its first problem, with its dotted path.
 * @example draftNotSound('calculator.title: Expected string but got number 5.', 2)
 */
export function draftNotSound(first: string, count: number): string {
  return `The draft is not a sound calculator definition: ${first}${count > 1 ? ` (and ${count - 1} more)` : ''}`;
}

/** 400 on GET /api/admin/usage: `from` or `to` is not a day written YYYY-MM-DD. */
export const usageDayNotADay = 'Write the day as YYYY-MM-DD.';

/**
 * 400 on GET /api/admin/usage: the period's first day (`from`) or last day (`to`) is outside `earliest` to `latest`
 * (YYYY-MM-DD; `latest` is the day after the one the request is answered on, UTC).
 * @example usageDayOutOfRange('first', '2000-01-01', '2026-11-30') // 'Write a first day from 2000-01-01 to 2026-11-30.'
 */
export function usageDayOutOfRange(which: 'first' | 'last', earliest: string, latest: string): string {
  return `Write a ${which} day from ${earliest} to ${latest}.`;
}

/** 400 on GET /api/admin/usage: `from` is after `to`. */
export const usagePeriodBackwards = 'The period must start on or before its last day.';

/**
 * 400 on GET /api/admin/usage: the period is longer than `maxDays`.
 * @example usagePeriodTooLong(366) // 'The period may be at most 366 days.'
 */
export function usagePeriodTooLong(maxDays: number): string {
  return `The period may be at most ${maxDays} days.`;
}
