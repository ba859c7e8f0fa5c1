/**
 * A plan template (definitions/plans/) as a plan: its steps' calculators
 * loaded from the registry, and its address on the plan page, where it
 * opens ready to edit, with its suggested goal seek filled in.
 */
import type { PlanTemplate } from '../../engine/plan';
import { planAddressOf, type Plan } from '../../engine/plan';
import { exampleSlice } from '../address/example-slice';
import { planSlice } from '../address/plan-slice';
import { sliceWrite, withSlices } from '../address/slice';
import type { Registry } from '../registry';
import { track, type Tracked } from '../tracked';

/** A template as its page reads it (no examples). */
export type TemplateOfPage = Omit<PlanTemplate, 'examples'>;

const loads = new WeakMap<Registry, Map<string, Tracked<Plan | undefined>>>();

/**
 * The plan a template describes, with every step's calculator loaded;
 * undefined when the site lacks one. The same promise for the same template
 * and registry, tracked, so React's `use` reads it without suspending once
 * it has settled (the pre-renderer loads it first: src/pages/index.ts).
 */
export function templatePlan(registry: Registry, template: TemplateOfPage): Tracked<Plan | undefined> {
  let byRegistry = loads.get(registry);
  if (!byRegistry) loads.set(registry, (byRegistry = new Map()));
  let load = byRegistry.get(template.slug);
  if (!load) {
    load = track(
      Promise.all(template.steps.map((step) => registry.load(step.calculator) ?? Promise.resolve(undefined))).then((loaded) =>
        loaded.every((calculator) => calculator !== undefined)
          ? {
              steps: template.steps.map((step, i) => ({ definition: loaded[i]!.definition, mode: step.mode, inputs: { ...step.inputs } })),
              links: template.links,
            }
          : undefined,
      ),
    );
    byRegistry.set(template.slug, load);
  }
  return load;
}

/**
 * The plan page's address of a template's plan, its suggested goal seek included. Its figures are the site's
 * example in US dollars (`example=1`): the plan opens in the visitor's currency with them converted.
 */
export function templateHref(template: TemplateOfPage, plan: Plan): string {
  const written = sliceWrite(planSlice, { ok: true, plan: planAddressOf(plan, template.goal) });
  return `/plan${withSlices('', [written, sliceWrite(exampleSlice, true)])}`;
}
