/**
 * What a plan's "Add a step that uses…" offers: for each output of each
 * step that gives a measure, the calculators with a field of that measure
 * (./plan-targets.ts), the new step's field linked to it.
 */
import { measureIndex } from 'virtual:measure-index';
import { localLabel } from './local-label';
import { findMode, type NumberStyle } from '../../engine/runtime';
import type { StepChoice } from './AddStepCard';
import type { EditorStep } from './plan-edits';
import { targetsOf } from './plan-targets';

/** The steps that can follow `steps`, each named after its step, output and field. */
export function nextSteps(steps: readonly EditorStep[], nameOf: (slug: string) => string, style: NumberStyle): StepChoice[] {
  return steps.flatMap((step, index) => {
    const mode = findMode(step.definition, step.mode);
    return mode.outputs.flatMap((output) =>
      output.kind !== 'value'
        ? []
        : targetsOf(measureIndex, step.definition.slug, mode.id, output.id, style).map((target) => ({
            value: `${index}.${output.id}.${target.slug}.${target.mode}.${target.field}`,
            label: `Step ${index + 1} (${nameOf(step.definition.slug)}): ${localLabel(mode, output.label, style)} → ${target.text}`,
            step: { slug: target.slug, mode: target.mode, link: { step: index, output: output.id, field: target.field } },
          })),
    );
  });
}
