/**
 * Messages written by the engine itself (the spec's validation messages live
 * in the definitions). Stable text: people search for messages, so do not
 * reword them casually.
 */
export const engineMessages = {
  /** A visible output came out as NaN or Infinity for inputs that passed every rule. */
  outOfRange: 'These numbers are too large or too small to calculate. Please check your inputs.',
} as const;
