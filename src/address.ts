import { calculatorPathOfEmbed } from '../contract/embed';

/**
 * Replaces the page's query string (`search` with its leading `?`, or '' for
 * none) without a new history entry: a calculation or a filter is not a new
 * page. The router's own history state is kept, so back/forward still work.
 * The pre-rendered page is the same for every query; pages read it after
 * hydration.
 */
export function replaceQuery(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/**
 * The address to share for what the page shows: the page's own address, or
 * for an embedded calculator the full calculator page's, with the same query.
 */
export function pageAddress(): string {
  const url = new URL(window.location.href);
  url.pathname = calculatorPathOfEmbed(url.pathname);
  return url.href;
}
