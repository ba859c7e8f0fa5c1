import { EARLY_PRESSES, PRESSABLE, type EarlyPresses } from '../contract/early-presses-script';
import { ISLAND_ATTRIBUTE, KEPT_EVENT, LIVE_EVENT, QUEUED_ATTRIBUTE } from './live';
import { showAddress, showPress, showValue } from './show-at-paint';

/**
 * What a visitor does between the first paint and the moment the app is live
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
 * Once live, the kept entries are carried out one by one; what the visitor
 * does meanwhile waits its turn behind them, and goes straight to the app
 * once none is left.
 *
 * No imports beyond src/live.ts and the head script's contract: this runs in
 * the page's entry, before the app's code has arrived.
 */

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One kept interaction. `path` finds the element again if hydration replaced it. */
type Kept =
  | { kind: 'press'; target: HTMLElement; path: number[]; shown?: Element }
  | { kind: 'submit'; target: HTMLFormElement; path: number[]; shown?: Element }
  | { kind: 'key'; target: HTMLElement; path: number[]; key: string }
  | { kind: 'value'; target: FormControl; path: number[]; value: string; selection?: Selection };

/** A text control's selection: start, end and direction (select all, then type, replaces the text). */
type Selection = [number, number, 'forward' | 'backward' | 'none'];

/** Keys that move between tabs (MUI Tabs' keyboard navigation). */
const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const ISLAND = `[${ISLAND_ATTRIBUTE}]`;

/** Whether the app, once live, handles what happens at `target`: only islands are hydrated; the rest works as it is. */
const inIsland = (target: EventTarget | null): boolean => target instanceof Element && target.closest(ISLAND) !== null;

