/** A calculator's name in a plan: its title without the trailing "Calculator" ("Clicks to Conversions"). */
export const stepName = (title: string): string => title.replace(/\s+Calculator$/, '');
