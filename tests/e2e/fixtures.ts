/**
 * Playwright's `test` with a page that waits, after every navigation and
 * reload, until the app is live on it (hydrated: html[data-live]). A page
 * shows its pre-rendered HTML before its code runs; what a visitor does in
 * between is the subject of one test of its own (prerender.spec.ts), not of
 * every test.
 */
import { test as base } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const live = () => page.locator('html[data-live]').waitFor({ state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await live();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await live();
      return response;
    };
    await use(page);
  },
});
