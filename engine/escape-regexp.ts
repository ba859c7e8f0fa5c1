/** `text` as a regular expression matches it literally: its special characters escaped ("$" → "\$"). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
