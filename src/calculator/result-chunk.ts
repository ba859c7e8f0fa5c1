/**
 * The result's chunk (./lazy-result.ts): the result section and the warm-up
 * of its panel, the writing of a calculation's state in the address
 * (./show-page-state.ts), and the fields' echo of how a figure was read,
 * which needs no more than being loaded (src/number-setting/reading.ts).
 */
import '../number-setting/reading';
export { ResultSection } from './ResultSection';
export { WarmPanels } from './WarmPanels';
export { showPageState } from './show-page-state';
