/** The plan page's parts built with MUI (./plan-tools.ts), loaded on first use inside MUI's scope. */
import { withMui } from '../mui/with-mui';
import { onDemand } from '../on-demand';

const loadTools = () => import('./plan-tools');

export const LazyPlanGoalSeek = onDemand(withMui(() => loadTools().then((m) => m.PlanGoalSeek)));
export const LazySavedPlans = onDemand(withMui(() => loadTools().then((m) => m.SavedPlans)));
