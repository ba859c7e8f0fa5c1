/**
 * Editing a plan's list of steps: adding, removing and reordering them, with
 * the links between them repaired. A link follows its steps when they move;
 * one that would then run backward, or whose step is gone, is dropped and
 * returned, so the page can say what it dropped. Generic over what a step
 * holds, and pure.
 */
import type { PlanLink } from './address';

/** Steps of any shape, and the links between them. */
export interface Chain<S> {
  steps: readonly S[];
  links: readonly PlanLink[];
}

/** What an edit gives: the new chain, and the links it had to drop (in their old numbering). */
export interface Edit<S> {
  chain: Chain<S>;
  dropped: PlanLink[];
}

/** Links renumbered by `at` (old step index → new, or undefined when gone); those that no longer run forward are dropped. */
function renumber(links: readonly PlanLink[], at: (step: number) => number | undefined) {
  const kept: PlanLink[] = [];
  const dropped: PlanLink[] = [];
  for (const link of links) {
    const from = at(link.from.step);
    const to = at(link.to.step);
    if (from === undefined || to === undefined || from >= to) dropped.push(link);
    else kept.push({ from: { ...link.from, step: from }, to: { ...link.to, step: to } });
  }
  return { kept, dropped };
}

/** Appends `step`, fed by `links` (each `to` the new step's index). */
export function appendStep<S>(chain: Chain<S>, step: S, links: readonly PlanLink[] = []): Chain<S> {
  return { steps: [...chain.steps, step], links: [...chain.links, ...links] };
}

/** Removes step `index`; the links from or to it are dropped, the later steps' renumbered. */
export function removeStep<S>(chain: Chain<S>, index: number): Edit<S> {
  const { kept, dropped } = renumber(chain.links, (step) => (step === index ? undefined : step > index ? step - 1 : step));
  return { chain: { steps: chain.steps.filter((_, i) => i !== index), links: kept }, dropped };
}

/** Moves step `from` to position `to`; a link that would then run backward is dropped. */
export function moveStep<S>(chain: Chain<S>, from: number, to: number): Edit<S> {
  const order = chain.steps.map((_, i) => i);
  order.splice(to, 0, ...order.splice(from, 1));
  const { kept, dropped } = renumber(chain.links, (step) => order.indexOf(step));
  return { chain: { steps: order.map((i) => chain.steps[i]!), links: kept }, dropped };
}

/** Replaces step `index` with `step`; the links to or from it that `fits` refuses (a field or output its new mode lacks) are dropped. */
export function replaceStep<S>(chain: Chain<S>, index: number, step: S, fits: (link: PlanLink) => boolean = () => true): Edit<S> {
  const touches = (link: PlanLink) => link.from.step === index || link.to.step === index;
  return {
    chain: { steps: chain.steps.map((s, i) => (i === index ? step : s)), links: chain.links.filter((l) => !touches(l) || fits(l)) },
    dropped: chain.links.filter((l) => touches(l) && !fits(l)),
  };
}

/** The link that fills `field` of step `step`, if any. */
export function linkInto(links: readonly PlanLink[], step: number, field: string): PlanLink | undefined {
  return links.find((link) => link.to.step === step && link.to.field === field);
}

/** The chain without the link into `field` of step `step`. */
export function unlink<S>(chain: Chain<S>, step: number, field: string): Chain<S> {
  return { ...chain, links: chain.links.filter((link) => !(link.to.step === step && link.to.field === field)) };
}