/** Child indexes from the document element down to `node`. */
function pathOf(node: Element): number[] {
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
function current<T extends Element>(kept: { target: T; path: number[] }): T | undefined {
  if (kept.target.isConnected) return kept.target;
  const found = atPath(kept.path);
  return found && found.tagName === kept.target.tagName ? (found as T) : undefined;
}

function isFormControl(target: EventTarget | null): target is FormControl {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Whether a text control or select already differs from what the HTML set (checkboxes and radios are presses). */
function editedBeforeScript(control: FormControl): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (control instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden', 'submit', 'button', 'file'].includes(control.type))
    return false;
  return control.value !== control.defaultValue;
}

/** Sets a control's value as the browser would, under a framework that wraps the `value` setter. */
function setValue(control: FormControl, value: string): void {
  const setNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  if (setNative) setNative.call(control, value);
  else control.value = value;
}

/**
 * Makes a framework that remembers the last value it saw read the control's
 * present value as new. For a short while after the app goes live: text that
 * changed while the page hydrated was already in the control when React
 * first remembered its value, so its input event would otherwise read as no
 * change.
 */
function markChanged(control: FormControl): void {
  if (control instanceof HTMLSelectElement) return;
  const value = control.value;
  // Changing the value moves the caret to the end: a selection the visitor made (select all, then type) would be
  // lost, and what they type next added to the old text instead of replacing it. It is put back.
  const selection = selectionOf(control);
  // Through the framework's setter, so it remembers something else; then the text itself, behind its back.
  control.value = value === '' ? ' ' : '';
  setValue(control, value);
  if (selection && document.activeElement === control) control.setSelectionRange(...selection);
}

/** A press's control no longer shows that it is working. */
function unmark(shown: Element | undefined): void {
  shown?.removeAttribute(QUEUED_ATTRIBUTE);
  shown?.removeAttribute('aria-busy');
}

/** What a visitor does to choose text or move in it: a selection made so is never put back to an older one. */
const SELECTING = ['select', 'keydown', 'pointerdown'] as const;

/** How long after going live typed text is checked as markChanged describes. */
const SETTLE_MS = 1000;

/** Puts a kept value back and sends the event typing (or choosing) would have sent. */
function replayValue(control: FormControl, value: string): void {
  setValue(control, value);
  markChanged(control);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Hydration may put the server's value back into a control, and the visitor's
 * selection goes with it; the app's first renders may move it again. Once
 * the text is theirs again, so is the selection, where they are still in it.
 */
function restoreSelection(kept: Kept): void {
  if (kept.kind !== 'value' || !kept.selection) return;
  const control = current(kept);
  if (!control || control instanceof HTMLSelectElement || document.activeElement !== control || control.value !== kept.value) return;
  control.setSelectionRange(...kept.selection);
}

/** The selection in `control`, where it has one (text, search and the like; not number or select). */
function selectionOf(control: FormControl): Selection | undefined {
  if (control instanceof HTMLSelectElement || control.selectionStart === null || control.selectionEnd === null) return undefined;
  return [control.selectionStart, control.selectionEnd, control.selectionDirection ?? 'none'];
}

function replay(kept: Kept): void {
  if (kept.kind === 'value') {
    const control = current(kept);
    if (!control) return;
    replayValue(control, kept.value);
    restoreSelection(kept);
  } else if (kept.kind === 'press') {
    current(kept)?.click();
  } else if (kept.kind === 'submit') {
    current(kept)?.requestSubmit();
  } else {
    current(kept)?.dispatchEvent(new KeyboardEvent('keydown', { key: kept.key, bubbles: true, cancelable: true }));
  }
}

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

/**
 * Starts keeping interactions; they are carried out, in order, when the app
 * dispatches LIVE_EVENT. Call once, from the page's entry.
 */
export function keepUntilLive(): Keeping {
  const kept: Kept[] = [];
  /** Set once live: kept entries are being carried out; presses meanwhile join the end of the queue. */
  let draining = false;
  /**
   * Whether what the visitor does now goes straight to the app: it is live
   * and nothing kept waits before it. The app then sees typing as it comes,
   * so its own renders (a tab carried out) keep the text it holds.
   */
  const toApp = () => draining && kept.length === 0;
  /** Set while the app's code could not be loaded: nothing would carry a press out. */
  let failed = false;
  /** Set while an entry is carried out, so its own events are not kept again. */
  let replaying = false;
  let hovered: Element | undefined;

  /**
   * Stops a press the app would handle from doing anything else: nothing would carry it out once the app's code
   * failed to load, and as plain HTML a form would put what was typed in it into the address. The page says what failed.
   */
  const refuse = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  /** Keeps `entry` for the app; a press or submission not `shown` already marks its control as working. */
  const hold = (event: Event, entry: Kept, shown = false) => {
    refuse(event);
    if ((entry.kind === 'press' || entry.kind === 'submit') && !shown) {
      entry.shown = entry.kind === 'submit' ? (entry.target.querySelector('[type="submit"]') ?? entry.target) : entry.target;
      entry.shown.setAttribute(QUEUED_ATTRIBUTE, '');
      entry.shown.setAttribute('aria-busy', 'true');
    }
    kept.push(entry);
    if (entry.kind === 'press' || entry.kind === 'submit') dispatchEvent(new Event(KEPT_EVENT));
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(PRESSABLE);
    if (replaying || toApp() || !control || !inIsland(control) || control.closest('a[href]') || (control as HTMLButtonElement).disabled)
      return;
    if (failed) return refuse(event);
    hold(event, { kind: 'press', target: control, path: pathOf(control) }, showPress(control));
  };
  // A form sent with no button (Enter in a form without one, requestSubmit) would reload the page.
  const onSubmit = (event: SubmitEvent) => {
    if (replaying || toApp() || !(event.target instanceof HTMLFormElement) || !inIsland(event.target)) return;
    if (failed) return refuse(event);
    hold(event, { kind: 'submit', target: event.target, path: pathOf(event.target) });
  };
  const onKey = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (replaying || toApp() || target?.getAttribute('role') !== 'tab' || !TAB_KEYS.has(event.key) || !inIsland(target)) return;
    if (failed) return refuse(event);
    hold(event, { kind: 'key', target, path: pathOf(target), key: event.key });
  };
  // Typing is not held (the text appears as usual); its latest value per control is kept for the app.
  // While the kept entries are carried out the app is live, so what is typed then is kept from it until its
  // turn: a press kept from before must not see text typed after it (a request sent half typed). Once they are
  // all carried out the app reads typing itself (see onTypedAfterLive).
  const onValue = (event: Event) => {
    const target = event.target;
    if (replaying || toApp() || !isFormControl(target) || !inIsland(target)) return;
    if (draining) event.stopImmediatePropagation();
    const last = kept[kept.length - 1];
    if (last?.kind === 'value' && last.target === target) {
      last.value = target.value;
      last.selection = selectionOf(target);
    } else kept.push({ kind: 'value', target, path: pathOf(target), value: target.value, selection: selectionOf(target) });
    showValue(target);
  };
  // The selection in a kept control, as the visitor last left it with the kept text in it (not as hydration leaves it).
  const onSelection = () => {
    const control = document.activeElement;
    if (replaying || draining || !isFormControl(control)) return;
    const entry = kept.findLast((k) => k.kind === 'value' && k.target === control);
    if (entry?.kind === 'value' && entry.value === control.value) entry.selection = selectionOf(control);
  };
  // Text typed while the app is live but before its turn is not the app's yet: a render of the app meanwhile
  // (a kept tab press carried out) puts back the value the app holds. The visitor's text, and where they were
  // in it, is put back before their next keystroke lands, and after each kept entry is carried out.
  const restorePending = (only?: EventTarget | null) => {
    for (const entry of kept) {
      if (entry.kind !== 'value' || (only !== undefined && entry.target !== only)) continue;
      const control = current(entry);
      if (!control || control.value === entry.value) continue;
      setValue(control, entry.value);
      restoreSelection(entry);
    }
  };
  const onBeforeInput = (event: InputEvent) => {
    if (draining && !replaying) restorePending(event.target);
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.target instanceof Element) hovered = event.target;
  };

  const listeners = [
    ['pointerover', onPointerOver],
    ['beforeinput', onBeforeInput],
    ['click', onClick],
    ['submit', onSubmit],
    ['keydown', onKey],
    ['input', onValue],
    ['change', onValue],
    ['selectionchange', onSelection],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);
  // The page can be painted and typed into before this script runs (it is a module, run after parsing):
  // text already changed from the HTML's is kept as if typed now.
  const typed = [...document.querySelectorAll<FormControl>(`${ISLAND} :is(input, textarea, select)`)].filter(editedBeforeScript);
  for (const control of typed) kept.push({ kind: 'value', target: control, path: pathOf(control), value: control.value });
  // What the address asks for is shown first, and what the visitor did on top of it: a press on All Calculators
  // held before this ran, on ?category=plans, is the tab that shows (and the one the app keeps), not Plans.
  showAddress();
  for (const control of typed) showValue(control);
  // Presses held by the head's script before this one ran, after the text (typed, then pressed).
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

  // After live: text the visitor types is read as typed even if it changed during hydration.
  const onTypedAfterLive = (event: Event) => {
    if (isFormControl(event.target) && event.isTrusted) markChanged(event.target);
  };

  // Entries are carried out one task apart, so the app has rendered what each changed before the next
  // (a Login press must see the password typed before it). A press made meanwhile waits its turn: on a
  // slow phone it could otherwise reach the app between a kept value and the next one.
  const carryOut = async () => {
    const carried: Kept[] = [];
    while (kept.length > 0) {
      const entry = kept.shift()!;
      carried.push(entry);
      replaying = true;
      try {
        replay(entry);
      } finally {
        replaying = false;
      }
      if (entry.kind === 'press' || entry.kind === 'submit') unmark(entry.shown);
      await new Promise((resolve) => setTimeout(resolve, 0));
      restorePending();
    }
    for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, true);
    // A selection the visitor makes from now on is theirs: the frame's restoring below must not undo it (a
    // select-all collapsed back to the caret before the next text landed, which then went after the old text).
    const touched = new Set<EventTarget>();
    const onTouch = (event: Event) => {
      if (event.target) touched.add(event.target);
    };
    for (const type of SELECTING) document.addEventListener(type, onTouch, true);
    // A frame later the app has rendered the last of them.
    requestAnimationFrame(() => {
      for (const type of SELECTING) document.removeEventListener(type, onTouch, true);
      for (const entry of carried) if (!touched.has(current(entry) ?? entry.target)) restoreSelection(entry);
    });
    if (hovered?.isConnected && hovered.matches(':hover')) {
      for (const type of ['pointerover', 'mouseover']) hovered.dispatchEvent(new MouseEvent(type, { bubbles: true }));
    }
  };

  window.addEventListener(
    LIVE_EVENT,
    () => {
      draining = true;
      document.addEventListener('input', onTypedAfterLive, true);
      setTimeout(() => document.removeEventListener('input', onTypedAfterLive, true), SETTLE_MS);
      void carryOut();
    },
    { once: true },
  );
  return {
    loadFailed() {
      failed = true;
      for (const entry of kept.splice(0)) {
        if (entry.kind === 'value') kept.push(entry);
        else if (entry.kind !== 'key') unmark(entry.shown);
      }
    },
    retrying() {
      failed = false;
    },
  };
}
