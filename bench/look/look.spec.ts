/**
 * The pages whose look must not change when the way they are built does
 * (`npm run look:compare`): each at 375 and 1280 px, in light and dark,
 * once the page is hydrated and has settled. The home page's particle canvas is
 * masked (it is drawn at random).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/** What to do on a page before its screenshot, from the moment its controls are visible. */
type Prepare = (page: Page) => Promise<void>;

const SHOTS: { name: string; path: string; prepare?: Prepare }[] = [
  { name: 'home', path: '/' },
  { name: 'directory', path: '/calculators' },
  { name: 'roi', path: '/calculators/roi' },
  {
    name: 'roi-result',
    path: '/calculators/roi',
    prepare: async (page) => {
      const form = page.locator('form:visible');
      await form.getByLabel('Investment Amount ($)', { exact: true }).fill('1000');
      await form.getByLabel('Returns ($)', { exact: true }).fill('1800');
      await form.getByRole('button', { name: 'Calculate', exact: true }).click();
      await expect(form.getByTestId('output-roi')).toHaveText('80.00%');
      await expect(form.getByTestId('band-scale')).toBeVisible();
    },
  },
  {
    name: 'break-even-by-revenue',
    path: '/calculators/break-even-point',
    prepare: async (page) => {
      await page.getByRole('tab', { name: 'By Revenue', exact: true }).click();
      await expect(page.getByRole('tabpanel', { name: 'By Revenue', exact: true })).toBeVisible();
    },
  },
  { name: 'contact', path: '/contact' },
  {
    name: 'contact-errors',
    path: '/contact',
    prepare: async (page) => {
      await page.getByLabel('Subject').fill('A question about ROAS');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Your Name is required.')).toBeVisible();
      await expect(page.getByLabel('Your Name')).toBeFocused();
    },
  },
  { name: 'embed-roi', path: '/embed/roi' },
  { name: 'admin-login', path: '/admin' },
];

/**
 * What issues after issue 26's baseline (d06ddcb) added to these pages, found as a person finds it. With
 * `--hide-added` (LOOK_HIDE_ADDED) both builds' shots are taken with these hidden (display: none, so the page closes
 * up as if they were never there; in a build before them they match nothing), and the comparison then says whether
 * anything else moved. Without it they count as differences.
 */
const ADDED: ((page: Page) => Locator)[] = [
  // Issue 28: "Currency and number format", in the header and under a calculator or an embed.
  (page) => page.locator('[data-numbers-button]'),
  // Issue 28: "Your numbers", a result's calculation with the visitor's numbers.
  (page) => page.getByTestId('worked-steps'),
  // Issue 27: "Use this result in…", a result's way into a plan.
  (page) => page.getByRole('button', { name: 'Use this result in…', exact: true }),
  // Issue 30: "Don’t count my visits", the footer's switch for usage counts.
  (page) => page.locator('[data-usage-switch]'),
];

/** Hides what ADDED lists on `page`, when asked to. */
async function hideAdded(page: Page): Promise<void> {
  if (!process.env.LOOK_HIDE_ADDED) return;
  for (const find of ADDED) {
    await find(page).evaluateAll((elements) =>
      elements.forEach((element) => (element as HTMLElement).style.setProperty('display', 'none', 'important')),
    );
  }
}

/** The shots `--only` names (LOOK_ONLY, comma-separated), or undefined for all. */
const only = process.env.LOOK_ONLY?.split(',');

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test.describe(`${scheme}, ${width} px`, () => {
      test.use({ colorScheme: scheme, viewport: { width, height: 800 } });
      for (const { name, path, prepare } of SHOTS.filter((shot) => only === undefined || only.includes(shot.name))) {
        test(name, async ({ page }) => {
          await page.goto(path);
          // Acting as soon as the controls are there, as a person does; only the screenshot waits for the page to
          // be hydrated and settled, since that is the look compared.
          await prepare?.(page);
          await page.locator('html[data-hydrated], html[data-live]').waitFor({ state: 'attached' });
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          await hideAdded(page);
          // A full-page shot draws the sticky header where the window is scrolled to: a shot whose preparing scrolled
          // (pressing Send scrolls down to the button, the caret then goes back up to a field) would otherwise
          // differ by where it stopped, not by how the page looks.
          await page.evaluate(() => window.scrollTo(0, 0));
          await expect(page).toHaveScreenshot(`${name}-${scheme}-${width}.png`, { fullPage: true, mask: [page.locator('canvas')] });
        });
      }
    });
  }
}
