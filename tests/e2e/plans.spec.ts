/**
 * Chaining calculators as a visitor does: "Use this result in…" opens
 * another calculator with a result filled in, and the plan bar above it
 * leads back to the earlier step as it was. Values are worked out by hand
 * from the spec's formulas.
 */
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { calculatorOn, openCalculator } from './calculator';
import { planMessages } from '../../engine';

test.describe('use this result in another calculator', () => {
  test('Clicks to Conversions’ estimated cost goes into CPA’s marketing spend, and the plan bar leads back with nothing lost', async ({
    page,
  }) => {
    const c2c = await openCalculator(page, 'clicks-to-conversions');
    await c2c.calculate({ 'Conversion Rate (%)': '2.5', 'Target Conversions': '50' });
    // 50 ÷ 2.5% = 2,000 clicks; 2,000 × $1.50 = $3,000.00.
    await expect(c2c.output('requiredClicks')).toHaveText('2,000');
    await expect(c2c.output('estimatedCost')).toHaveText('$3,000.00');
    await c2c.form.getByRole('button', { name: 'Use this result in…', exact: true }).click();
    const use = c2c.form.getByTestId('use-result');
    // Grouped by output: Required Clicks goes into click fields, the cost into spend fields; never this calculator.
    await expect(use.getByRole('heading', { name: 'Required Clicks (2,000) →' })).toBeVisible();
    await expect(
      use.getByRole('list', { name: 'Required Clicks (2,000) →' }).getByRole('link', { name: 'Cost Per Click (CPC): Number of Clicks' }),
    ).toBeVisible();
    await expect(use.getByRole('link', { name: /^Clicks to Conversions/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await use
      .getByRole('list', { name: 'Estimated Cost at $1.50 CPC ($3,000.00) →' })
      .getByRole('link', { name: 'Cost Per Acquisition (CPA): Marketing Spend ($)' })
      .click();

    await expect(page).toHaveURL(/\/calculators\/cpa\?/);
    const cpa = await calculatorOn(page);
    await expect(cpa.field('Marketing Spend ($)')).toHaveValue('3000');
    // One field came from the plan; the other is still to be typed, so no error is shown yet.
    await expect(cpa.error()).toHaveText('');
    const bar = page.getByRole('navigation', { name: 'Plan' });
    await expect(bar.getByRole('link', { name: 'Clicks to Conversions', exact: true })).toBeVisible();
    await expect(bar.getByText('Cost Per Acquisition (CPA)', { exact: true })).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(page);

    await cpa.calculate({ 'Number of Acquisitions': '50' });
    // $3,000 ÷ 50 = $60.00.
    await expect(cpa.output('cpa')).toHaveText('$60.00');
    // The address keeps this calculation and the plan behind it.
    await expect(page).toHaveURL(/marketingSpend=3000&acquisitions=50&plan=1&step=clicks-to-conversions/);

    await bar.getByRole('link', { name: 'Clicks to Conversions', exact: true }).click();
    await expect(page).toHaveURL(/\/calculators\/clicks-to-conversions\?conversionRate=2\.5&targetConversions=50$/);
    await expect(page.locator('form:visible').getByLabel('Target Conversions', { exact: true })).toHaveValue('50');
    await expect(page.locator('form:visible').getByTestId('output-requiredClicks')).toHaveText('2,000');
  });

  test('a plan link from another version says so, and the calculator still works', async ({ page }) => {
    await page.goto('/calculators/cpa?plan=9&step=clicks-to-conversions&marketingSpend=3000');
    await expect(page.getByRole('alert').filter({ hasText: planMessages.version })).toBeVisible();
    const cpa = await calculatorOn(page);
    await cpa.calculate({ 'Number of Acquisitions': '60' });
    await expect(cpa.output('cpa')).toHaveText('$50.00');
  });

  test('an embedded calculator offers no plan: its links would open whole pages in the frame', async ({ page }) => {
    const embedded = await openCalculator(page, 'cpa', { embed: true });
    await embedded.calculate({ 'Marketing Spend ($)': '3000', 'Number of Acquisitions': '50' });
    await expect(embedded.output('cpa')).toHaveText('$60.00');
    await expect(embedded.form.getByRole('button', { name: 'Compare', exact: true })).toBeVisible();
    await expect(embedded.form.getByRole('button', { name: 'Use this result in…' })).toHaveCount(0);
  });
});
