/**
 * A plan as one function of its compiled steps: each step is calculated in
 * order, a linked field taking the earlier output as the page shows it
 * (rounded to its format), so a plan's numbers are the ones a person would
 * get by carrying each result over by hand. Goal seek across the plan moves
 * one earlier input and runs the whole chain for each value it tries.
 */
import { calculate, findMode, type CalcSuccess, type RawInputs } from '../calculate';
import type { CalculatorCore, NumberField } from '../definition';
import { isNumberField } from '../field-kinds';
import { probeOf, runOutputs, seekOnGrid, type Probe } from '../explore/goal-seek';
import { typedText } from '../explore/solve-for';
import { termOf } from '../explore/terms';
import { formatValue, shownValue } from '../formats';
import { defaultStyle, type NumberStyle } from '../number-style/style';
import { typedNumber } from '../figures';
import { readNumber } from '../parse';
import type { PlanLink } from './address';

/** One step of a plan: a calculator, its mode (the first when undefined) and the input texts typed in it. */
export interface PlanStepInput {
  definition: CalculatorCore;
  mode?: string;
  inputs: RawInputs;
}

/** A plan ready to calculate: its steps in order and the links between them (engine/plan/address.ts). */
export interface Plan {
  steps: PlanStepInput[];
  links: PlanLink[];
}

/**
 * What a step shows: its result, the first rule its inputs fail, or that it
 * waits for an earlier step that failed. `inputs` are the texts it was
 * calculated from, linked fields filled in.
 */
export type StepOutcome =
  | { status: 'done'; inputs: RawInputs; result: CalcSuccess }
  | { status: 'failed'; inputs: RawInputs; message: string; field?: string }
  | { status: 'waiting'; on: number };

/** The step's inputs with every field linked to an earlier output filled from `outputOf(step, output)`. */
function linkedInputs(
  plan: Plan,
  index: number,
  outputOf: (step: number, output: string) => number | undefined,
  style: NumberStyle,
): RawInputs {
  const inputs = { ...plan.steps[index]!.inputs };
  for (const link of plan.links) {
    if (link.to.step !== index) continue;
    const value = outputOf(link.from.step, link.from.output);
    // As a person would type the output's shown number: without grouping or unit, in the style's decimal mark.
    inputs[link.to.field] = value === undefined ? '' : typedNumber(value, style);
  }
  return inputs;
}

/**
 * Calculates every step in order. A step whose inputs fail a rule shows that
 * rule's message, and every step after it waits; a link from an output the
 * earlier step does not show leaves its field blank, so the step says which
 * input is missing. Inputs are read, and results shown, in `style` (en-US dollars by default).
 */
export function evaluatePlan(plan: Plan, style: NumberStyle = defaultStyle): StepOutcome[] {
  const outcomes: StepOutcome[] = [];
  let failed: number | undefined;
  plan.steps.forEach((step, index) => {
    if (failed !== undefined) return outcomes.push({ status: 'waiting', on: failed });
    const inputs = linkedInputs(
      plan,
      index,
      (from, output) => {
        const done = outcomes[from];
        const shown = done?.status === 'done' ? done.result.outputs.find((o) => o.id === output) : undefined;
        return shown?.kind === 'value' ? shown.shown : undefined;
      },
      style,
    );
    const result = calculate(step.definition, step.mode, inputs, style);
    if (result.ok) return outcomes.push({ status: 'done', inputs, result });
    failed = index;
    return outcomes.push({ status: 'failed', inputs, message: result.message, field: result.field });
  });
  return outcomes;
}

/** Where goal seek across a plan aims: an output of a later step, and the value it must reach in that output's unit. */
export interface PlanGoal {
  step: number;
  output: string;
  /** As typed, in the output's own unit ("4" for a ROAS of 4.00:1; "$", "%" and commas accepted). */
  target: string;
}

/** The earlier input goal seek moves: a number field of a step, not one a link fills. */
export interface PlanInput {
  step: number;
  field: string;
}

/** What goal seek across a plan gives: the input's value, as typed, and every step's outcome there; or why not. */
export type PlanSeek = { ok: true; value: number; text: string; outcomes: StepOutcome[] } | { ok: false; message: string };

