/**
 * Writing the browser's address, and the address to share: with ./read.ts,
 * the only code that touches it. Each part of a page writes only its own
 * slices (./slice.ts); the other parts' parameters stay as they are.
 */
import { calculatorPathOfEmbed } from '../../contract/embed';
import { sliceParams, withSlices, type AddressSlice, type SliceWrite } from './slice';

/**
 * Replaces the page's query string (`search` with its leading `?`, or '' for
 * none) without a new history entry: a calculation or a filter is not a new
 * page. The router's own history state is kept, so back/forward still work.
 */
export function replaceQuery(search: string): void {
  const { pathname, hash } = window.location;
  if (search === window.location.search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/**
 * Writes the slices of `writes` in the page's address, `before` or after the
 * parameters none of them owns, which stay as they are (./slice.ts `withSlices`).
 */
export function writeAddress(writes: readonly SliceWrite[], place: 'before' | 'after' = 'before'): void {
  replaceQuery(withSlices(window.location.search, writes, place));
}

/** The parameters of `slice` in the page's address now, as they are written there (not decoded): what a write would replace. */
export const addressParams = (slice: Pick<AddressSlice<unknown>, 'owns'>): URLSearchParams =>
  new URLSearchParams(sliceParams(slice, new URLSearchParams(window.location.search)));

/**
 * The address to share for what the page shows: the page's own address, or
 * for an embedded calculator the full calculator page's, with the same query.
 */
export function pageAddress(): string {
  const url = new URL(window.location.href);
  url.pathname = calculatorPathOfEmbed(url.pathname);
  return url.href;
}
