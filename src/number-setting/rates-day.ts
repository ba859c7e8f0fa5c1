const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "21 October 2025": the day of reference rates given as ISO 8601 ("2025-10-21"), as the page writes it. */
export const dayOf = (date: string): string => day.format(new Date(`${date}T00:00:00Z`));
