/**
 * Money and numbers the visitor's way (issue 28), with the browser's locale
 * set as a visitor's is: the currency from the locale's region, the number
 * format from its language, benchmarks converted and said to be, a link's
 * currency kept, the choice remembered. Every figure is worked out by hand:
 * the reference rates of 21 October 2025 are 1 EUR = 1.1607 USD = 0.86780
 * GBP = 176.45 JPY, so $50 is £37.38 and ¥7,601.
 */
import type { Page } from '@playwright/test';
import { openCalculator } from './calculator';
import { expect, test } from './fixtures';

/** The calculator card's island: what the visitor reads of the calculator, without the article below it. */
const card = (page: Page) => page.locator('[data-island="calculator"]');

test.describe('a German visitor (de-DE)', () => {
  test.use({ locale: 'de-DE' });

  test('types "12,5" into a percent field and gets what 12.5 gives in en-US, in euros', async ({ page }) => {
    const c = await openCalculator(page, 'break-even-point');
    await c.tab('By Revenue');
    await c.calculate({ 'Fixed Costs (€)': '10000', 'Contribution Margin Ratio (%)': '12,5' });
    // 10,000 ÷ 12.5% = 80,000 (whole currency units, as in en-US: "$80,000").
    await expect(c.output('breakEvenRevenue')).toHaveText('80.000 €');
    await expect(c.caption('breakEvenRevenue')).toHaveText(
      /^Sales needed to cover 10\.000\s€ of fixed costs at a 12,5\s% contribution margin$/,
    );
  });

  test('CPC’s thresholds read in euros with the US figure they come from, in the note and in the rating table', async ({ page }) => {
    const c = await openCalculator(page, 'cpc');
    await c.calculate({ 'Total Ad Spend (€)': '2500', 'Number of Clicks': '1000' });
    // 2.500 € ÷ 1.000 = 2,50 €, which is $2.90 (2.50 × 1.1607): Moderate ($1.50 to $3). $1 is 0,861549 €:
    // $0.50 → 0,43 €, $1.50 → 1,29 €, $3 → 2,58 €, $5 → 4,31 €.
    await expect(c.bandLabel()).toHaveText('Moderate');
    await expect(c.form.getByTestId('benchmark-note')).toHaveText(
      /^Benchmarks are US figures, converted at the reference rate of 21 October 2025: 0,43\s€ \(\$0\.50\), 1,29\s€ \(\$1\.50\), 2,58\s€ \(\$3\), 4,31\s€ \(\$5\)\.$/,
    );
    const ratings = page.locator('table').filter({ hasText: 'Very Low' });
    await expect(ratings.locator('tbody tr').first()).toHaveText(/^Below 0,43\s€ \(\$0\.50\)\s*Very Low$/);
    await expect(ratings.locator('tbody tr').last()).toHaveText(/^4,31\s€ \(\$5\.00\) and above\s*Very High$/);
  });

  test('ROI with 1000 and 1800 shows its steps with German marks', async ({ page }) => {
    const c = await openCalculator(page, 'roi');
    await c.calculate({ 'Investment Amount (€)': '1000', 'Returns (€)': '1800' });
    // Each field's unit is written once, after its label: no "€" in the box as well.
    await expect(c.form.locator('.MuiInputAdornment-root')).toHaveCount(0);
    await expect(c.output('roi')).toHaveText(/^80,00\s%$/);
    await expect(c.form.getByTestId('worked-steps')).toContainText(/Your ROI = \(1\.800 − 1\.000\) ÷ 1\.000 × 100 = 80,00\s%/);
    // The link names what the sender saw, with the figures written the en-US way.
    await expect(page).toHaveURL(/\?investment=1000&returns=1800&cur=EUR&num=de-DE$/);
  });

  test('a figure typed before the echo’s code arrives is echoed when it does', async ({ page }) => {
    // On a loaded machine the result's code (which brings the echo) can arrive after the visitor has typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/result-chunk-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const c = await openCalculator(page, 'roi');
    await c.field('Investment Amount (€)').pressSequentially('2,500');
    await expect(c.field('Investment Amount (€)')).toHaveValue('2,500');
    release();
    await expect(c.form.getByText('read as 2,5', { exact: true })).toBeVisible();
  });

  test('at 4× CPU slowdown, no frame of the ROI card shows a dollar from the first paint until it is hydrated', async ({ page }) => {
    // In every frame from before the first paint on, each text of the card that shows a dollar: text a visitor can see
    // (not hidden by CSS, not transparent, as the outline's copy of a label is).
    // A string, not a function: the test runner's compiled helpers do not exist in the page.
    await page.addInitScript(`
      const frames = { count: 0, seen: [] };
      window.cardFrames = frames;
      const sample = () => {
        const island = document.querySelector('[data-island="calculator"]');
        if (island) {
          frames.count += 1;
          const walker = document.createTreeWalker(island, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const shown = node.parentElement && node.parentElement.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
            if (shown && node.textContent.includes('$')) frames.seen.push(node.textContent);
          }
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    `);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/calculators/roi', { waitUntil: 'commit' });
    await expect(card(page).getByLabel('Investment Amount (€)', { exact: true })).toBeVisible();
    await expect(card(page).getByLabel('Returns (€)', { exact: true })).toBeVisible();
    const frames = (await page.evaluate('window.cardFrames')) as { count: number; seen: string[] };
    expect(frames.count).toBeGreaterThan(0);
    expect(frames.seen).toEqual([]);
  });
});

