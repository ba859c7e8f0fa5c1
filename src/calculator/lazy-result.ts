/**
 * A form's result section (./ResultSection.tsx) and the unseen warm-up of
 * its panel (./WarmPanels.tsx): one chunk, built with MUI, loaded inside
 * its scope. The card starts fetching it once live, so a first Calculate,
 * even one pressed before, finds it there or on its way.
 */
import { withMui } from '../mui/with-mui';
import { onDemand } from '../on-demand';

const loadResult = () => import('./result-chunk');

export const LazyResultSection = onDemand(withMui(() => loadResult().then((m) => m.ResultSection)));
export const LazyWarmPanels = onDemand(withMui(() => loadResult().then((m) => m.WarmPanels)));
