/**
 * A form's result section (./ResultSection.tsx) and the unseen warm-up of
 * its panel (./WarmPanels.tsx): one chunk, without MUI. The card starts
 * fetching it once hydrated, so a first Calculate, even one pressed before,
 * finds it there or on its way.
 */
import { onDemand } from '../on-demand';

const loadResult = () => import('./result-chunk');

export const LazyResultSection = onDemand(() => loadResult().then((m) => m.ResultSection));
export const LazyWarmPanels = onDemand(() => loadResult().then((m) => m.WarmPanels));

/**
 * Shows a calculator's state in the address (./show-page-state.ts) once the result's chunk is in: at once when it is,
 * as it is by the time a result shows. Calls keep their order. A chunk that cannot be fetched leaves the address as
 * it was; the result section says the result could not load.
 */
export function showInAddress(...args: Parameters<typeof import('./show-page-state').showPageState>): void {
  loadResult().then(
    (m) => m.showPageState(...args),
    () => {},
  );
}
