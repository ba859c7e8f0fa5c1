import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { use, useId, useMemo, useState } from 'react';
import { calculatorNames } from 'virtual:calculator-names';
import { measureIndex } from 'virtual:measure-index';
import {
  defaultStyle,
  findMode,
  pageStateCodec,
  type CalcSuccess,
  type CalculatorCore,
  type Mode,
  type RawInputs,
} from '../../engine/runtime';
import { numberFields, retypeInputs, settingParams } from '../number-setting/address';
import { useNumberStyle } from '../number-setting/current';
import { splitAddress, resultHref } from './plan-links';
import { targetsOf } from './plan-targets';
import { trailOutcomes } from './trail-outcomes';

/** What {@link trailOutcomes} gives. */
type TrailOutcomes = Awaited<ReturnType<typeof trailOutcomes>>;

/** The props of {@link UseResultPanel}. */
export interface UseResultPanelProps {
  definition: CalculatorCore;
  mode: Mode;
  /** The result shown, with the inputs it came from. */
  result: CalcSuccess & { inputs: RawInputs };
}

/** A link in the theme's colours; MUI's Link would split MUI's shared code into one more file for every page. */
export const linkStyle = { color: 'primary.main', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } as const;

/** One output of the result and the calculators' fields it can fill. */
interface Group {
  id: string;
  heading: string;
  targets: { key: string; text: string; href: string }[];
}

/**
 * "Use this result in…": for each output of the result that is a measure
 * (engine/measures.ts), the other calculators with a field of that measure,
 * as links that open them with the value filled in and this page as a step
 * of a plan, shown in a plan bar there; on a page opened from a plan, the
 * earlier steps' results too.
 */
export default function UseResultPanel({ definition, mode, result }: UseResultPanelProps) {
  const id = useId();
  const [search] = useState(() => window.location.search);
  const trail = useMemo(() => splitAddress(search).trail, [search]);
  const earlier = trail.ok && trail.plan ? use(trailOutcomes(search, trail.plan) as Promise<TrailOutcomes>) : undefined;
  const style = useNumberStyle();
  const groups = useMemo((): Group[] => {
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
  }, [definition, mode, result, trail, earlier, style]);

  return (
    <Box
      role="group"
      aria-labelledby={`${id}-title`}
      data-testid="use-result"
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Use this result in…
      </Typography>
      {groups.length === 0 ? (
        <Typography sx={{ mt: 1 }}>No other calculator takes these results as an input.</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
            Open another calculator with the value filled in. This calculation becomes a step of a plan you can go back to.
          </Typography>
          {groups.map((group) => (
            <Box key={group.id} sx={{ mb: 1.5 }}>
              <Typography id={`${id}-${group.id}`} component="h4" sx={{ fontWeight: 600 }}>
                {group.heading}
              </Typography>
              <Box component="ul" aria-labelledby={`${id}-${group.id}`} sx={{ m: 0, pl: 2.5 }}>
                {group.targets.map((target) => (
                  <li key={target.key}>
                    <Typography component="a" href={target.href} sx={linkStyle}>
                      {target.text}
                    </Typography>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </>
      )}
    </Box>
  );
}
