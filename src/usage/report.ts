/**
 * How a part of a page announces what a visitor did (a Calculate, an
 * explorer opened, a result copied): it leaves a plain event on the
 * window's usage list, which the usage sender takes from (src/usage/sender.ts)
 * if it runs, or the entry keeps for the next page's sender if the page is
 * left first (src/usage/keep-unsent.ts). Nothing else happens here, so a
 * part costs one call and knows nothing of sending or privacy.
 */
import type { UsageEvent } from '../../contract/events';
import { USAGE_QUEUE } from '../../contract/usage-queue';
import type { CalcResult, CalculatorCore } from '../../engine/runtime';

/** The window's usage list: an array until the sender runs, then the sender's own `push`. */
export type UsageQueue = { push(event: UsageEvent): unknown };

/** Announces `event` (names only, never what was typed). */
export function reportUsage(event: UsageEvent): void {
  const holder = window as unknown as Record<string, UsageQueue | undefined>;
  (holder[USAGE_QUEUE] ??= [] as UsageEvent[]).push(event);
}

/**
 * Announces a Calculate in mode `mode` of `definition`: its band's label, or the place in the mode of the rule
 * that refused it (a message no rule has, such as a non-finite result's, names neither).
 */
export function reportCalculate(definition: CalculatorCore, mode: string, result: CalcResult): void {
  const event: UsageEvent = { type: 'calculate', calculator: definition.slug, mode };
  if (result.ok) return reportUsage(result.band ? { ...event, band: result.band.label } : event);
  const rule = definition.calculator.modes.find((m) => m.id === mode)?.rules.findIndex((r) => r.message === result.message) ?? -1;
  reportUsage(rule >= 0 ? { ...event, rule } : event);
}
