/**
 * What the explorers and a result's note read of money benchmarks in the
 * visitor's currency (./benchmarks.ts converts them): a mode's bands in it,
 * and whether a mode rates money at all. Apart from ./benchmarks.ts, which
 * every calculation runs, so that a page's first load carries only that.
 */
import { isMoneyIn, stepsIn } from './benchmarks';
import type { Mode } from './definition';
import type { NumberStyle } from './number-style/style';

/** A mode's bands with their thresholds in `style`'s currency (./stepsIn); undefined without bands or a rate. */
export function bandsIn(mode: Mode, style: NumberStyle): Mode['bands'] {
  const bands = mode.bands;
  if (!bands) return undefined;
  const steps = stepsIn(mode, bands.of, bands.steps, style);
  if (!steps) return undefined;
  return steps === bands.steps ? bands : { ...bands, steps: [...steps] };
}

/** Whether a mode rates an amount of money: bands, tips, tones or threshold labels on one, all US-dollar thresholds. */
export function ratesMoney(mode: Mode): boolean {
  const rated = [
    mode.bands?.of,
    mode.tips?.of,
    ...mode.outputs.map((o) => (o.kind === 'label' ? o.of : o.kind === 'value' && o.tone ? o.id : undefined)),
  ];
  return rated.some((id) => id !== undefined && isMoneyIn(mode, id));
}
