/**
 * A plan in an address: an ordered list of calculator steps, each with its
 * own page state, and links saying which earlier output feeds which later
 * field. Versioned, so a link made today still opens, and one made by a
 * later format is refused with a message rather than misread.
 *
 * The form (query parameters, in this order):
 * - `plan=1`: the format's version;
 * - `step=<slug>` once per step, in order (`step=clicks-to-conversions&step=cpa`);
 * - each step's page state (engine/page-state.ts) under its index:
 *   `0.conversionRate=2.5&0.targetConversions=50`;
 * - `link=<to step>.<field>.<from step>.<output>` once per link:
 *   `link=1.acquisitions.0.requiredClicks` (step 1's Number of Acquisitions
 *   takes step 0's Required Clicks). A link runs forward only.
 *
 * On a calculator's own page the plan holds the steps before it (its trail);
 * the page's calculator is the next step, its state not namespaced. Pure:
 * the page reads and writes the address.
 */

/** The plan format's version this code reads and writes. */
export const PLAN_VERSION = '1';

/** One step: a calculator (by slug) and its page state's parameters, without the step's namespace. */
export interface PlanStep {
  slug: string;
  params: [string, string][];
}

/** An earlier step's output feeding a later step's field. */
export interface PlanLink {
  from: { step: number; output: string };
  to: { step: number; field: string };
}

/** Goal seek across a plan: an input of a step, the output of a later (or the same) step, and the target typed. */
export interface PlanGoalAddress {
  input: { step: number; field: string };
  output: { step: number; output: string };
  target: string;
}

/** A plan as its address holds it. */
export interface PlanAddress {
  steps: PlanStep[];
  links: PlanLink[];
  goal?: PlanGoalAddress;
}

/** The goal seek's parameters. */
export const GOAL_PARAMETER = 'goal';
export const GOAL_TARGET_PARAMETER = 'goal.target';

/** What reading an address gives: no plan, a plan, or why the plan cannot be read. */
export type PlanRead = { ok: true; plan?: PlanAddress } | { ok: false; message: string };

/** Messages a visitor reads when a plan's address cannot be opened. */
export const planMessages = {
  version: 'This plan link was made by a different version of the site and cannot be opened. Ask its sender for a new link.',
  malformed: 'This plan link is incomplete or damaged, so its steps cannot be shown. Ask its sender for a new link.',
  missing: 'This plan link names a calculator this site no longer has, so its steps cannot be shown. Ask its sender for a new link.',
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[A-Za-z][A-Za-z0-9]*$/;
const INDEX = /^(0|[1-9][0-9]?)$/;
/** More steps than any funnel has: a longer list is a damaged or hostile address. */
const MAX_STEPS = 20;

function readLink(text: string, steps: number): PlanLink | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const [to, field, from, output] = parts as [string, string, string, string];
  if (!INDEX.test(to) || !INDEX.test(from) || !ID.test(field) || !ID.test(output)) return undefined;
  const link = { from: { step: Number(from), output }, to: { step: Number(to), field } };
  // Forward only, from a step of the plan to a step of the plan or the page's own (the next one).
  return link.from.step < link.to.step && link.to.step <= steps ? link : undefined;
}

/**
 * The plan in query parameters: none when `plan` is absent; a message when
 * its version is not this code's, or its steps or links are damaged.
 */
export function readPlan(params: URLSearchParams): PlanRead {
  const version = params.get('plan');
  if (version === null) return { ok: true };
  if (version !== PLAN_VERSION) return { ok: false, message: planMessages.version };
  const slugs = params.getAll('step');
  if (slugs.length === 0 || slugs.length > MAX_STEPS || !slugs.every((slug) => SLUG.test(slug)))
    return { ok: false, message: planMessages.malformed };
  const steps: PlanStep[] = slugs.map((slug) => ({ slug, params: [] }));
  for (const [name, value] of params) {
    const dot = name.indexOf('.');
    const index = name.slice(0, dot);
    if (dot > 0 && INDEX.test(index) && Number(index) < steps.length) steps[Number(index)]!.params.push([name.slice(dot + 1), value]);
  }
  const links: PlanLink[] = [];
  for (const text of params.getAll('link')) {
    const link = readLink(text, steps.length);
    if (!link) return { ok: false, message: planMessages.malformed };
    links.push(link);
  }
  const goal = readGoal(params, steps.length);
  if (goal === null) return { ok: false, message: planMessages.malformed };
  return { ok: true, plan: goal ? { steps, links, goal } : { steps, links } };
}

/** The goal seek in `params`: undefined when there is none, null when it is damaged. */
function readGoal(params: URLSearchParams, steps: number): PlanGoalAddress | undefined | null {
  const text = params.get(GOAL_PARAMETER);
  if (text === null) return undefined;
  const parts = text.split('.');
  const target = params.get(GOAL_TARGET_PARAMETER) ?? '';
  if (parts.length !== 4) return null;
  const [inputStep, field, outputStep, output] = parts as [string, string, string, string];
  if (!INDEX.test(inputStep) || !INDEX.test(outputStep) || !ID.test(field) || !ID.test(output)) return null;
  const goal = { input: { step: Number(inputStep), field }, output: { step: Number(outputStep), output }, target };
  return goal.input.step <= goal.output.step && goal.output.step < steps ? goal : null;
}

/** Writes a plan into query parameters, in the documented order. */
export function writePlan(plan: PlanAddress, params: URLSearchParams): void {
  params.set('plan', PLAN_VERSION);
  for (const step of plan.steps) params.append('step', step.slug);
  plan.steps.forEach((step, i) => {
    for (const [name, value] of step.params) params.append(`${i}.${name}`, value);
  });
  for (const { from, to } of plan.links) params.append('link', `${to.step}.${to.field}.${from.step}.${from.output}`);
  if (plan.goal) {
    const { input, output, target } = plan.goal;
    params.set(GOAL_PARAMETER, `${input.step}.${input.field}.${output.step}.${output.output}`);
    params.set(GOAL_TARGET_PARAMETER, target);
  }
}
