/** The plan's steps (./PlanView.tsx), loaded once a plan has any: with its first step, or with a plan link. */
import { onDemand } from '../on-demand';

export const LazyPlanView = onDemand(() => import('./PlanView').then((m) => m.default));
