/** The prefix of the ids React makes (useId) inside the island `id`, the same in the pre-renderer and the browser, and unique on the page. */
export const islandIdPrefix = (id: string) => `${id}-`;
