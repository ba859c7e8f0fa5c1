/**
 * The echo under a number field (issue 28): "read as 2,5" where the visitor's
 * number format reads a figure otherwise than the other common way of
 * writing numbers (engine/figures.ts). Loaded with the result's code, which
 * the card fetches as it opens (src/calculator/result-chunk.ts): fields echo
 * from then on, and the page's first load carries none of it.
 */
import { ambiguousReading, typedNumber } from '../../engine/figures';
import type { NumberStyle } from '../../engine/runtime';
import { provideReading } from './current';

/** "read as 2,5", or undefined where both ways read `text` alike. */
export function readingText(text: string, style: NumberStyle): string | undefined {
  const value = ambiguousReading(text, style);
  return value === undefined ? undefined : `read as ${typedNumber(value, style)}`;
}

provideReading(readingText);
