/**
 * A plan between its address (./address.ts) and its calculators: each step's
 * page state written with the page-state codec (engine/page-state.ts) under
 * the step's index, its linked fields left out, as the link fills them.
 * Reading it back checks every link against the calculators: it must join a
 * shown output of its step to a number field of a later step, one link per
 * field.
 */
import { findMode } from '../calculate';
import type { CalculatorCore } from '../definition';
import { isNumberField } from '../field-kinds';
import { readPageState, writePageState } from '../page-state';
import { planMessages, type PlanAddress, type PlanGoalAddress, type PlanLink } from './address';
import type { Plan, PlanStepInput } from './evaluate';

/** A plan's address: each step's slug and page state, without what its links fill, and its goal seek, if any. */
export function planAddressOf(plan: Plan, goal?: PlanGoalAddress): PlanAddress {
  return {
    ...(goal && { goal }),
    steps: plan.steps.map((step, index) => {
      const linked = new Set(plan.links.filter((link) => link.to.step === index).map((link) => link.to.field));
      const inputs = Object.fromEntries(Object.entries(step.inputs).filter(([id]) => !linked.has(id)));
      const params = new URLSearchParams();
      writePageState(step.definition, { mode: findMode(step.definition, step.mode).id, inputs, explorers: {} }, params);
      return { slug: step.definition.slug, params: [...params] };
    }),
    links: plan.links.map((link) => ({ from: { ...link.from }, to: { ...link.to } })),
  };
}

/** A step with no input typed: its first mode, or `mode`. */
export function blankStep(definition: CalculatorCore, mode?: string): PlanStepInput {
  return { definition, mode: findMode(definition, mode).id, inputs: {} };
}

/** Whether `link` joins a value output of its step to a number field of its later step, in their modes. */
export function linkFits(steps: readonly PlanStepInput[], link: PlanLink): boolean {
  const from = steps[link.from.step];
  const to = steps[link.to.step];
  if (!from || !to || link.from.step >= link.to.step) return false;
  const output = findMode(from.definition, from.mode).outputs.find((o) => o.id === link.from.output);
  const field = findMode(to.definition, to.mode).fields.find((f) => f.id === link.to.field);
  return output?.kind === 'value' && field !== undefined && isNumberField(field);
}

/** What opening a plan's address gives: the plan and its goal seek, or why it cannot be shown. */
export type PlanOpened = { ok: true; plan: Plan; goal?: PlanGoalAddress } | { ok: false; message: string };

/** Whether a goal seek names a number field that no link fills, and a value output of its step or a later one. */
function goalFits(steps: readonly PlanStepInput[], links: readonly PlanLink[], goal: PlanGoalAddress): boolean {
  const from = steps[goal.input.step];
  const to = steps[goal.output.step];
  if (!from || !to || goal.input.step > goal.output.step) return false;
  const field = findMode(from.definition, from.mode).fields.find((f) => f.id === goal.input.field);
  const output = findMode(to.definition, to.mode).outputs.find((o) => o.id === goal.output.output);
  const linked = links.some((l) => l.to.step === goal.input.step && l.to.field === goal.input.field);
  return field !== undefined && isNumberField(field) && output?.kind === 'value' && !linked;
}

/**
 * The plan an address describes, each step's calculator from `definitionOf`
 * (by slug). Refused with a message, never a guess, when a calculator is
 * unknown, a link does not fit its steps or fills a field twice, or the
 * goal seek names what its steps do not have.
 */
export function planFromAddress(address: PlanAddress, definitionOf: (slug: string) => CalculatorCore | undefined): PlanOpened {
  const steps: PlanStepInput[] = [];
  for (const { slug, params } of address.steps) {
    const definition = definitionOf(slug);
    if (!definition) return { ok: false, message: planMessages.missing };
    const state = readPageState(definition, new URLSearchParams(params));
    steps.push(state ? { definition, mode: state.mode, inputs: state.inputs } : blankStep(definition));
  }
  const filled = new Set<string>();
  for (const link of address.links) {
    const key = `${link.to.step}.${link.to.field}`;
    if (!linkFits(steps, link) || filled.has(key)) return { ok: false, message: planMessages.malformed };
    filled.add(key);
  }
  if (address.goal && !goalFits(steps, address.links, address.goal)) return { ok: false, message: planMessages.malformed };
  const plan = { steps, links: [...address.links] };
  return address.goal ? { ok: true, plan, goal: address.goal } : { ok: true, plan };
}
