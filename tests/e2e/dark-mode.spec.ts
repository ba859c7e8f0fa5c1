/**
 * The dark scheme as a visitor meets it: the pre-rendered page is already in
 * the system's scheme before any of the app's code has run (no light flash),
 * and stays so once the app is hydrated; the header's theme button switches the
 * scheme and back to following the system, and the choice is remembered on
 * the next visit, again before the app runs; the inline script that sets
 * the scheme runs under the Content-Security-Policy.
 */
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { pageProblems } from './console';

const PATH = '/calculators/cac';

/** Computed colours, as the browser reports them. */
const colours = {
  light: { page: 'rgb(248, 250, 252)', card: 'rgb(255, 255, 255)', text: 'rgba(0, 0, 0, 0.87)' },
  dark: { page: 'rgb(15, 23, 42)', card: 'rgb(30, 41, 59)', text: 'rgb(241, 245, 249)' },
};

/**
 * A page in a browser whose system prefers `colorScheme`, with the app's
 * chunk held back on every load until `release()` (as pageBeforeTheApp in
 * fixtures.ts, for one colour scheme). `hold()` holds the next load again.
 */
async function schemePage(browser: Browser, colorScheme: 'light' | 'dark') {
  // No offline worker: once it controls the page, a reload's app chunk comes from its cache, past page.route's hold.
  const context = await browser.newContext({ colorScheme, serviceWorkers: 'block' });
  const page = await context.newPage();
  let release!: () => void;
  let held!: Promise<void>;
  const hold = () => {
    held = new Promise<void>((resolve) => (release = resolve));
  };
  hold();
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { context, page, hold, release: () => release() };
}

/** Asserts the page shows `scheme`: the scheme attribute, color-scheme, and the page's, the card's and the text's colours. */
async function expectScheme(page: Page, scheme: 'light' | 'dark') {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mui-color-scheme', scheme);
  await expect(html).toHaveCSS('color-scheme', scheme);
  await expect(page.locator('body')).toHaveCSS('background-color', colours[scheme].page);
  await expect(page.locator('body')).toHaveCSS('color', colours[scheme].text);
  await expect(page.locator('section[aria-labelledby$="-card-title"]')).toHaveCSS('background-color', colours[scheme].card);
}

/** Asserts the app is not live: its chunk is held back, so none of its code has run. */
async function expectNoAppYet(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', /.*/);
}

const themeButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /theme/i });

for (const scheme of ['dark', 'light'] as const) {
  test(`a system in ${scheme} mode gets the ${scheme} page before the app runs, and keeps it once hydrated`, async ({ browser }) => {
    const { context, page, release } = await schemePage(browser, scheme);
    // Hydration reports a mismatch with the server's markup as a console error, in production builds too.
    const errors = pageProblems(page, ['error']);
    await page.goto(PATH, { waitUntil: 'domcontentloaded' });
    await expectScheme(page, scheme);
    await expectNoAppYet(page);
    release();
    // This test is about the moment of hydration itself, with no visitor action after it: the scheme must survive hydration.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expectScheme(page, scheme);
    expect(errors).toEqual([]);
    await expect(themeButton(page)).toHaveAccessibleName(scheme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme');
    await context.close();
  });
}

test('the theme button switches scheme, then follows the system again; the choice is remembered before the app runs', async ({
  browser,
}) => {
  const { context, page, hold, release } = await schemePage(browser, 'light');
  release();
  await page.goto(PATH);
  await themeButton(page).click();
  await expectScheme(page, 'dark');
  await expect(themeButton(page)).toHaveAccessibleName('Switch to light theme');

  hold();
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expectScheme(page, 'dark');
  await expectNoAppYet(page);
  release();
  await expect(themeButton(page)).toHaveAccessibleName('Switch to light theme');
  await expectScheme(page, 'dark');

  // The system's own scheme, chosen: kept when the system changes, and the button then offers the system's.
  await themeButton(page).click();
  await expectScheme(page, 'light');
  await expect(themeButton(page)).toHaveAccessibleName('Follow the system theme');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(themeButton(page)).toHaveAccessibleName('Switch to dark theme');
  await expectScheme(page, 'light');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(themeButton(page)).toHaveAccessibleName('Follow the system theme');

  // Following the system again: the page takes the system's scheme, live and on the next visit.
  await themeButton(page).click();
  await expect(themeButton(page)).toHaveAccessibleName('Switch to dark theme');
  await expectScheme(page, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectScheme(page, 'dark');
  hold();
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expectScheme(page, 'dark');
  await expectNoAppYet(page);
  release();
  await context.close();
});

test('a press on the theme button before the app is hydrated switches at once, and the app keeps the scheme', async ({ browser }) => {
  const { context, page, release } = await schemePage(browser, 'dark');
  await page.goto(PATH, { waitUntil: 'domcontentloaded' });
  await themeButton(page).click();
  await expectScheme(page, 'light');
  await expect(themeButton(page)).toHaveAccessibleName('Switch to dark theme');
  await expectNoAppYet(page);
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expectScheme(page, 'light');
  await expect(themeButton(page)).toHaveAccessibleName('Switch to dark theme');
  await context.close();
});

test('a press begun before the app is hydrated and let go after it switches the scheme', async ({ browser }) => {
  const { context, page, release } = await schemePage(browser, 'light');
  await page.goto(PATH, { waitUntil: 'domcontentloaded' });
  const box = (await themeButton(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  // Once hydrated the button knows the mode and shows its own icon: the press began on the first paint's icon.
  await expect(themeButton(page)).toHaveAccessibleName('Switch to dark theme');
  await page.mouse.up();
  await expectScheme(page, 'dark');
  await expect(themeButton(page)).toHaveAccessibleName('Switch to light theme');
  await context.close();
});

test('the inline colour-scheme script runs under the Content-Security-Policy with no violation', async ({ browser }) => {
  const { context, page, release } = await schemePage(browser, 'dark');
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const response = await page.goto(PATH, { waitUntil: 'domcontentloaded' });
  expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  // Only the inline script can have set the scheme: the app's code is held back.
  await expectNoAppYet(page);
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  release();
  // No visitor action follows: the wait is for all of the page's code to have run under the policy before reading its reports.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(reports).toEqual([]);
  await context.close();
});
