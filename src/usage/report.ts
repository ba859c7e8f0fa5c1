/**
 * How a part of a page announces what a visitor did (a Calculate, an
 * explorer opened, a result copied): it leaves it on the window's usage
 * list, which the usage sender takes from (src/usage/sender.ts) if it runs.
 * Nothing else happens here, so a part costs one call and knows nothing of
 * sending or privacy.
 */
import type { UsageEvent } from '../../contract/events';
import { USAGE_QUEUE } from '../../contract/usage-names';
import type { CalcResult, CalculatorCore } from '../../engine/runtime';

/** What the list holds: an event, or a Calculate as its definition, mode and result (the sender names its outcome). */
export type UsageEntry = UsageEvent | readonly [CalculatorCore, string, CalcResult];

/** The window's usage list: an array until the sender runs, then the sender's own `push`. */
export type UsageQueue = { push(entry: UsageEntry): unknown };

/** Announces `entry` (names only, never what was typed). */
export function reportUsage(entry: UsageEntry): void {
  const holder = window as unknown as Record<string, UsageQueue | undefined>;
  (holder[USAGE_QUEUE] ??= [] as UsageEntry[]).push(entry);
}
