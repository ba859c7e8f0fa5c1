/**
 * Which parameters each slice of the address owns, apart from the slices'
 * codecs: a calculator's page knows whose a parameter is (it keeps the
 * others' when it writes its own) without carrying their codecs in its
 * first load. Each slice's `owns` is the one here.
 */
import { EXAMPLE_PARAMETER, SETTING_PARAMETERS } from '../../contract/number-setting-names';

/** The number setting's: `cur=` and `num=` (./setting-slice.ts). */
export const ownsSetting = (name: string): boolean => name === SETTING_PARAMETERS.currency || name === SETTING_PARAMETERS.locale;

/** The example mark's: `example=` (./example-slice.ts). */
export const ownsExample = (name: string): boolean => name === EXAMPLE_PARAMETER;
