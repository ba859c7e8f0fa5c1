/**
 * What "Use this result in…" (./UseResultPanel.tsx) lists: each output of a
 * result that is a measure (engine/measures.ts), with the other calculators'
 * fields of that measure it can fill; on a page opened from a plan, the
 * earlier steps' outputs too.
 */
import { calculatorNames } from 'virtual:calculator-names';
import { measureIndex } from 'virtual:measure-index';
import {
  defaultStyle,
  findMode,
  pageStateCodec,
  type CalcSuccess,
  type CalculatorCore,
  type Mode,
  type NumberStyle,
  type RawInputs,
} from '../../engine/runtime';
import { numberFields, retypeInputs, settingParams } from '../number-setting/address';
import { resultHref, type splitAddress } from './plan-links';
import { targetsOf } from './plan-targets';
import type { trailOutcomes } from './trail-outcomes';

/** What {@link trailOutcomes} gives. */
export type TrailOutcomes = Awaited<ReturnType<typeof trailOutcomes>>;

/** One output of the result and the calculators' fields it can fill. */
export interface Group {
  id: string;
  heading: string;
  targets: { key: string; text: string; href: string }[];
}

/**
 * The groups for `result` (of `definition` in `mode`, its inputs typed in `style`), its own outputs first, then the
 * earlier steps' of the plan in the page's address (`trail`), whose outcomes are `earlier`.
 */
export function resultGroups(
  definition: CalculatorCore,
  mode: Mode,
  result: CalcSuccess & { inputs: RawInputs },
  trail: ReturnType<typeof splitAddress>['trail'],
  earlier: TrailOutcomes | undefined,
  style: NumberStyle,
): Group[] {
  // Written the en-US way, as every address is, with the page's currency and number format named.
  const inputs = retypeInputs(result.inputs, numberFields(mode), style, defaultStyle);
  const params = new URLSearchParams(pageStateCodec(definition).encode({ mode: mode.id, inputs, explorers: {} }));
  const setting = settingParams(style);
  const current = { slug: definition.slug, params: [...params] };
  const plan = trail.ok ? trail.plan : undefined;
  const toTargets = (slug: string, modeId: string, output: string, value: number, fromStep?: number) =>
    targetsOf(measureIndex, slug, modeId, output, style)
      .filter((target) => fromStep === undefined || target.slug !== definition.slug)
      .map((target) => ({
        key: `${target.slug}.${target.mode}.${target.field}`,
        text: target.text,
        href: resultHref(
          plan,
          current,
          output,
          { slug: target.slug, mode: target.moded ? target.mode : undefined, field: target.field },
          String(value),
          fromStep,
          [...setting],
        ),
      }));
  const own = measureIndex.outputs
    .filter((tagged) => tagged.slug === definition.slug && tagged.mode === mode.id)
    .flatMap((tagged): Group[] => {
      const shown = result.outputs.find((o) => o.id === tagged.id);
      if (shown?.kind !== 'value') return [];
      const targets = toTargets(definition.slug, mode.id, tagged.id, shown.shown);
      return targets.length === 0 ? [] : [{ id: tagged.id, heading: `${shown.label} (${shown.text}) →`, targets }];
    });
  // The earlier steps' results, after this one's: a plan can go on from any of them.
  const before = (earlier?.outcomes ?? []).flatMap((outcome, step): Group[] => {
    if (outcome.status !== 'done') return [];
    const from = earlier!.plan.steps[step]!;
    const fromMode = findMode(from.definition, from.mode).id;
    return outcome.result.outputs.flatMap((shown): Group[] => {
      if (shown.kind !== 'value') return [];
      const targets = toTargets(from.definition.slug, fromMode, shown.id, shown.shown, step);
      const name = calculatorNames[from.definition.slug] ?? from.definition.slug;
      return targets.length === 0
        ? []
        : [{ id: `${step}-${shown.id}`, heading: `${shown.label} (${shown.text}), step ${step + 1}: ${name} →`, targets }];
    });
  });
  return [...own, ...before];
}
