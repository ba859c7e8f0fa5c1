/**
 * The names the page's entry shares with the usage code: where a page's
 * parts leave what a visitor did, and where a page left before its sender
 * ran keeps it for the next page (src/usage/keep-unsent.ts). Apart from
 * contract/usage-names.ts, which the entry does not load.
 */

/**
 * Where the page's parts leave what a visitor did, as usage events, for the sender (src/usage/sender.ts): a list
 * on `window` until the sender runs, which then takes each at once. Nothing is lost to a press made before the
 * page was hydrated, replayed before the sender had loaded, nor to a page left before then (USAGE_UNSENT_KEY).
 */
export const USAGE_QUEUE = '__usage';

/**
 * sessionStorage key of what pages left before their sender ran counted (src/usage/keep-unsent.ts): a JSON list of
 * `UnsentPage`, newest last, which the next page's sender sends and removes.
 */
export const USAGE_UNSENT_KEY = 'marketing-calculators:usage-unsent';
/** A window flag: this page's view is among the unsent already (a page back from the back-forward cache). */
export const USAGE_VIEW_KEPT = '__usageViewKept';
/** The most pages, and events per page, kept unsent: a tab whose pages never hydrate does not grow without end. */
export const MAX_UNSENT_PAGES = 20;
export const MAX_UNSENT_EVENTS = 100;

/**
 * One page's counts kept for the next page: its path and referrer as the browser gave them (the sender makes its
 * view from them, as it would have), whether its view is still to be sent, and the events its parts announced.
 */
export interface UnsentPage {
  path: string;
  referrer: string;
  view: boolean;
  events: unknown[];
}
