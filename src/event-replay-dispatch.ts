/**
 * Carrying the kept interactions out once the app is hydrated
 * (src/event-replay.ts), one by one, in order.
 * Runs in the page's entry: imports nothing but the keeping's own parts.
 */
import { current, unmark, type Kept, type KeptState } from './event-replay-queue';
import type { KeepingListeners } from './event-replay-listeners';
import { replayValue, restorePending, restoreSelection } from './event-replay-values';

/** What a visitor does to choose text or move in it: a selection made so is never put back to an older one. */
const SELECTING = ['select', 'keydown', 'pointerdown'] as const;

/** Does what the visitor did again, to the kept element or the one hydration put in its place. */
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

/**
 * Once the last is carried out, the selections in the carried controls are put back a frame later, where the
 * visitor has not made one of their own meanwhile.
 */
function restoreSelectionsAfterFrame(carried: Kept[]): void {
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
}

/**
 * Carries the kept entries out, then stops keeping (removes `listeners`) and shows the app where the pointer rests.
 * Entries are carried out one task apart, so the app has rendered what each changed before the next
 * (a Login press must see the password typed before it). A press made meanwhile waits its turn: on a
 * slow phone it could otherwise reach the app between a kept value and the next one.
 */
export async function carryOut(state: KeptState, listeners: KeepingListeners): Promise<void> {
  const { kept } = state;
  const carried: Kept[] = [];
  while (kept.length > 0) {
    const entry = kept.shift()!;
    carried.push(entry);
    state.replaying = true;
    try {
      replay(entry);
    } finally {
      state.replaying = false;
    }
    if (entry.kind === 'press' || entry.kind === 'submit') unmark(entry.shown);
    await new Promise((resolve) => setTimeout(resolve, 0));
    restorePending(kept);
  }
  for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, true);
  restoreSelectionsAfterFrame(carried);
  const hovered = state.hovered;
  if (hovered?.isConnected && hovered.matches(':hover')) {
    for (const type of ['pointerover', 'mouseover']) hovered.dispatchEvent(new MouseEvent(type, { bubbles: true }));
  }
}