// German groups with a dot, French with a narrow space: both write the decimal with a comma.
for (const locale of ['de-DE', 'fr-FR']) {
  test.describe(`a visitor in ${locale}`, () => {
    test.use({ locale });

    test('"2,500" reads as 2,5, and the field says so; "2500" is read one way only', async ({ page }) => {
      const c = await openCalculator(page, 'roi');
      // Typed key by key, as a person types: the field says how it reads the figure as it goes.
      await c.field('Investment Amount (€)').pressSequentially('2,500');
      await expect(c.form.getByText('read as 2,5', { exact: true })).toBeVisible();
      await c.fill('Investment Amount (€)', '2500');
      await expect(c.form.getByText(/^read as/)).toHaveCount(0);
    });
  });
}

test.describe('a German visitor (de-DE) opening links', () => {
  test.use({ locale: 'de-DE' });

  test('a link with only rates and counts opens in euros', async ({ page }) => {
    await page.goto('/calculators/cpm?adCost=&impressions=250000');
    await expect(page.locator('form:visible').getByLabel('Ad Cost (€)', { exact: true })).toBeVisible();
    await expect(page.getByTestId('link-currency-note')).toHaveCount(0);
  });

  test('a link with dollars typed in it keeps them, and says so', async ({ page }) => {
    await page.goto('/calculators/cpc?adSpend=250&clicks=100');
    const form = page.locator('form:visible');
    await expect(form.getByLabel('Total Ad Spend ($)', { exact: true })).toHaveValue('250');
    await expect(page.getByTestId('link-currency-note')).toHaveText(
      'The amounts in this link are in US dollars (USD), as its sender typed them; your own currency, EUR, stays yours on other pages.',
    );
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    // $250 ÷ 100 clicks = $2.50, written the German way.
    await expect(form.getByTestId('output-cpc')).toHaveText(/^2,50\s\$$/);
  });

  test('a plan template opens in euros, its example figures converted', async ({ page }) => {
    await page.goto('/plans/paid-search-funnel');
    await page.getByRole('link', { name: 'Open this plan' }).first().click();
    const roas = page.getByTestId('plan-step').nth(3);
    // ROAS's revenue: the template's $2,500 is 2.153,88 € at the reference rate, 2.200 € to two significant digits.
    await expect(roas.getByLabel('Revenue (€)', { exact: true })).toHaveValue('2200');
    // 100,000 impressions at an assumed $10 CPM, which is 8,62 €: 862,00 € of spend.
    await expect(page.getByTestId('plan-step').nth(1).getByTestId('output-costAtCpm')).toHaveText(/^862,00\s€$/);
    await expect(page.getByTestId('link-currency-note')).toHaveCount(0);
  });
});

test.describe('a British visitor (en-GB)', () => {
  test.use({ locale: 'en-GB' });

  test('CAC shows pounds throughout, with its benchmarks converted and said to be', async ({ page }) => {
    const c = await openCalculator(page, 'cac');
    await c.calculate({ 'Marketing Costs (£)': '3000', 'Sales Costs (£)': '1000', 'New Customers Acquired': '100' });
    await expect(c.output('cac')).toHaveText('£40.00');
    // £40 is $53.50: past the $50 (£37.38) where Good ends.
    await expect(c.bandLabel()).toHaveText('Moderate');
    await expect(c.form.getByTestId('benchmark-note')).toHaveText(
      'Benchmarks are US figures, converted at the reference rate of 21 October 2025: £7.48 ($10), £37.38 ($50), £149.53 ($200), £373.83 ($500).',
    );
    await expect(c.form.getByTestId('what-it-takes')).toContainText('To reach Good (£37.37):');
    await expect(card(page)).toContainText('£373.83');
    // Dollars only in the note, which gives each threshold's US figure.
    const outsideNote = await card(page).evaluate((island) => {
      const copy = island.cloneNode(true) as HTMLElement;
      copy.querySelector('[data-testid="benchmark-note"]')?.remove();
      return copy.textContent;
    });
    expect(outsideNote).not.toContain('$');
  });

  test('an embed made in pounds shows pounds to whoever reads it', async ({ page, baseURL }) => {
    await page.goto('/calculators/roi');
    await page.getByRole('button', { name: 'Embed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Embed this calculator' });
    await expect(dialog.getByLabel('Embed code')).toHaveValue(new RegExp(`^<iframe src="${baseURL}/embed/roi\\?cur=GBP&amp;num=en-GB" `));
    const preview = dialog.frameLocator('[data-testid="embed-preview"]');
    await expect(preview.locator('form:visible').getByLabel('Investment Amount (£)', { exact: true })).toBeVisible();
  });
});

