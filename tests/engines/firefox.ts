/**
 * Firefox: Debian's Firefox ESR (or FIREFOX_PATH), headless, driven by puppeteer-core over WebDriver BiDi (there is
 * no geckodriver here, and puppeteer-core downloads nothing). One browser per run; each scenario gets a browser
 * context of its own. The console is heard over BiDi: console.error calls and uncaught errors.
 */
import puppeteer, { type Browser, type ElementHandle } from 'puppeteer-core';
import { findEngines } from '../../scripts/engines.mjs';
import type { Driver } from './adapter';
import { WINDOW, type Engine } from './engine';

const call = (body: string, args: unknown[]) => `(function () { ${body} }).apply(null, ${JSON.stringify(args)})`;

export function firefox(): Engine {
  let browser: Browser | undefined;
  return {
    name: 'Firefox',
    watchConsole: false,
    async start() {
      const found = findEngines().firefox;
      if (!found.ok) throw new Error(found.advice);
      browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath: found.path,
        headless: true,
        defaultViewport: WINDOW,
        // A visitor in the United States: the site's own currency and number format (the numbers spec tests others).
        extraPrefsFirefox: { 'intl.accept_languages': 'en-US', 'intl.locale.requested': 'en-US' },
        timeout: 30_000,
      });
      return `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`;
    },
    async open() {
      if (!browser) throw new Error('Firefox is not started.');
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: Uncaught ${String(error)}`));
      const driver: Driver<ElementHandle> = {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 })),
        run: (body, ...args) => page.evaluate(call(body, args)),
        element: async (body, ...args) => (await page.evaluateHandle(call(body, args))).asElement() as ElementHandle | null,
        click: (element) => element.click(),
        type: (element, text) => element.type(text),
        choose: async (element, value) => void (await element.select(value)),
        consoleErrors: async () => [...errors],
        screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
        close: () => context.close(),
      };
      return driver as Driver<unknown>;
    },
    async stop() {
      await browser?.close();
      browser = undefined;
    },
  };
}
