/**
 * Text and choices kept until the app is hydrated (src/event-replay.ts): a
 * control's value and selection put back, and shown to the app as new.
 * Runs in the page's entry: imports nothing but the keeping's own parts.
 */
import { current, type FormControl, type Kept, type Selection } from './event-replay-queue';

/** Whether a text control or select already differs from what the HTML set (checkboxes and radios are presses). */
export function editedBeforeScript(control: FormControl): boolean {
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

/** The selection in `control`, where it has one (text, search and the like; not number or select). */
export function selectionOf(control: FormControl): Selection | undefined {
  if (control instanceof HTMLSelectElement || control.selectionStart === null || control.selectionEnd === null) return undefined;
  return [control.selectionStart, control.selectionEnd, control.selectionDirection ?? 'none'];
}

/**
 * Makes a framework that remembers the last value it saw read the control's
 * present value as new. For a short while after the app hydrates: text that
 * changed while the page hydrated was already in the control when React
 * first remembered its value, so its input event would otherwise read as no
 * change.
 */
export function markChanged(control: FormControl): void {
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

/** Puts a kept value back and sends the event typing (or choosing) would have sent. */
export function replayValue(control: FormControl, value: string): void {
  setValue(control, value);
  markChanged(control);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Hydration may put the server's value back into a control, and the visitor's
 * selection goes with it; the app's first renders may move it again. Once
 * the text is theirs again, so is the selection, where they are still in it.
 */
export function restoreSelection(kept: Kept): void {
  if (kept.kind !== 'value' || !kept.selection) return;
  const control = current(kept);
  if (!control || control instanceof HTMLSelectElement || document.activeElement !== control || control.value !== kept.value) return;
  control.setSelectionRange(...kept.selection);
}

/**
 * Text typed while the app is hydrated but before its turn is not the app's yet: a render of the app meanwhile
 * (a kept tab press carried out) puts back the value the app holds. The visitor's text, and where they were
 * in it, is put back before their next keystroke lands (`only` its control), and after each kept entry is carried out.
 */
export function restorePending(kept: Kept[], only?: EventTarget | null): void {
  for (const entry of kept) {
    if (entry.kind !== 'value' || (only !== undefined && entry.target !== only)) continue;
    const control = current(entry);
    if (!control || control.value === entry.value) continue;
    setValue(control, entry.value);
    restoreSelection(entry);
  }
}