test.describe('an American visitor (en-US)', () => {
  test.use({ locale: 'en-US' });

  test('a shared link with cur=JPY opens in yen, with no decimals', async ({ page }) => {
    await page.goto('/calculators/cac?marketingCosts=300000&salesCosts=100000&newCustomers=100&cur=JPY');
    const form = page.locator('form:visible');
    await expect(form.getByLabel('Marketing Costs (¥)', { exact: true })).toHaveValue('300000');
    // ¥400,000 for 100 customers; Good runs from ¥1,520 to ¥7,601 ($10 to $50).
    await expect(form.getByTestId('output-cac')).toHaveText('¥4,000');
    await expect(form.getByTestId('band-label')).toHaveText('Good');
    // Very Low is below ¥1,520: a yen has no decimals, so the last shown value below it is ¥1,519.
    await expect(form.getByTestId('what-it-takes')).toContainText('To reach Very Low (¥1,519):');
  });

  test('a link from a German visitor shows what they saw', async ({ page }) => {
    await page.goto('/calculators/roi?investment=1000&returns=1800&cur=EUR&num=de-DE');
    const form = page.locator('form:visible');
    await expect(form.getByLabel('Investment Amount (€)', { exact: true })).toHaveValue('1000');
    await expect(form.getByTestId('output-roi')).toHaveText(/^80,00\s%$/);
  });

  test('chooses euros and German marks in the header, and the choice is remembered', async ({ page }) => {
    const c = await openCalculator(page, 'roi');
    await page.getByRole('banner').getByRole('button', { name: 'Currency and number format' }).click();
    const dialog = page.getByRole('dialog', { name: 'Currency and number format' });
    await dialog.getByLabel('Currency').selectOption('EUR');
    await dialog.getByLabel('Number format').selectOption('de-DE');
    await expect(dialog).toContainText('Amounts will read 1.234,57 €');
    await dialog.getByRole('button', { name: 'Use these' }).click();
    await expect(dialog).toBeHidden();
    await c.calculate({ 'Investment Amount (€)': '1.000', 'Returns (€)': '1.800' });
    await expect(c.output('roi')).toHaveText(/^80,00\s%$/);
    // Another page, with nothing in its address: the choice is the visitor's now.
    await page.goto('/calculators/cac');
    await expect(page.locator('form:visible').getByLabel('Marketing Costs (€)', { exact: true })).toBeVisible();
  });

  for (const width of [320, 375]) {
    test(`at ${width} px the picker and its selects fit the screen, nothing scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await openCalculator(page, 'roi');
      await page.getByRole('button', { name: 'Currency and number format' }).last().click();
      const dialog = page.getByRole('dialog', { name: 'Currency and number format' });
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      for (const name of ['Currency', 'Number format']) {
        const select = (await dialog.getByLabel(name).boundingBox())!;
        expect(select.x + select.width, name).toBeLessThanOrEqual(box.x + box.width);
      }
      expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBe(0);
    });
  }

  test('the figures typed are kept, retyped, when the number format changes', async ({ page }) => {
    const c = await openCalculator(page, 'roi');
    await c.calculate({ 'Investment Amount ($)': '1,500.5', 'Returns ($)': '3001' });
    await expect(c.output('roi')).toHaveText('100.00%');
    await page.getByRole('button', { name: 'Currency and number format' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Currency and number format' });
    await dialog.getByLabel('Number format').selectOption('de-DE');
    await dialog.getByRole('button', { name: 'Use these' }).click();
    await expect(c.field('Investment Amount ($)')).toHaveValue('1500,5');
    await expect(c.output('roi')).toHaveText(/^100,00\s%$/);
  });
});
