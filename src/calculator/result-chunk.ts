/** The result's chunk (./lazy-result.ts): the result section and the warm-up of its panel. */
export { ResultSection } from './ResultSection';
export { WarmPanels } from './WarmPanels';
