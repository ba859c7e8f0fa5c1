/**
 * The plan's parts on a calculator's page, each loaded when first wanted and
 * built with MUI (after live): "Use this result in…" under a result, and the
 * plan bar above the card when the page was opened from a plan.
 */
import { withMui } from '../mui/with-mui';
import { onDemand } from '../on-demand';

// In the explorers' chunk (src/explore/tools.ts), which a first result loads anyway.
export const LazyUseResultPanel = onDemand(withMui(() => import('../explore/tools').then((m) => m.UseResultPanel)));
export const LazyPlanBar = onDemand(withMui(() => import('../explore/tools').then((m) => m.PlanBar)));
