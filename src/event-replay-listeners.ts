/**
 * The document's listeners that keep what a visitor does until the app is
 * live (src/event-replay.ts): presses, submissions and tab keys held,
 * typing's latest value per control kept.
 * Runs in the page's entry: imports nothing beyond what the keeping does.
 */
import { PRESSABLE } from '../contract/early-presses-script';
import { inIsland, isFormControl, pathOf, toApp, type Kept, type KeptState } from './event-replay-queue';
import { restorePending, selectionOf } from './event-replay-values';
import { KEPT_EVENT, QUEUED_ATTRIBUTE } from './hydration';
import { showPress, showValue } from './show-at-paint';

/** Keys that move between tabs (MUI Tabs' keyboard navigation). */
const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Stops a press the app would handle from doing anything else: nothing would carry it out once the app's code
 * failed to load, and as plain HTML a form would put what was typed in it into the address. The page says what failed.
 */
function refuse(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

/** Keeps `entry` for the app; a press or submission not `shown` already marks its control as working. */
function hold(kept: Kept[], event: Event, entry: Kept, shown = false): void {
  refuse(event);
  if ((entry.kind === 'press' || entry.kind === 'submit') && !shown) {
    entry.shown = entry.kind === 'submit' ? (entry.target.querySelector('[type="submit"]') ?? entry.target) : entry.target;
    entry.shown.setAttribute(QUEUED_ATTRIBUTE, '');
    entry.shown.setAttribute('aria-busy', 'true');
  }
  kept.push(entry);
  if (entry.kind === 'press' || entry.kind === 'submit') dispatchEvent(new Event(KEPT_EVENT));
}

/** Whether what the visitor does now is kept: nothing kept is being carried out, and the app does not take it yet. */
const keeping = (state: KeptState): boolean => !state.replaying && !toApp(state);

/**
 * The keeping's listeners on the document, by event type, in the order they are added (in the capture phase):
 * presses, submissions and tab keys in an island held, text typed or options chosen in one kept.
 */
export function keepingListeners(state: KeptState) {
  const { kept } = state;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(PRESSABLE);
    if (!keeping(state) || !control || !inIsland(control) || control.closest('a[href]') || (control as HTMLButtonElement).disabled) return;
    if (state.failed) return refuse(event);
    hold(kept, event, { kind: 'press', target: control, path: pathOf(control) }, showPress(control));
  };
  // A form sent with no button (Enter in a form without one, requestSubmit) would reload the page.
  const onSubmit = (event: SubmitEvent) => {
    if (!keeping(state) || !(event.target instanceof HTMLFormElement) || !inIsland(event.target)) return;
    if (state.failed) return refuse(event);
    hold(kept, event, { kind: 'submit', target: event.target, path: pathOf(event.target) });
  };
  const onKey = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!keeping(state) || target?.getAttribute('role') !== 'tab' || !TAB_KEYS.has(event.key) || !inIsland(target)) return;
    if (state.failed) return refuse(event);
    hold(kept, event, { kind: 'key', target, path: pathOf(target), key: event.key });
  };
  // Typing is not held (the text appears as usual); its latest value per control is kept for the app.
  // While the kept entries are carried out the app is hydrated, so what is typed then is kept from it until its
  // turn: a press kept from before must not see text typed after it (a request sent half typed). Once they are
  // all carried out the app reads typing itself (onTypedAfterLive in src/event-replay.ts).
  const onValue = (event: Event) => {
    const target = event.target;
    if (!keeping(state) || !isFormControl(target) || !inIsland(target)) return;
    if (state.draining) event.stopImmediatePropagation();
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
    if (state.replaying || state.draining || !isFormControl(control)) return;
    const entry = kept.findLast((k) => k.kind === 'value' && k.target === control);
    if (entry?.kind === 'value' && entry.value === control.value) entry.selection = selectionOf(control);
  };
  const onBeforeInput = (event: InputEvent) => {
    if (state.draining && !state.replaying) restorePending(kept, event.target);
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.target instanceof Element) state.hovered = event.target;
  };
  return [
    ['pointerover', onPointerOver],
    ['beforeinput', onBeforeInput],
    ['click', onClick],
    ['submit', onSubmit],
    ['keydown', onKey],
    ['input', onValue],
    ['change', onValue],
    ['selectionchange', onSelection],
  ] as const;
}

/** The listeners keepingListeners makes, removed again once the kept entries are carried out. */
export type KeepingListeners = ReturnType<typeof keepingListeners>;
