/**
 * The one registry of field kinds. A kind is a branch of engine/definition.ts's `fieldSchema` (its `kind`) and a
 * row of `kinds` below, which says what a form's text of that kind starts as, holds, counts as and reads as. Every
 * other place asks the functions here, never the kind itself, so a new kind never passes for a number or a select.
 * The compiler holds every table keyed by {@link FieldKind} (`kinds` here, engine/check.ts's, the renderers in
 * src/card-parts/FieldInput.tsx): a kind added to the schema and not to them does not compile
 * (tests/unit/registry-sites.test.ts).
 */
import type { Field, NumberField } from './definition';
import { defaultStyle, type NumberStyle } from './number-style/style';
import { keepTyped, parseField } from './parse';

/** A kind of field: 'number' or 'select'. */
export type FieldKind = Field['kind'];
/** The field of kind `K`. */
export type FieldOfKind<K extends FieldKind> = Extract<Field, { kind: K }>;

/**
 * A table with an entry for every field kind, each a function of its own kind's field (and `A`), giving `R`:
 * what a place that treats kinds apart writes, so that a new kind does not compile until it has its entry.
 */
export type PerFieldKind<A extends unknown[], R> = { readonly [K in FieldKind]: (field: FieldOfKind<K>, ...args: A) => R };

/** `table`'s entry for `field`'s kind, applied to it. */
export function byFieldKind<A extends unknown[], R>(table: PerFieldKind<A, R>, field: Field, ...args: A): R {
  return (table[field.kind] as (field: Field, ...args: A) => R)(field, ...args);
}

/** How a form's text for `field` reads to a person, when it is not what the kind itself names (see {@link inputWords}). */
export interface Wording {
  /** A typed text (a number's): as typed by default. */
  typed?: (text: string) => string;
  /** A select's text that names none of its options: as it is by default. */
  unknown?: (text: string) => string;
}

/** What is done with a form's text of one kind of field. */
interface KindRow<F extends Field> {
  /** The text a form starts with. */
  start(field: F): string;
  /** What a form holds for `text` read from an address (null when absent). */
  held(field: F, text: string | null): string;
  /** What rules see (`value`) and expressions compute with (`number`) for `raw`, read in `style`. */
  read(field: F, raw: string | undefined, style: NumberStyle): { value: number | string; number: number };
  /** How `text` reads to a person. */
  words(field: F, text: string, wording: Wording): string;
}

const asIs = (text: string) => text;

/** Every kind's row. */
const kinds: { readonly [K in FieldKind]: KindRow<FieldOfKind<K>> } = {
  number: {
    start: () => '',
    held: (field, text) => keepTyped(text ?? '', field.keep),
    // The same filter the page applies while typing, so examples see what a visitor could enter.
    read: (field, raw, style) => {
      const value = parseField(keepTyped(raw ?? '', field.keep, style), field, style);
      return { value, number: value };
    },
    words: (_, text, { typed = asIs }) => typed(text),
  },
  select: {
    start: (field) => field.default,
    held: (field, text) => (field.options.some((o) => o.value === text) ? text! : field.default),
    // An unknown option is the default's.
    read: (field, raw) => {
      const option = field.options.find((o) => o.value === raw) ?? field.options.find((o) => o.value === field.default)!;
      return { value: option.value, number: option.number };
    },
    // A blank text picks the default.
    words: (field, text, { unknown = asIs }) => field.options.find((o) => o.value === (text || field.default))?.label ?? unknown(text),
  },
};

const rowOf = (field: Field) => kinds[field.kind] as KindRow<Field>;

/** The text a form starts `field` with: blank for a number, its default option for a select. */
export function startText(field: Field): string {
  return rowOf(field).start(field);
}

/**
 * What a form holds for `field` when an address gives `text` (null when it gives none): a number's text as typing
 * keeps it, a select's option when it is one, else its default.
 */
export function heldText(field: Field, text: string | null): string {
  return rowOf(field).held(field, text);
}

/**
 * `raw` (a form's text, undefined as blank) read in `style`: what rules see (`value`: a number, NaN for text that
 * is not one; a select's option value) and what expressions compute with (`number`: a select's option's number).
 */
export function readField(
  field: Field,
  raw: string | undefined,
  style: NumberStyle = defaultStyle,
): { value: number | string; number: number } {
  return rowOf(field).read(field, raw, style);
}

/**
 * How a form's `text` for `field` reads to a person (a copied result, a plan's CSV, a sentence): a select's as the
 * label of the option it picks (a blank text picks its default), a number's as typed; `wording` changes either.
 */
export function inputWords(field: Field, text: string, wording: Wording = {}): string {
  return rowOf(field).words(field, text, wording);
}

/**
 * Whether `item` (a field, or anything with a kind) is a number field: the only fields that Solve for, goal seek,
 * the chart, a plan's links, measures and units read. Not a way of treating kinds apart: a kind added later is no
 * NumberField, and the rows above say what it does.
 */
export function isNumberField(item: { kind: string }): item is NumberField {
  return item.kind === 'number';
}
