/**
 * The example mark's slice of an address (`example=1`): a plan template's
 * "Open this plan" marks its figures as the site's example in US dollars,
 * so the page opens in the visitor's currency with them converted
 * (src/plan/plan-style.ts). Once the plan is shown in the visitor's own
 * figures, the mark is written away.
 */
import { EXAMPLE_PARAMETER } from '../../contract/number-setting-names';
import { ownsExample } from './owners';
import type { AddressSlice } from './slice';

/** Whether the address's figures are the site's example. */
export const exampleSlice: AddressSlice<boolean> = {
  owns: ownsExample,
  decode: (params) => params.has(EXAMPLE_PARAMETER),
  encode: (example) => new URLSearchParams(example ? [[EXAMPLE_PARAMETER, '1']] : []),
};
