/**
 * Playwright's `test` with a page that waits, after every navigation and
 * reload, until the app is live on it (hydrated: html[data-live]). A page
 * shows its pre-rendered HTML before its code runs; what a visitor does in
 * between is the subject of one test of its own (prerender.spec.ts), not of
 * every test.
 */
import { test as base, type Page } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/** Resolves once the app is live on the page. */
export function waitUntilLive(page: Page): Promise<void> {
  return page.locator('html[data-live]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const thenLive =
      <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const response = await navigate(...args);
        await waitUntilLive(page);
        return response;
      };
    page.goto = thenLive(page.goto.bind(page));
    page.reload = thenLive(page.reload.bind(page));
    await use(page);
  },
});