/** Messages of goal seek across a plan. */
export const planSeekMessages = {
  choose: 'Choose an input of an earlier step and an output of a later one.',
  target: 'Please enter the target as a number.',
  unreachable: (field: string, output: string, target: string) =>
    `No valid ${field} gives ${output} of ${target} with the plan's other inputs as they are.`,
} as const;

/**
 * The plan's steps as one numeric function of `input`: each step's probe is
 * made once, from the plan as calculated; an evaluation sets the input,
 * runs the steps from its step on, carrying each linked output's shown
 * value forward, and gives the goal's output and whether every step on the
 * way passes its rules.
 */
function chainFrom(plan: Plan, probes: Probe[], input: PlanInput, goal: { step: number; output: string }) {
  const values = probes.map((p) => ({ ...p.values }));
  const scopes = probes.map((p) => ({ ...p.scope }));
  const formats = probes.map((p) => new Map(p.mode.outputs.flatMap((o) => (o.kind === 'value' ? [[o.id, o.format] as const] : []))));
  return (x: number): { value: number; valid: boolean } => {
    values[input.step]![input.field] = x;
    scopes[input.step]![input.field] = x;
    let valid = true;
    for (let s = input.step; s <= goal.step; s++) {
      for (const link of plan.links) {
        if (link.to.step !== s || link.from.step < input.step) continue;
        const shown = shownValue(
          scopes[link.from.step]![link.from.output]!,
          formats[link.from.step]!.get(link.from.output)!,
          probes[s]!.style,
        );
        values[s]![link.to.field] = shown;
        scopes[s]![link.to.field] = shown;
      }
      valid = runOutputs(probes[s]!, values[s]!, scopes[s]!) && valid;
    }
    return { value: scopes[goal.step]![goal.output]!, valid };
  };
}

/**
 * Goal seek across a plan: the value of an earlier step's input at which a
 * later step's output reaches the target, through every step between, the
 * plan's other inputs held. Reuses the single page's goal seek on the
 * composed function, so counts round the way that reaches the target. Says
 * so when the plan does not calculate as it is, or no value in the field's
 * valid range reaches the target. The target and inputs are read in `style`.
 */
export function seekAcrossPlan(plan: Plan, input: PlanInput, goal: PlanGoal, style: NumberStyle = defaultStyle): PlanSeek {
  const field =
    plan.steps[input.step] &&
    findMode(plan.steps[input.step]!.definition, plan.steps[input.step]!.mode).fields.find((f) => f.id === input.field);
  const goalStep = plan.steps[goal.step];
  const output = goalStep && findMode(goalStep.definition, goalStep.mode).outputs.find((o) => o.id === goal.output);
  const linked = plan.links.some((l) => l.to.step === input.step && l.to.field === input.field);
  if (!field || !isNumberField(field) || output?.kind !== 'value' || linked || input.step > goal.step)
    return { ok: false, message: planSeekMessages.choose };
  const target = readNumber(goal.target.trim(), style);
  if (Number.isNaN(target)) return { ok: false, message: planSeekMessages.target };
  const outcomes = evaluatePlan(plan, style);
  const blocked = outcomes.find((o) => o.status === 'failed');
  if (blocked?.status === 'failed') return { ok: false, message: blocked.message };
  const probes = outcomes.map((outcome, s) =>
    probeOf(plan.steps[s]!.definition, plan.steps[s]!.mode, (outcome as { inputs: RawInputs }).inputs, style)!,
  );
  const evaluate = chainFrom(plan, probes, input, goal);
  const now = evaluate(probes[input.step]!.scope[field.id]!).value;
  const reach = seekOnGrid(field as NumberField, probes[input.step]!.scope[field.id]!, evaluate, {
    target,
    bound: now <= target ? 'atLeast' : 'atMost',
  });
  const wanted = formatValue(target, output.format, style) ?? goal.target;
  if (!reach) return { ok: false, message: planSeekMessages.unreachable(termOf(field as NumberField), output.label, wanted) };
  const text = typedText(field as NumberField, reach.value, style);
  const solved = {
    ...plan,
    steps: plan.steps.map((step, s) => (s === input.step ? { ...step, inputs: { ...step.inputs, [field.id]: text } } : step)),
  };
  return { ok: true, value: reach.value, text, outcomes: evaluatePlan(solved, style) };
}
