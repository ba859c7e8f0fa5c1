/**
 * A mode's input texts in an address, under a prefix: the page state's own
 * inputs (engine/page-state.ts) and Compare's scenario B
 * (engine/explorer-states.ts) are both written and read this way.
 */
import type { Mode } from './definition';
import { heldText } from './field-kinds';

/** Input texts as a form holds them: number fields keep what typing keeps; a select's unknown option is its default. */
export function inputsOf(mode: Mode, text: (fieldId: string) => string | null): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const field of mode.fields) {
    inputs[field.id] = heldText(field, text(field.id));
  }
  return inputs;
}

/** Sets each non-blank input of `mode` under `prefix`, in the definition's field order. */
export function setInputs(params: URLSearchParams, mode: Mode, prefix: string, inputs: Record<string, string | undefined>): void {
  for (const field of mode.fields) {
    const text = inputs[field.id]?.trim() ?? '';
    if (text !== '') params.set(prefix + field.id, text);
  }
}
