/**
 * A form's result section (./ResultSection.tsx) and the unseen warm-up of
 * its panel (./WarmPanels.tsx): one chunk, without MUI. The card starts
 * fetching it once live, so a first Calculate, even one pressed before,
 * finds it there or on its way.
 */
import { onDemand } from '../on-demand';

const loadResult = () => import('./result-chunk');

export const LazyResultSection = onDemand(() => loadResult().then((m) => m.ResultSection));
export const LazyWarmPanels = onDemand(() => loadResult().then((m) => m.WarmPanels));
