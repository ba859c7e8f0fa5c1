/**
 * The page's number style (engine/number-style/style.ts), which every part
 * that reads or shows a number uses: en-US dollars, as the pre-rendered HTML,
 * until the visitor's own is learned (./start.ts) or chosen (./choose.ts).
 * Every island on the page shares it, as they share the module.
 *
 * The code a style other than en-US dollars needs comes in {@link numberTools}
 * from the code that loads it: a page that stays in en-US dollars loads none.
 */
import { useSyncExternalStore } from 'react';
import { defaultStyle, type NumberStyle } from '../../engine/runtime';

let current: NumberStyle = defaultStyle;
const listeners = new Set<() => void>();

/** The style numbers are read and shown in now. */
export function currentStyle(): NumberStyle {
  return current;
}

/** Code the page's parts use as it arrives. */
export const numberTools: {
  /** Retyping figures between styles (./address.ts): given with any style other than en-US dollars. */
  retyping?: typeof import('./address');
} = {};

/** What a field says of how a figure was read ("read as 2,5"), or undefined where both common ways read it alike. */
export type Reading = (text: string, style: NumberStyle) => string | undefined;

let reading: Reading | undefined;

/**
 * Makes `style` the page's, with what retyping takes: every part using
 * {@link useNumberStyle} renders again with it (React renders a store's
 * change at once). False when it is the page's already.
 */
export function setCurrentStyle(style: NumberStyle, retyping: typeof import('./address')): boolean {
  numberTools.retyping = retyping;
  if (style === current) return false;
  current = style;
  for (const listener of listeners) listener();
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverStyle = () => defaultStyle;

/**
 * Gives the fields their echo: the result's code (./reading.ts), which the
 * card fetches as it opens. Every field shown renders again with it, so a
 * figure typed before it arrived (on a slow or loaded device) is echoed too.
 */
export function provideReading(given: Reading): void {
  reading = given;
  for (const listener of listeners) listener();
}

const currentReading = () => reading;
const serverReading = () => undefined;

/** The fields' echo once its code is here (see {@link provideReading}); undefined until then, and in the pre-rendered HTML. */
export function useReading(): Reading | undefined {
  return useSyncExternalStore(subscribe, currentReading, serverReading);
}

/** The page's number style; hydration starts from en-US dollars, as the HTML was rendered, then takes the visitor's. */
export function useNumberStyle(): NumberStyle {
  return useSyncExternalStore(subscribe, currentStyle, serverStyle);
}
