/**
 * Where a field kind and a format style are declared, and every file that must handle each one: the list the docs'
 * "to add a field kind (a format style), change these files" follow. tests/unit/registry-sites.test.ts holds the
 * compiler to it: a kind or style added where it is declared fails to compile in each of these files, and in no
 * other production file is a table keyed by it.
 */

/** A field kind is a branch of `fieldSchema` here (its `kind`); `FieldKind` is the union of them. */
export const fieldKindDeclared = 'engine/definition.ts';

/** The files that must handle every field kind, each a table the compiler holds to `FieldKind`. */
export const fieldKindSites = [
  // The registry: what a form's text of each kind starts as, holds, counts as and reads as.
  'engine/field-kinds.ts',
  // What each kind must hold beyond its schema, and the texts its form shows.
  'engine/check.ts',
  // How each kind is rendered.
  'src/card-parts/FieldInput.tsx',
] as const;

/** Where each field kind is documented for the editors (tests/unit/definitions-readme.test.ts holds it). */
export const fieldKindDocumented = 'definitions/README.md';

/** A format style is an entry of `formatStyles` here. */
export const formatStyleDeclared = 'engine/formats.ts';

/** The files that must handle every format style, each a table `satisfies Record<FormatStyle, …>`. */
export const formatStyleSites = [
  // The registry: how each style writes a number, its decimals, and whether it is a clock.
  'engine/formats.ts',
  // The unit each style is in.
  'engine/money.ts',
  // The measures' kinds each style can show.
  'engine/measures.ts',
  // The decimals a compact boundary keeps.
  'engine/compact-value.ts',
  // What a target box shows after the number.
  'src/explore/TargetField.tsx',
] as const;
