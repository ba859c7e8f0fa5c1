/**
 * Playwright's `test` and `expect`, unchanged: a test acts the moment a
 * control is there, as a visitor does, and asserts with Playwright's
 * auto-retrying `expect`. What a visitor does before the app is hydrated is kept
 * and carried out once it is (src/event-replay.ts); first-paint.spec.ts
 * and prerender.spec.ts test that time on its own, with the page below.
 */
import { expect, test as base, type Browser, type BrowserContext } from '@playwright/test';
import { USAGE_SWITCH_KEY } from '../../contract/usage-names';
import { RECOVERABLE_ERROR_PREFIX } from '../../src/recoverable-error';

export { expect, type Page } from '@playwright/test';

/**
 * Playwright's `test`, which also holds every test to zero hydration
 * mismatches: what React reports having recovered from
 * (src/recoverable-error.ts), in the test's own context and in any the test
 * opens with `browser.newContext()`.
 */
/**
 * Usage counts are off in every test's browser (the footer switch's setting, src/usage/sender.ts) unless the test
 * says `test.use({ countUsage: true })`: tests run side by side on one server, and a test that reads counts must see
 * only its own.
 */
const usageOff = `try{if(localStorage.getItem(${JSON.stringify(USAGE_SWITCH_KEY)})===null)localStorage.setItem(${JSON.stringify(USAGE_SWITCH_KEY)},'off')}catch(e){}`;

export const test = base.extend<{ recoverableErrors: string[]; countUsage: boolean }>({
  countUsage: [false, { option: true }],
  context: async ({ context, countUsage }, use) => {
    if (!countUsage) await context.addInitScript(usageOff);
    await use(context);
  },
  recoverableErrors: [
    async ({ browser, context, countUsage }, use) => {
      const errors: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (message.type() === 'error' && message.text().startsWith(RECOVERABLE_ERROR_PREFIX)) errors.push(message.text());
        });
      watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...options) => {
        const opened = await newContext.apply(browser, options);
        watch(opened);
        if (!countUsage) await opened.addInitScript(usageOff);
        return opened;
      };
      try {
        await use(errors);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, 'React recovered from these errors (hydration mismatches)').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A fresh page at `path` whose app chunk is held back until `release()`: the
 * pre-rendered page is there, its app is not. `documents` counts the page's
 * document loads (a native form submission would be a second one); `scripts`
 * lists the paths of the scripts it requested.
 */
export async function pageBeforeTheApp(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const documents: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // Gone if the document is replaced (a native submission reloads the page).
  await page.evaluate(() => ((window as unknown as { firstDocument: boolean }).firstDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as { firstDocument?: boolean }).firstDocument === true);
  return { context, page, release, documents, scripts, sameDocument, form: page.locator('form:visible') };
}
