/**
 * A visitor on a slow phone acts the moment a control is painted, before the
 * app is hydrated; what they do must be carried out, in order, once it is
 * (src/event-replay.ts). The first tests slow the CPU 4× and act as soon
 * as Playwright finds each control; the last ones hold the app's code back
 * until the test releases it, so the time before the app is hydrated is certain.
 */
import type { Page } from '@playwright/test';
import { expect, pageBeforeTheApp, test } from './fixtures';
import { calculatorCount } from './directory-count';
import { definitions } from '../../definitions';
import { fieldLabel } from '../../engine/runtime';

const PASSWORD = 'e2e-admin-password';

/** Slows the page's CPU 4× (a mid-range phone); call before navigating. */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens `path` on a 4× slower CPU, returning as soon as the response starts: every action waits only for its control. */
async function openSlow(page: Page, path: string): Promise<void> {
  await slowCpu(page);
  await page.goto(path, { waitUntil: 'commit' });
}

function unique(label: string): string {
  return `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

test.describe('at 4× CPU slowdown, acting the moment a control is painted', () => {
  test('ROI: both inputs and Calculate give the result, and the address holds the inputs', async ({ page }) => {
    await openSlow(page, '/calculators/roi');
    const form = page.locator('form:visible');
    await form.getByLabel('Investment Amount ($)', { exact: true }).fill('1000');
    await form.getByLabel('Returns ($)', { exact: true }).fill('1500');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(form.getByTestId('output-roi')).toHaveText('50.00%');
    await expect(form.getByTestId('band-label')).toHaveText('Good');
    await expect(page).toHaveURL(/\/calculators\/roi\?investment=1000&returns=1500$/);
  });

  test('conversion rate: Solve for pressed at once opens, and solving fills the field', async ({ page }) => {
    await openSlow(page, '/calculators/conversion-rate');
    const form = page.locator('form:visible');
    await form.getByLabel('Total Visitors', { exact: true }).fill('1000');
    await form.getByRole('button', { name: 'Solve for', exact: true }).click();
    const panel = form.getByTestId('solve-panel');
    await panel.getByLabel('Solve for', { exact: true }).selectOption({ label: 'Total Conversions' });
    await panel.getByRole('textbox').fill('2');
    await panel.getByRole('button', { name: 'Solve', exact: true }).click();
    // 2% of 1,000 visitors = 20 conversions.
    await expect(form.getByLabel('Total Conversions', { exact: true })).toHaveValue('20');
    await expect(form.getByTestId('output-conversionRate')).toHaveText('2.00%');
  });

  test('break-even point: By Revenue pressed at once shows its fields, and what is typed into them is calculated', async ({ page }) => {
    await openSlow(page, '/calculators/break-even-point');
    await page.getByRole('tab', { name: 'By Revenue', exact: true }).click();
    // Straight on, into the fields a person sees (both tabs have a Fixed Costs field).
    const form = page.locator('form:visible');
    await form.getByLabel('Fixed Costs ($)', { exact: true }).fill('30000');
    await form.getByLabel('Contribution Margin Ratio (%)', { exact: true }).fill('25');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'By Revenue', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'By Units', exact: true })).toHaveAttribute('aria-selected', 'false');
    // $30,000 ÷ 25% = $120,000.
    await expect(form.getByTestId('output-breakEvenRevenue')).toHaveText('$120,000');
    await expect(page.getByRole('tabpanel', { name: 'By Revenue', exact: true }).getByTestId('output-breakEvenRevenue')).toBeVisible();
    await expect(page).toHaveURL(/\/calculators\/break-even-point\?mode=revenue&revFixedCosts=30000&contributionMarginRatio=25$/);
  });

  for (const definition of definitions.filter((d) => d.calculator.modes.length > 1)) {
    const { modes } = definition.calculator;
    test(`${definition.slug}: every mode tab, pressed at once, shows its own fields and calculates what is typed there`, async ({
      page,
    }) => {
      await openSlow(page, `/calculators/${definition.slug}`);
      // Every tab in turn, the first last: each is pressed as soon as it is there.
      for (const mode of [...modes.slice(1), modes[0]!]) {
        const example = definition.examples.find((e) => e.mode === mode.id && !('message' in e.expect))!;
        await page.getByRole('tab', { name: mode.label, exact: true }).click();
        const panel = page.getByRole('tabpanel', { name: mode.label, exact: true });
        // Straight on, into the fields a person sees.
        const form = page.locator('form:visible');
        for (const field of mode.fields) {
          const raw = example.inputs[field.id] ?? '';
          const input = form.getByLabel(fieldLabel(field), { exact: true });
          if (field.kind === 'number') await input.fill(raw);
          else await input.selectOption({ label: field.options.find((o) => o.value === raw)!.label });
        }
        await form.getByRole('button', { name: definition.calculator.buttonLabel, exact: true }).click();
        const outputs = 'outputs' in example.expect ? example.expect.outputs : {};
        for (const [id, text] of Object.entries(outputs)) await expect(panel.getByTestId(`output-${id}`)).toHaveText(text);
      }
    });
  }

  test('retention rate: a period chosen at once is the one calculated', async ({ page }) => {
    await openSlow(page, '/calculators/retention-rate');
    const form = page.locator('form:visible');
    const period = form.getByLabel('Time Period', { exact: true });
    await period.selectOption('Quarter');
    await form.getByLabel('Starting Customers', { exact: true }).fill('200');
    await form.getByLabel('New Customers', { exact: true }).fill('30');
    await form.getByLabel('Ending Customers', { exact: true }).fill('180');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(form.getByTestId('output-retentionRate')).toHaveText('75.00%');
    await expect(form.locator('[data-output="retentionRate"]')).toContainText('Quarterly Retention Rate');
    await expect(form.getByTestId('caption-retentionRate')).toHaveText('(180 ending − 30 new) ÷ 200 starting customers');
    await expect(form.getByTestId('band-label')).toHaveText('Good');
    await expect(period).toHaveValue('Quarter');
    await expect(page).toHaveURL(/\?startingCustomers=200&newCustomers=30&endingCustomers=180&timePeriod=Quarter$/);
  });

  test('an FAQ question pressed at once opens its answer', async ({ page }) => {
    const roi = definitions.find((d) => d.slug === 'roi')!;
    const { question, answer } = roi.content.faq[1]!;
    await openSlow(page, '/calculators/roi');
    await page.locator('summary', { hasText: question }).click();
    await expect(page.getByText(answer, { exact: true })).toBeVisible();
  });

  test('directory: a search typed at once filters the list', async ({ page }) => {
    await openSlow(page, '/calculators');
    await page.getByLabel('Search calculators').fill('cpc');
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ search: 'cpc' }));
    await expect(page.getByRole('heading', { level: 2, name: 'Cost Per Click (CPC) Calculator', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Impressions to Clicks Calculator', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/calculators\?q=cpc$/);
  });

  test('directory: a category tab pressed at once shows that category', async ({ page }) => {
    await openSlow(page, '/calculators');
    await page.getByRole('tab', { name: 'Cost & Efficiency', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Cost & Efficiency', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ category: 'Cost & Efficiency' }));
    await expect(page).toHaveURL(/\/calculators\?category=cost-efficiency$/);
  });

  test('directory: All Calculators pressed at once on a link to the plans shows every calculator', async ({ page }) => {
    await openSlow(page, '/calculators?category=plans');
    const all = page.getByRole('tab', { name: 'All Calculators', exact: true });
    await all.click();
    await expect(page.getByTestId('count')).toHaveText(calculatorCount());
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Plans', exact: true })).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('heading', { level: 2, name: 'ROI Calculator', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Paid Search Funnel Plan', exact: true })).toBeHidden();
    await expect(page).toHaveURL(/\/calculators$/);
  });

  test('break-even point: By Units pressed at once on a link to By Revenue shows By Units, and calculates there', async ({ page }) => {
    await openSlow(page, '/calculators/break-even-point?mode=revenue&revFixedCosts=30000');
    const byUnits = page.getByRole('tab', { name: 'By Units', exact: true });
    await byUnits.click();
    const units = page.getByRole('tabpanel', { name: 'By Units', exact: true });
    await units.getByLabel('Fixed Costs ($)', { exact: true }).fill('10000');
    await units.getByLabel('Selling Price per Unit ($)', { exact: true }).fill('50');
    await units.getByLabel('Variable Cost per Unit ($)', { exact: true }).fill('20');
    await units.getByRole('button', { name: 'Calculate', exact: true }).click();
    // $10,000 ÷ ($50 − $20) = 333.3…, rounded up to 334 units.
    await expect(units.getByTestId('output-breakEvenUnits')).toHaveText('334');
    await expect(byUnits).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'By Revenue', exact: true })).toBeHidden();
    await expect(page).toHaveURL(/\/calculators\/break-even-point\?mode=units&fixedCosts=10000&unitPrice=50&unitVariableCost=20$/);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the menu button pressed at once opens the menu', async ({ page }) => {
      await openSlow(page, '/calculators/roi');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link')).toHaveText(['Home', 'All Calculators', 'About', 'Contact']);
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    });
  });

  test('the contact form filled and sent at once is sent', async ({ page }) => {
    await openSlow(page, '/contact');
    await page.getByLabel('Your Name').fill('Ada Lovelace');
    await page.getByLabel('Email Address').fill('ada@example.com');
    await page.getByLabel('Subject').fill(unique('First paint'));
    await page.getByLabel(/^Message/).fill('Sent before the page had finished loading.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast.getByText('Message sent!', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');
  });

  test('the calculator request filled and sent at once is sent', async ({ page }) => {
    await openSlow(page, '/contact');
    await page.getByLabel('Calculator Name').fill(unique('First paint request'));
    await page.getByLabel('Brief Description').fill('Asked for before the page had finished loading.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast.getByText('Request submitted!', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Calculator Name')).toHaveValue('');
  });

  test('admin: the password typed and Login pressed at once open the dashboard', async ({ page }) => {
    await openSlow(page, '/admin');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Contact Submissions \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Calculator Requests \(\d+\)$/ })).toBeVisible();
  });
});

/** Resolves once the app is hydrated; only to check what holds after that moment, never before a user action. */
function appLive(page: Page): Promise<void> {
  return page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test.describe('before the app has loaded (its code held back)', () => {
  test("directory: a search typed before the page's first script has run still filters the list", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The entry module (the first script a page runs) is held: the HTML is painted and usable without it.
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/calculators', { waitUntil: 'commit' });
    await page.getByLabel('Search calculators').fill('cpc');
    release();
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ search: 'cpc' }));
    await expect(page.getByLabel('Search calculators')).toHaveValue('cpc');
    await context.close();
  });

  test('a Calculate pressed with inputs typed shows it is working, then answers with the inputs as they were at the press', async ({
    browser,
  }) => {
    const { context, page, release, documents, sameDocument } = await pageBeforeTheApp(browser, '/calculators/roi');
    const form = page.locator('form:visible');
    const investment = form.getByLabel('Investment Amount ($)', { exact: true });
    const returns = form.getByLabel('Returns ($)', { exact: true });
    const calculate = form.getByRole('button', { name: 'Calculate', exact: true });
    await investment.fill('1000');
    await returns.fill('1500');
    await calculate.click();
    await expect(calculate).toHaveAttribute('data-queued', '');
    await expect(calculate).toHaveAttribute('aria-busy', 'true');
    // Typed after the press: kept, but not part of the pressed calculation.
    await returns.fill('2000');
    expect(new URL(page.url()).search).toBe('');
    expect(documents).toHaveLength(1);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);

    release();
    await expect(form.getByTestId('output-roi')).toHaveText('50.00%');
    await expect(page).toHaveURL(/\/calculators\/roi\?investment=1000&returns=1500$/);
    await expect(returns).toHaveValue('2000');
    await expect(investment).toHaveValue('1000');
    await expect(calculate).not.toHaveAttribute('data-queued');
    await expect(calculate).not.toHaveAttribute('aria-busy');
    expect(await sameDocument()).toBe(true);
    expect(documents).toHaveLength(1);

    // The next press calculates what the form now holds.
    await calculate.click();
    await expect(form.getByTestId('output-roi')).toHaveText('100.00%');
    await expect(page).toHaveURL(/\/calculators\/roi\?investment=1000&returns=2000$/);
    await context.close();
  });

  test('a press is kept by the entry alone: with every other script held back, Calculate shows it is working', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The entry (index.html's script, index-<hash>.js) is served; every file it or the app imports waits.
    await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/calculators/roi', { waitUntil: 'commit' });
    const form = page.locator('form:visible');
    const calculate = form.getByRole('button', { name: 'Calculate', exact: true });
    await calculate.click();
    await expect(calculate).toHaveAttribute('aria-busy', 'true');
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(form.getByTestId('error')).toHaveText('Please enter valid numbers for both fields');
    await context.close();
  });

  test("the header's theme and menu buttons answer with the app's code held back, and are never kept", async ({ browser }) => {
    const { context, page, release } = await pageBeforeTheApp(browser, '/calculators/roi');
    await page.setViewportSize({ width: 375, height: 740 });
    const banner = page.getByRole('banner');
    const theme = banner.getByRole('button', { name: 'Switch to dark theme' });
    await theme.click();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect(banner.getByRole('button', { name: 'Switch to light theme' })).not.toHaveAttribute('aria-busy');
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'All Calculators', 'About', 'Contact']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeFocused();
    // The app is still held back: none of this waited for it.
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    // Once hydrated, the card's own scheme agrees with the one chosen before.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect(banner.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await context.close();
  });

  test('break-even point: By Revenue pressed before the app is hydrated, and the fields then shown filled and calculated', async ({
    browser,
  }) => {
    const { context, page, release, form } = await pageBeforeTheApp(browser, '/calculators/break-even-point');
    await page.getByRole('tab', { name: 'By Revenue', exact: true }).click();
    // Both tabs have a Fixed Costs field: the one typed into is the one shown.
    await form.getByLabel('Fixed Costs ($)', { exact: true }).fill('30000');
    await form.getByLabel('Contribution Margin Ratio (%)', { exact: true }).fill('25');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    // $30,000 ÷ 25% = $120,000.
    await expect(form.getByTestId('output-breakEvenRevenue')).toHaveText('$120,000');
    await expect(page.locator('#break-even-point-units-fixedCosts')).toHaveValue('');
    await context.close();
  });

  test('a tab pressed is selected at once, and a Calculate pressed before it is carried out in its turn', async ({ browser }) => {
    const { context, page, release, sameDocument } = await pageBeforeTheApp(browser, '/calculators/break-even-point');
    const units = page.locator('#break-even-point-panel-units');
    await units.getByLabel('Fixed Costs ($)', { exact: true }).fill('10000');
    await units.getByLabel('Selling Price per Unit ($)', { exact: true }).fill('50');
    await units.getByLabel('Variable Cost per Unit ($)', { exact: true }).fill('20');
    // Found in its panel once that is hidden, too.
    const calculate = units.getByRole('button', { name: 'Calculate', exact: true, includeHidden: true });
    await calculate.click();
    await expect(calculate).toHaveAttribute('aria-busy', 'true');
    const byRevenue = page.getByRole('tab', { name: 'By Revenue', exact: true });
    const byUnits = page.getByRole('tab', { name: 'By Units', exact: true });
    await byRevenue.click();
    // Shown in full at once: selected, its panel shown, no "working" sign, the indicator under it.
    await expect(byRevenue).toHaveAttribute('aria-selected', 'true');
    await expect(byUnits).toHaveAttribute('aria-selected', 'false');
    await expect(byRevenue).not.toHaveAttribute('aria-busy');
    const revenue = page.getByRole('tabpanel', { name: 'By Revenue', exact: true });
    await expect(revenue.getByLabel('Contribution Margin Ratio (%)', { exact: true })).toBeVisible();
    await expect(units).toBeHidden();
    const underRevenue = byRevenue.locator('.MuiTabs-indicator');
    const underUnits = byUnits.locator('.MuiTabs-indicator');
    const underline = async () => {
      await expect(underRevenue).toBeVisible();
      await expect(underUnits).toBeHidden();
      const [line, tab] = [await underRevenue.boundingBox(), await byRevenue.boundingBox()];
      expect(Math.abs(line!.x - tab!.x)).toBeLessThan(1);
      expect(Math.abs(line!.width - tab!.width)).toBeLessThan(1);
      expect(Math.abs(line!.y + line!.height - (tab!.y + tab!.height))).toBeLessThan(1);
      expect(line!.height).toBe(2);
    };
    await underline();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);

    release();
    await expect(page).toHaveURL(/\/calculators\/break-even-point\?mode=units&fixedCosts=10000&unitPrice=50&unitVariableCost=20$/);
    await expect(calculate).not.toHaveAttribute('aria-busy');
    await expect(byRevenue).toHaveAttribute('aria-selected', 'true');
    await expect(units).toBeHidden();
    // Live, the indicator stays under By Revenue.
    await underline();
    await byUnits.click();
    await expect(units.getByTestId('output-breakEvenUnits')).toHaveText('334');
    expect(await sameDocument()).toBe(true);
    await context.close();
  });

  test('text selected before the app is hydrated stays selected through the moment of hydration, so typing replaces it', async ({
    browser,
  }) => {
    const { context, page, release } = await pageBeforeTheApp(browser, '/calculators');
    const search = page.getByLabel('Search calculators');
    await search.fill('ROAS');
    await page.keyboard.press('ControlOrMeta+A');
    release();
    // The person types on while the page hydrates: every keystroke lands, the first replacing the selected text.
    await search.pressSequentially('churn', { delay: 40 });
    await expect(search).toHaveValue('churn');
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ search: 'churn' }));
    await expect(page.getByRole('heading', { level: 2, name: 'Churn Rate Calculator', exact: true })).toBeVisible();
    await context.close();
  });

  test('directory: a category tab and a search before the app is hydrated filter the list at once, and the app keeps them', async ({
    browser,
  }) => {
    const { context, page, release } = await pageBeforeTheApp(browser, '/calculators');
    const count = page.getByTestId('count');
    const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
    await page.getByRole('tab', { name: 'Cost & Efficiency', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Cost & Efficiency', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(count).toHaveText(calculatorCount({ category: 'Cost & Efficiency' }));
    await expect(heading('CPM Calculator')).toBeVisible();
    await expect(heading('ROI Calculator')).toBeHidden();
    // Within the tab: the CPC calculator's title, and no other cost calculator's texts, say "cpc".
    await page.getByLabel('Search calculators').fill('cpc');
    await expect(count).toHaveText(calculatorCount({ category: 'Cost & Efficiency', search: 'cpc' }));
    await expect(heading('Cost Per Click (CPC) Calculator')).toBeVisible();
    await expect(heading('Impressions to Clicks Calculator')).toBeHidden();
    await page.getByLabel('Search calculators').fill('no such calculator');
    await expect(count).toHaveText('0 calculators found');
    await expect(page.getByText('No calculators found', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await expect(count).toHaveText(calculatorCount({ category: 'Cost & Efficiency' }));
    await expect(page.getByLabel('Search calculators')).toHaveValue('');
    // The tab already selected, pressed again, keeps the search, as it does once hydrated.
    await page.getByLabel('Search calculators').fill('cpc');
    await page.getByRole('tab', { name: 'Cost & Efficiency', exact: true }).click();
    await expect(count).toHaveText(calculatorCount({ category: 'Cost & Efficiency', search: 'cpc' }));
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(count).toHaveText(calculatorCount({ category: 'Cost & Efficiency' }));
    await expect(page.getByLabel('Search calculators')).toHaveValue('');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);

    release();
    await expect(page).toHaveURL(/\/calculators\?category=cost-efficiency$/);
    await expect(count).toHaveText(calculatorCount({ category: 'Cost & Efficiency' }));
    await expect(page.getByText('No calculators found', { exact: true })).toBeHidden();
    await expect(heading('ROI Calculator')).toBeHidden();
    // Live: the same controls answer the app.
    await page.getByRole('tab', { name: 'All Calculators', exact: true }).click();
    await expect(count).toHaveText(calculatorCount());
    await expect(heading('ROI Calculator')).toBeVisible();
    await context.close();
  });

  test("an address's mode, category and search are shown before the app is hydrated, and the app keeps them", async ({ browser }) => {
    const calculator = await pageBeforeTheApp(browser, '/calculators/break-even-point?mode=revenue');
    const byRevenue = calculator.page.getByRole('tab', { name: 'By Revenue', exact: true });
    await expect(byRevenue).toHaveAttribute('aria-selected', 'true');
    await expect(calculator.form.getByLabel('Contribution Margin Ratio (%)', { exact: true })).toBeVisible();
    calculator.release();
    await calculator.form.getByLabel('Fixed Costs ($)', { exact: true }).fill('30000');
    await calculator.form.getByLabel('Contribution Margin Ratio (%)', { exact: true }).fill('25');
    await calculator.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(calculator.form.getByTestId('output-breakEvenRevenue')).toHaveText('$120,000');
    await expect(byRevenue).toHaveAttribute('aria-selected', 'true');
    await calculator.context.close();

    const directory = await pageBeforeTheApp(browser, '/calculators?category=cost-efficiency&q=cpc');
    const count = directory.page.getByTestId('count');
    await expect(directory.page.getByRole('tab', { name: 'Cost & Efficiency', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(directory.page.getByLabel('Search calculators')).toHaveValue('cpc');
    await expect(count).toHaveText(calculatorCount({ category: 'Cost & Efficiency', search: 'cpc' }));
    expect(await directory.page.locator('html[data-hydrated]').count()).toBe(0);
    directory.release();
    await directory.page.getByLabel('Search calculators').fill('');
    await expect(count).toHaveText(calculatorCount({ category: 'Cost & Efficiency' }));
    await expect(directory.page).toHaveURL(/\/calculators\?category=cost-efficiency$/);
    await directory.context.close();
  });

  test('admin: Login pressed with the password typed shows it is working, then opens the dashboard', async ({ browser }) => {
    const { context, page, release, documents, sameDocument } = await pageBeforeTheApp(browser, '/admin');
    const password = page.getByLabel('Password');
    const login = page.getByRole('button', { name: 'Login' });
    await password.fill(PASSWORD);
    await login.click();
    await expect(login).toHaveAttribute('data-queued', '');
    await expect(login).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(password).toHaveValue(PASSWORD);
    expect(new URL(page.url()).search).toBe('');
    expect(page.url()).not.toContain('?');

    release();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Contact Submissions \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Calculator Requests \(\d+\)$/ })).toBeVisible();
    expect(await sameDocument()).toBe(true);
    expect(documents).toHaveLength(1);
    await context.close();
  });

  test('admin: Login pressed with no password keeps the prompt and puts the cursor in the password field', async ({ browser }) => {
    const { context, page, release, sameDocument } = await pageBeforeTheApp(browser, '/admin');
    const login = page.getByRole('button', { name: 'Login' });
    await login.click();
    await expect(login).toHaveAttribute('aria-busy', 'true');

    release();
    await expect(page.getByLabel('Password')).toBeFocused();
    await expect(login).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    expect(await sameDocument()).toBe(true);
    await context.close();
  });

  test('the page stays where the visitor scrolled it when the app hydrates', async ({ browser }) => {
    const { context, page, release } = await pageBeforeTheApp(browser, '/calculators');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const scrolled = await page.evaluate(() => window.scrollY);
    release();
    await appLive(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await context.close();
  });

  test('a press kept from before the app was hydrated is carried out before what is typed after it', async ({ browser }) => {
    const { context, page, release } = await pageBeforeTheApp(browser, '/contact');
    const posts: string[] = [];
    await page.route('**/api/calculator-request', (route) => {
      posts.push(route.request().postData() ?? '');
      return route.continue();
    });
    const submit = page.getByRole('button', { name: 'Submit Request' });
    const description = page.getByLabel('Brief Description');
    await page.getByLabel('Calculator Name').fill('Email list growth');
    await page.getByLabel('Your Name').fill('Jane');
    // Pressed with no description: the request is not to be sent.
    await submit.click();
    await expect(submit).toHaveAttribute('data-queued', '');
    // The visitor types the description while the kept entries are being carried out: one task after the app
    // hydrates, between two of them (each is carried out a task apart), a moment no test step can hit.
    await page.evaluate(() =>
      addEventListener(
        'app:hydrated',
        () =>
          setTimeout(() => {
            const field = document.querySelector<HTMLTextAreaElement>('#request-description')!;
            Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, 'Net new subscribers per month.');
            field.dispatchEvent(new Event('input', { bubbles: true }));
          }, 0),
        { once: true },
      ),
    );
    release();
    await expect(submit).not.toHaveAttribute('data-queued');
    await expect(description).toHaveValue('Net new subscribers per month.');

    // The description reached the form in its turn: the next press sends both, and is the only one sent (the kept
    // press was handled before it, and a request is seen before its answer, so one it had sent would be listed).
    await submit.click();
    await expect(page.getByTestId('toast')).toContainText('Request submitted!');
    expect(posts.map((body) => JSON.parse(body) as unknown)).toEqual([
      { name: 'Email list growth', description: 'Net new subscribers per month.', website: '' },
    ]);
    await context.close();
  });

  test('the contact page does not move its buttons when the app hydrates', async ({ browser }) => {
    const { context, page, release } = await pageBeforeTheApp(browser, '/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    const submit = page.getByRole('button', { name: 'Submit Request' });
    const before = [await send.boundingBox(), await submit.boundingBox()];
    release();
    await appLive(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect([await send.boundingBox(), await submit.boundingBox()]).toEqual(before);
    await context.close();
  });

  test("on a phone, the directory's category tabs do not move when their arrows appear", async ({ browser }) => {
    const { context, page, release } = await pageBeforeTheApp(browser, '/calculators');
    await page.setViewportSize({ width: 375, height: 800 });
    const tab = page.getByRole('tab', { name: 'All Calculators' });
    const before = await tab.boundingBox();
    release();
    await appLive(page);
    // The row overflows at 375 px: its two arrows (MUI's, no role of their own) come once the island has measured it.
    await expect(page.locator('[data-island="directory"] .MuiTabs-scrollButtons')).toHaveCount(2);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await tab.boundingBox()).toEqual(before);
    await context.close();
  });

  test('a link reached with the keyboard before the app is hydrated shows its focus ring, before and after', async ({ browser }) => {
    const { context, page, release } = await pageBeforeTheApp(browser, '/calculators');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('Home');
    await expect(focused).toHaveCSS('outline-style', 'solid');
    release();
    await appLive(page);
    await expect(focused).toHaveText('Home');
    await expect(focused).toHaveCSS('outline-style', 'solid');
    await expect(focused).toHaveCSS('outline-width', '2px');
    await context.close();
  });
});
