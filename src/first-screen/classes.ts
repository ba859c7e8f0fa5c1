/**
 * The classes MUI gives each part of the first screen's components, in each
 * state, captured at build time (scripts/first-screen-styles.ts) with the
 * CSS behind them (first-screen.generated.css). The components of this folder
 * write them as MUI would, so the page looks the same with no CSS-in-JS
 * running in the browser.
 */
import { captured } from './captured.generated';

/** A state of a component: its dimensions' values (see ./specimens.tsx). */
export type PartState = Record<string, string | boolean>;

/** The key of `state` over `dims`, as the capture writes it. */
export const stateKey = (dims: readonly string[], state: PartState) => dims.map((dim) => String(state[dim])).join('|');

type Captured = typeof captured;

/**
 * The classes of `part` of the specimen `specimen` in `state`. Every state a
 * component is shown in is captured (the markup test renders each); were one
 * not, the part takes its first state's classes rather than none.
 */
export function classOf<S extends keyof Captured>(specimen: S, part: keyof Captured[S] & string, state: PartState = {}): string {
  const { dims, values } = captured[specimen][part] as { dims: readonly string[]; values: Record<string, string> };
  return values[stateKey(dims, state)] ?? Object.values(values)[0] ?? '';
}
