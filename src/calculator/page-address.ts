/**
 * A calculator's state in the page's address: read once, when the page
 * opens, through the calculator's slice of the address
 * (src/address/calculator-slice.ts), and written after every change
 * (./show-page-state.ts). Explorers never read the address; they get their
 * slice of the state from the form that holds it.
 */
import { isPlanParameter, type AddressState, type CalculatorCore } from '../../engine/runtime';
import { addressHolds, currentQuery, readAddress } from '../address/read';
import { calculatorSlice } from '../address/calculator-slice';

let opened: { definition: CalculatorCore; search: string; state: AddressState | undefined } | undefined;

/**
 * The state the address held when the page opened; undefined for a plain
 * visit. Read after hydration (the pre-rendered page is the same for every
 * address), once for the card and its forms together.
 */
export function openingPageState(definition: CalculatorCore): AddressState | undefined {
  const search = currentQuery();
  if (opened?.definition !== definition || opened.search !== search)
    opened = { definition, search, state: readAddress(calculatorSlice(definition)) };
  return opened.state;
}

/** Whether the page was opened from a plan ("Use this result in…" on another calculator's page). */
export const openedFromPlan = (): boolean => addressHolds(isPlanParameter);
