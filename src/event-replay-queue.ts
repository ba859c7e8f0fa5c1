/**
 * What the keeping (src/event-replay.ts) holds: the interactions kept,
 * the state its parts share, and how a kept element is found again.
 * Runs in the page's entry: imports nothing but src/hydration.ts.
 */
import { ISLAND_ATTRIBUTE, QUEUED_ATTRIBUTE } from './hydration';

/** A control whose value the visitor types or chooses. */
export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One kept interaction. `path` finds the element again if hydration replaced it. */
export type Kept =
  | { kind: 'press'; target: HTMLElement; path: number[]; shown?: Element }
  | { kind: 'submit'; target: HTMLFormElement; path: number[]; shown?: Element }
  | { kind: 'key'; target: HTMLElement; path: number[]; key: string }
  | { kind: 'value'; target: FormControl; path: number[]; value: string; selection?: Selection };

/** A text control's selection: start, end and direction (select all, then type, replaces the text). */
export type Selection = [number, number, 'forward' | 'backward' | 'none'];

/** What the keeping's listeners, its carrying out and what it tells the entry share. */
export interface KeptState {
  /** The kept entries, in order; changed in place, never replaced, so a part may hold on to it. */
  readonly kept: Kept[];
  /** Set once hydrated: kept entries are being carried out; presses meanwhile join the end of the queue. */
  draining: boolean;
  /** Set while the app's code could not be loaded: nothing would carry a press out. */
  failed: boolean;
  /** Set while an entry is carried out, so its own events are not kept again. */
  replaying: boolean;
  /** The element the pointer last came over, shown to the app again once hydrated (tooltips). */
  hovered?: Element;
}

/**
 * Whether what the visitor does now goes straight to the app: it is hydrated
 * and nothing kept waits before it. The app then sees typing as it comes,
 * so its own renders (a tab carried out) keep the text it holds.
 */
export const toApp = (state: KeptState): boolean => state.draining && state.kept.length === 0;

/** The selector of an island's element. */
export const ISLAND = `[${ISLAND_ATTRIBUTE}]`;

/** Whether the app, once hydrated, handles what happens at `target`: only islands are hydrated; the rest works as it is. */
export const inIsland = (target: EventTarget | null): boolean => target instanceof Element && target.closest(ISLAND) !== null;

/** Child indexes from the document element down to `node`. */
export function pathOf(node: Element): number[] {
  const path: number[] = [];
  for (let at: Element | null = node; at && at.parentElement; at = at.parentElement)
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  return path;
}

/** The element at `path`, if there is one. */
function atPath(path: number[]): Element | undefined {
  let at: Element | undefined = document.documentElement;
  for (const index of path) at = at?.children[index];
  return at;
}

/** The kept element itself, or the one now in its place when hydration replaced it. */
export function current<T extends Element>(kept: { target: T; path: number[] }): T | undefined {
  if (kept.target.isConnected) return kept.target;
  const found = atPath(kept.path);
  return found && found.tagName === kept.target.tagName ? (found as T) : undefined;
}

/** Whether `target` is a control whose value is typed or chosen. */
export function isFormControl(target: EventTarget | null): target is FormControl {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** A press's control no longer shows that it is working. */
export function unmark(shown: Element | undefined): void {
  shown?.removeAttribute(QUEUED_ATTRIBUTE);
  shown?.removeAttribute('aria-busy');
}
