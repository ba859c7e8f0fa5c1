/**
 * Plan templates: a ready-made chain of calculators (definitions/plans/),
 * declared with `definePlan` and checked like a calculator. Every link must
 * join an output and a field whose measures are of one kind, run from an
 * earlier step to a later one (so no plan has a cycle), and every template
 * carries worked examples whose values were worked out by hand, run as
 * tests.
 */
import { z } from 'zod';
import { findMode } from '../calculate';
import { DefinitionError, schemaProblem } from '../define-calculator';
import { idSchema, slugSchema, textSchema, type CalculatorCore } from '../definition';
import { isNumberField } from '../field-kinds';
import { measureOf } from '../measures';
import { problemAt, type DefinitionProblem } from '../problems';
import { evaluatePlan, type Plan } from './evaluate';

const stepIndex = z.number().int().min(0);
/** Input texts by field id. */
const texts = z.record(z.string(), z.string());

const stepSchema = z.strictObject({
  /** The calculator's slug. */
  calculator: slugSchema,
  /** Its mode; the first when absent. */
  mode: idSchema.optional(),
  /** The input texts the step starts with, by field id; a linked field takes its value from the link. */
  inputs: texts.default({}),
});

const linkSchema = z.strictObject({
  from: z.strictObject({ step: stepIndex, output: idSchema }),
  to: z.strictObject({ step: stepIndex, field: idSchema }),
});

const exampleSchema = z.strictObject({
  name: textSchema,
  /** Input texts that differ from the steps' own, by step index, then field id. */
  inputs: z.record(z.string(), texts).default({}),
  /** What steps show, by step index, then output id: the exact text of each output named. */
  expect: z.record(z.string(), texts),
});

/** The plan template contract. */
export const planSchema = z.strictObject({
  key: idSchema,
  slug: slugSchema,
  title: textSchema,
  /** One sentence for listings: what the plan works out. */
  summary: textSchema,
  steps: z.array(stepSchema).min(2),
  links: z.array(linkSchema).min(1),
  /** The goal seek the template suggests: an earlier input, a later output and a target in its unit. */
  goal: z
    .strictObject({
      input: z.strictObject({ step: stepIndex, field: idSchema }),
      output: z.strictObject({ step: stepIndex, output: idSchema }),
      target: textSchema,
    })
    .optional(),
  /** The template page's short article: a few sections, each a heading and its paragraphs. */
  article: z.array(z.strictObject({ heading: textSchema, paragraphs: z.array(textSchema).min(1) })).min(1),
  examples: z.array(exampleSchema).min(1),
});

/** A plan template as written. */
export type PlanTemplateInput = z.input<typeof planSchema>;
/** A validated plan template. */
export type PlanTemplate = z.output<typeof planSchema>;

/**
 * Declares a plan template, validating its shape at once (its calculators
 * and examples are checked by {@link checkPlan}, which needs the registry).
 * Throws a {@link DefinitionError} naming every dotted path and its problem.
 */
export function definePlan(input: PlanTemplateInput): PlanTemplate {
  const parsed = planSchema.safeParse(input, { reportInput: true });
  if (!parsed.success)
    throw new DefinitionError(typeof input?.key === 'string' ? input.key : 'plan', parsed.error.issues.map(schemaProblem));
  return parsed.data;
}

/** The plan a template describes, over these calculators, with an example's inputs applied; undefined when a step's calculator is missing. */
export function planOf(
  template: PlanTemplate,
  calculators: readonly CalculatorCore[],
  changed: Record<string, Record<string, string>> = {},
): Plan | undefined {
  const steps = template.steps.map((step, i) => {
    const definition = calculators.find((c) => c.slug === step.calculator);
    return definition && { definition, mode: step.mode, inputs: { ...step.inputs, ...changed[String(i)] } };
  });
  return steps.every((s) => s !== undefined) ? { steps: steps as Plan['steps'], links: template.links } : undefined;
}

const describeEnd = (measure: string | undefined, name: string) => {
  const known = measureOf(measure);
  return known ? `"${name}" (${measure}, ${known.kind})` : `"${name}" (no measure)`;
};

/**
 * Checks a template against the calculators: each step's calculator, mode
 * and inputs exist; each link runs forward from a value output to a number
 * field of measures of one kind; each example's expected texts are what the
 * plan shows. Problems carry dotted paths, as a calculator's do.
 */
export function checkPlan(template: PlanTemplate, calculators: readonly CalculatorCore[]): DefinitionProblem[] {
  const found: DefinitionProblem[] = [];
  const modes = template.steps.map((step, i) => {
    const calculator = calculators.find((c) => c.slug === step.calculator);
    if (!calculator) return void found.push(problemAt(`steps.${i}.calculator`, 'unknownCalculator', step.calculator));
    const mode = findMode(calculator, step.mode);
    if (step.mode !== undefined && mode.id !== step.mode) return void found.push(problemAt(`steps.${i}.mode`, 'noMode', step.mode));
    for (const name of Object.keys(step.inputs))
      if (!mode.fields.some((f) => f.id === name)) found.push(problemAt(`steps.${i}.inputs.${name}`, 'notAField', name, mode.id));
    return { calculator, mode };
  });
  template.links.forEach((link, j) => {
    const at = `links.${j}`;
    if (link.from.step >= link.to.step || link.to.step >= template.steps.length)
      return found.push(problemAt(at, 'linkBackwards', link.from.step, link.to.step));
    const [from, to] = [modes[link.from.step], modes[link.to.step]];
    if (!from || !to) return undefined;
    const output = from.mode.outputs.find((o) => o.id === link.from.output);
    const field = to.mode.fields.find((f) => f.id === link.to.field);
    if (output?.kind !== 'value') return found.push(problemAt(`${at}.from.output`, 'notAnOutput', link.from.output, from.calculator.slug));
    if (!field || !isNumberField(field)) return found.push(problemAt(`${at}.to.field`, 'notAField', link.to.field, to.mode.id));
    const [a, b] = [measureOf(output.measure), measureOf(field.measure)];
    if (!a || !b || a.kind !== b.kind)
      found.push(problemAt(at, 'linkMeasures', describeEnd(output.measure, output.id), describeEnd(field.measure, field.id)));
    return undefined;
  });
  if (found.length > 0) return found;
  template.examples.forEach((example, k) => {
    const at = `examples.${k} ("${example.name}")`;
    const outcomes = evaluatePlan(planOf(template, calculators, example.inputs)!);
    for (const [step, outputs] of Object.entries(example.expect)) {
      const outcome = outcomes[Number(step)];
      if (outcome?.status !== 'done') {
        found.push(problemAt(`${at}.expect.${step}`, 'expectedResult', outcome?.status === 'failed' ? outcome.message : 'no such step'));
        continue;
      }
      for (const [id, want] of Object.entries(outputs)) {
        const shown = outcome.result.outputs.find((o) => o.id === id);
        if (shown?.kind !== 'value') found.push(problemAt(`${at}.expect.${step}.${id}`, 'outputNotShown', id, want));
        else if (shown.text !== want) found.push(problemAt(`${at}.expect.${step}.${id}`, 'outputShows', id, want, shown.text));
      }
    }
  });
  return found;
}
