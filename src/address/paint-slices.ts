/**
 * The slices of the address that the first paint's script reads
 * (src/show-at-paint.ts): the mode, which selects a calculator's tab before
 * the app has loaded the definition that the whole calculator slice needs
 * (./calculator-slice.ts), and the directory's tab and search. Read only,
 * and apart from the slices that write them (./calculator-slice.ts,
 * ./directory-slice.ts): what this file holds is on every page's first load.
 */
import type { AddressSlice } from './slice';

/** The mode named (`mode=`, engine/page-state.ts `MODE_PARAMETER`), if any. */
export const modeAtPaint: Pick<AddressSlice<string | undefined>, 'decode'> = {
  decode: (params) => params.get('mode') ?? undefined,
};

/** The category tab's name in the address (src/directory/categories.ts `categoryParam`) and the search typed; blank ones are left out. */
export interface DirectoryAddress {
  category?: string;
  query?: string;
}

/** The directory's tab and search (`?category=cost-efficiency&q=cpc`). */
export const directoryAtPaint: Pick<AddressSlice<DirectoryAddress>, 'decode'> = {
  decode: (params) => ({ category: params.get('category') ?? undefined, query: params.get('q') ?? undefined }),
};
