/**
 * The steps before a calculator's page opened from a plan (its trail,
 * engine/plan/address.ts), calculated: "Use this result in…" offers their
 * results too, so a plan can go on from any earlier step (Clicks to
 * Conversions → CPA, then the clicks' cost → ROAS).
 */
import { evaluatePlan, planFromAddress, type Plan, type PlanAddress, type StepOutcome } from '../../engine/plan';
import { track, type Tracked } from '../tracked';
import { loadDefinition } from './load-definition';

const loads = new Map<string, Tracked<{ plan: Plan; outcomes: StepOutcome[] } | undefined>>();

/**
 * The trail of the page at `search` with each step's outcome, its calculators loaded; undefined when a step's
 * calculator is gone or its links do not fit. The same tracked promise for the same address (React's `use`).
 */
export function trailOutcomes(search: string, trail: PlanAddress): Tracked<{ plan: Plan; outcomes: StepOutcome[] } | undefined> {
  let load = loads.get(search);
  if (!load) {
    const slugs = [...new Set(trail.steps.map((step) => step.slug))];
    load = track(
      Promise.all(slugs.map(async (slug) => [slug, await loadDefinition(slug)] as const)).then((loaded) => {
        const definitions = new Map(loaded);
        // The link into this page's own step is not the trail's.
        const steps = { steps: trail.steps, links: trail.links.filter((link) => link.to.step < trail.steps.length) };
        const opened = planFromAddress(steps, (slug) => definitions.get(slug));
        return opened.ok ? { plan: opened.plan, outcomes: evaluatePlan(opened.plan) } : undefined;
      }),
    );
    loads.set(search, load);
  }
  return load;
}
