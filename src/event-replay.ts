import { EARLY_PRESSES, type EarlyPresses } from '../contract/early-presses-script';
import { carryOut } from './event-replay-dispatch';
import { ISLAND, isFormControl, pathOf, unmark, type FormControl, type Kept, type KeptState } from './event-replay-queue';
import { keepingListeners } from './event-replay-listeners';
import { editedBeforeScript, markChanged } from './event-replay-values';
import { HYDRATED_EVENT } from './hydration';
import { showAddress, showPress, showValue } from './show-at-paint';

/**
 * What a visitor does between the first paint and the moment the app is hydrated
 * is kept, in order, and carried out once it is (the approach of Angular's
 * event replay and Google's JSAction). Links and focus work as plain HTML and
 * are left alone; presses on buttons, tabs and other controls the app
 * handles, form submissions, arrow keys on tabs, and text typed or options
 * chosen are held. A held control shows that it is working (aria-busy and
 * data-queued, styled in index.html) until its press is carried out. Presses
 * made and text typed while the kept ones are carried out wait their turn.
 * A pointer resting on a control is shown to the app again (tooltips).
 *
 * Presses made before this script ran were held by the head's inline script
 * (contract/early-presses-script.ts) and are taken over first.
 *
 * Once hydrated, the kept entries are carried out one by one; what the visitor
 * does meanwhile waits its turn behind them, and goes straight to the app
 * once none is left.
 *
 * No imports beyond src/hydration.ts, the head script's contract, what is shown at
 * the paint (src/show-at-paint.ts) and the keeping's own parts
 * (src/event-replay-*.ts): this runs in the page's entry, before the app's
 * code has arrived.
 */

/** What the entry tells the keeping when the app's code cannot be loaded. */
export interface Keeping {
  /**
   * The app's code could not be loaded: the presses kept cannot be carried
   * out, and stop showing that they are working; new ones do nothing (the
   * page says what failed). Text typed stays kept.
   */
  loadFailed(): void;
  /** A new attempt to load the app has begun: presses are kept again. */
  retrying(): void;
}

/** How long after hydrating typed text is checked as markChanged describes. */
const SETTLE_MS = 1000;

/** Keeps the presses the head's script held before the entry ran, after the text (typed, then pressed). */
function takeOverEarlyPresses(kept: Kept[]): void {
  const early = (window as unknown as Record<string, EarlyPresses | undefined>)[EARLY_PRESSES];
  early?.stop();
  for (const [type, target] of early?.held ?? []) {
    if (!target.isConnected) continue;
    if (type === 'submit') {
      const form = target as HTMLFormElement;
      kept.push({ kind: 'submit', target: form, path: pathOf(form), shown: form.querySelector('[type="submit"]') ?? form });
    } else {
      const shownInFull = showPress(target);
      if (shownInFull) unmark(target);
      kept.push({ kind: 'press', target, path: pathOf(target), shown: shownInFull ? undefined : target });
    }
  }
}

/**
 * Starts keeping interactions; they are carried out, in order, when the app
 * dispatches HYDRATED_EVENT. Call once, from the page's entry.
 */
export function startEventReplay(): Keeping {
  const state: KeptState = { kept: [], draining: false, failed: false, replaying: false };
  const { kept } = state;
  const listeners = keepingListeners(state);
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);
  // The page can be painted and typed into before this script runs (it is a module, run after parsing):
  // text already changed from the HTML's is kept as if typed now.
  const typed = [...document.querySelectorAll<FormControl>(`${ISLAND} :is(input, textarea, select)`)].filter(editedBeforeScript);
  for (const control of typed) kept.push({ kind: 'value', target: control, path: pathOf(control), value: control.value });
  // What the address asks for is shown first, and what the visitor did on top of it: a press on All Calculators
  // held before this ran, on ?category=plans, is the tab that shows (and the one the app keeps), not Plans.
  showAddress();
  for (const control of typed) showValue(control);
  takeOverEarlyPresses(kept);

  // After live: text the visitor types is read as typed even if it changed during hydration.
  const onTypedAfterLive = (event: Event) => {
    if (isFormControl(event.target) && event.isTrusted) markChanged(event.target);
  };
  window.addEventListener(
    HYDRATED_EVENT,
    () => {
      state.draining = true;
      document.addEventListener('input', onTypedAfterLive, true);
      setTimeout(() => document.removeEventListener('input', onTypedAfterLive, true), SETTLE_MS);
      void carryOut(state, listeners);
    },
    { once: true },
  );
  return {
    loadFailed() {
      state.failed = true;
      for (const entry of kept.splice(0)) {
        if (entry.kind === 'value') kept.push(entry);
        else if (entry.kind !== 'key') unmark(entry.shown);
      }
    },
    retrying() {
      state.failed = false;
    },
  };
}
