// Made on first use: building a date format loads the browser's date data, which cost a calculator page some
// 13 ms (50 ms at 4× CPU) before it was hydrated, for a note most visitors never see.
let day: Intl.DateTimeFormat | undefined;

/** "21 October 2025": the day of reference rates given as ISO 8601 ("2025-10-21"), as the page writes it. */
export const dayOf = (date: string): string =>
  (day ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(
    new Date(`${date}T00:00:00Z`),
  );
