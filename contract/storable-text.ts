/**
 * Text the stores can keep as it was sent: no NUL (PostgreSQL refuses it in
 * text), no other control character but tab and line breaks, no lone
 * surrogate (half of a character, which no encoding can write) and no
 * Unicode non-character. Both stores take only such text, so they answer a
 * request the same way (issue 31).
 */

/** A character no stored text may hold (control characters are what it looks for). */
export const UNSTORABLE_CHARACTER =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message for a field holding one, named as the form labels it. */
export const unstorableText = (label: string) =>
  `${label} contains a character that cannot be stored, such as a null or control character. Remove it and try again.`;
