/**
 * The one owner of a calculator's state in the page's address: read once,
 * when the page opens, and written after every change, both through the
 * engine's codec (engine/page-state.ts). Explorers never read the address;
 * they get their slice of the state from the form that holds it.
 */
import type { CalculatorCore } from '../../engine/runtime';
import { isPlanParameter, pageStateCodec, type AddressState, type PageState } from '../../engine/runtime';
import { replaceQuery } from '../address';

let opened: { definition: CalculatorCore; search: string; state: AddressState | undefined } | undefined;

/**
 * The state the address held when the page opened; undefined for a plain
 * visit. Read after hydration (the pre-rendered page is the same for every
 * address), once for the card and its forms together.
 */
export function openingPageState(definition: CalculatorCore): AddressState | undefined {
  const search = window.location.search;
  if (opened?.definition !== definition || opened.search !== search)
    opened = { definition, search, state: pageStateCodec(definition).decode(search) };
  return opened.state;
}

/** Whether the page was opened from a plan ("Use this result in…" on another calculator's page). */
export function openedFromPlan(): boolean {
  return new URLSearchParams(window.location.search).has('plan');
}

/**
 * Shows a calculator's state in the address, without a new history entry (a
 * calculation is not a new page), so a reload, back/forward or a shared link
 * shows it again. An address that already says the same is left as it is,
 * with any parameters of its own (a campaign's `utm_source`). The plan that
 * led here (engine/plan/address.ts) stays, after the calculator's state.
 */
export function showPageState(definition: CalculatorCore, state: PageState): void {
  const codec = pageStateCodec(definition);
  const search = window.location.search;
  const query = codec.encode(state);
  if (codec.encode(codec.decode(search)) === query) return;
  const params = new URLSearchParams(query);
  for (const [name, value] of new URLSearchParams(search)) if (isPlanParameter(name)) params.append(name, value);
  const next = params.toString();
  replaceQuery(next === '' ? '' : `?${next}`);
}
