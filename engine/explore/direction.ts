/**
 * Which way is better on a band scale, and so which band is "next".
 *
 * A definition states it (`bands.better`) or the bands' tones tell it: error
 * is worst, then warning, info, success; `primary` marks a band apart (CTR's
 * "Exceptional") and is not ranked. Tones that only rise read as `higher`,
 * that only fall as `lower`, that rise to one best band and fall again as
 * `middle` (budget pacing's "On Track").
 */
import type { Tone } from '../definition';

/** Which values are better on a band scale. */
export type Better = 'higher' | 'lower' | 'middle';

const rank: Record<Tone, number | undefined> = { error: 0, warning: 1, info: 2, success: 3, primary: undefined };

/** The direction the tones show, or undefined when they show none (one rank only, or rising and falling twice). */
export function directionFromTones(tones: readonly Tone[]): Better | undefined {
  const ranks = tones.map((tone) => rank[tone]).filter((r): r is number => r !== undefined);
  if (new Set(ranks).size < 2) return undefined;
  const steps = ranks.slice(1).map((r, i) => Math.sign(r - ranks[i]!));
  if (steps.every((s) => s >= 0)) return 'higher';
  if (steps.every((s) => s <= 0)) return 'lower';
  // Rises (or holds) to one peak, then falls (or holds): the peak band must be single.
  const top = Math.max(...ranks);
  const peaks = ranks.filter((r) => r === top).length;
  const turn = ranks.indexOf(top);
  const rising = steps.slice(0, turn).every((s) => s >= 0);
  const falling = steps.slice(turn).every((s) => s <= 0);
  return peaks === 1 && rising && falling ? 'middle' : undefined;
}

/** A mode's bands as the explore functions read them. */
export interface BandsLike {
  better?: Better;
  steps: readonly { tone: Tone; from?: number; exclusive?: boolean; label: string }[];
}

/** The stated direction, else the one the tones show. */
export function betterOf(bands: BandsLike): Better | undefined {
  return bands.better ?? directionFromTones(bands.steps.map((s) => s.tone));
}

/** Index of the best band: the last for `higher`, the first for `lower`, the best-toned for `middle`. */
export function bestBand(bands: BandsLike, better: Better): number {
  if (better === 'higher') return bands.steps.length - 1;
  if (better === 'lower') return 0;
  let best = 0;
  bands.steps.forEach((step, i) => {
    if ((rank[step.tone] ?? -1) > (rank[bands.steps[best]!.tone] ?? -1)) best = i;
  });
  return best;
}

/** The band one step better than band `index`, or undefined at the best band. */
export function nextBetterBand(bands: BandsLike, better: Better, index: number): number | undefined {
  const best = bestBand(bands, better);
  if (index === best) return undefined;
  return index + Math.sign(best - index);
}
