/**
 * The first screen's components as MUI renders them, in every state they
 * are shown in, beside the same state of their counterpart (the components of ../), one file per table.
 * Never part of the app: the build-time capture (scripts/first-screen-styles.ts)
 * takes each part's classes and the CSS of all of them from the MUI side,
 * and a unit test (tests/unit/first-screen/markup.test.tsx) holds each
 * counterpart's server markup to it, state for state.
 *
 * A part is found in MUI's markup by a selector: `.Class` (a class MUI
 * gives it), `[data-part=name]` (an attribute given to the specimen, which
 * MUI passes to the element and the comparison ignores) or a tag name.
 */
import type { ReactElement } from 'react';

/**
 * The tables a specimen's classes go to, each shipped with the code that
 * reads it: the card's (with the card), the result's (with the result's
 * chunk), the directory's (with its island) and the public forms' (with
 * theirs).
 */
export type TableName = 'card' | 'result' | 'directory' | 'forms';

/** A state dimension's values. */
type Values = readonly (string | boolean)[];

/** One component, or a few laid out together, in every combination of `dims`. */
export interface Specimen<D extends Record<string, Values> = Record<string, Values>> {
  dims: D;
  /** Selector of each part whose classes are captured. */
  parts: Record<string, string>;
  /** Which table its classes go to (the card's when not given). */
  table?: TableName;
  mui(state: { [K in keyof D]: D[K][number] }): ReactElement;
  plain(state: { [K in keyof D]: D[K][number] }): ReactElement;
}

export const specimen = <const D extends Record<string, Values>>(s: Specimen<D>) => s as unknown as Specimen;

export const noop = () => {};
/** The result's value colours by tone, as the panel had them with MUI. */
export const toneColour = {
  success: 'success.main',
  error: 'error.main',
  warning: 'warning.dark',
  info: 'text.primary',
  primary: 'primary.main',
};
export const tones = ['primary', 'success', 'info', 'warning', 'error'] as const;
export const field = { label: 'Investment Amount ($)', helper: 'What you spent' };
