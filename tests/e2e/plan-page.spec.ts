/**
 * The plan page as a visitor uses it: a plan built from calculator pages
 * with "Use this result in…" opens on /plan, where every step recalculates
 * as an earlier one is edited, and its address reopens it anywhere. Values
 * are worked out by hand from the spec's formulas.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { calculatorOn, openCalculator } from './calculator';
import { planMessages } from '../../engine';

/** Step `n` (from 1) of the plan on the page, named as its card reads. */
const step = (page: Page, n: number, name: string) => page.getByRole('region', { name: `Step ${n}: ${name}`, exact: true });

test.describe('the plan page', () => {
  test('Clicks to Conversions → CPA, opened as a plan with ROAS added, recalculates every step as step 1 changes and reopens anywhere', async ({
    page,
    browser,
  }) => {
    const c2c = await openCalculator(page, 'clicks-to-conversions');
    await c2c.calculate({ 'Conversion Rate (%)': '2.5', 'Target Conversions': '50' });
    await c2c.form.getByRole('button', { name: 'Use this result in…', exact: true }).click();
    await c2c.form
      .getByTestId('use-result')
      .getByRole('list', { name: 'Estimated Cost at $1.50 CPC ($3,000.00) →' })
      .getByRole('link', { name: 'Cost Per Acquisition (CPA): Marketing Spend ($)' })
      .click();
    const cpa = await calculatorOn(page);
    await cpa.calculate({ 'Number of Acquisitions': '50' });
    await expect(cpa.output('cpa')).toHaveText('$60.00');
    await page.getByRole('navigation', { name: 'Plan' }).getByRole('link', { name: 'Open as a plan' }).click();

    await expect(page).toHaveURL(/\/plan\?plan=1&step=clicks-to-conversions&step=cpa&/);
    const first = step(page, 1, 'Clicks to Conversions');
    const second = step(page, 2, 'Cost Per Acquisition (CPA)');
    // 50 ÷ 2.5% = 2,000 clicks at $1.50: $3,000.00; $3,000 ÷ 50 = $60.00.
    await expect(first.getByTestId('output-requiredClicks')).toHaveText('2,000');
    await expect(second.getByTestId('output-cpa')).toHaveText('$60.00');
    const spend = second.getByLabel('Marketing Spend ($)', { exact: true });
    await expect(spend).toHaveValue('3000');
    await expect(spend).toHaveAttribute('readonly');
    await expect(second.getByText('From step 1: Estimated Cost at $1.50 CPC')).toBeVisible();

    // Only what fits is offered: step 1's cost is an ad spend, which ROAS takes.
    const add = page.getByTestId('add-step');
    await add
      .getByLabel('Add a step that uses…', { exact: true })
      .selectOption({ label: 'Step 1 (Clicks to Conversions): Estimated Cost at $1.50 CPC → ROAS: Ad Spend ($)' });
    await add.getByRole('button', { name: 'Add step', exact: true }).click();
    const third = step(page, 3, 'ROAS');
    await expect(third.getByLabel('Revenue ($)', { exact: true })).toBeFocused();
    await third.getByLabel('Revenue ($)', { exact: true }).fill('12000');
    // $12,000 ÷ $3,000 = 4.00:1.
    await expect(third.getByTestId('output-roas')).toHaveText('4.00:1');

    // Step 1 edited: 100 ÷ 2.5% = 4,000 clicks, $6,000.00; CPA $6,000 ÷ 50 = $120.00; ROAS $12,000 ÷ $6,000 = 2.00:1.
    await first.getByLabel('Target Conversions', { exact: true }).fill('100');
    await expect(second.getByTestId('output-cpa')).toHaveText('$120.00');
    await expect(third.getByTestId('output-roas')).toHaveText('2.00:1');

    // A step whose inputs fail says why, and the steps after it wait.
    await first.getByLabel('Conversion Rate (%)', { exact: true }).fill('');
    await expect(first.getByTestId('error')).not.toHaveText('');
    await expect(second.getByText('Waiting for step 1: its inputs need fixing first.')).toBeVisible();
    await first.getByLabel('Conversion Rate (%)', { exact: true }).fill('2.5');
    await expect(third.getByTestId('output-roas')).toHaveText('2.00:1');

    // The address is the plan: a new browser context opens the same plan.
    await expect(page).toHaveURL(/0\.conversionRate=2\.5&0\.targetConversions=100&/);
    const address = page.url();
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(address);
    await expect(step(other, 2, 'Cost Per Acquisition (CPA)').getByTestId('output-cpa')).toHaveText('$120.00');
    await expect(step(other, 3, 'ROAS').getByTestId('output-roas')).toHaveText('2.00:1');
    await elsewhere.close();
  });

  test('removing or moving a step repairs the links, names the ones it drops, and keeps their values', async ({ page }) => {
    await page.goto(
      '/plan?plan=1&step=clicks-to-conversions&step=cpa&step=roas&0.conversionRate=2.5&0.targetConversions=50&1.acquisitions=50&2.revenue=12000&link=1.marketingSpend.0.estimatedCost&link=2.adSpend.0.estimatedCost',
    );
    const roas = step(page, 3, 'ROAS');
    await expect(roas.getByTestId('output-roas')).toHaveText('4.00:1');

    // Moving ROAS above Clicks to Conversions would make its link run backward: it is dropped, its value kept.
    await roas.getByRole('button', { name: 'Move up', exact: true }).click();
    const moved = step(page, 2, 'ROAS');
    await expect(moved.getByRole('button', { name: 'Move up', exact: true })).toBeFocused();
    await moved.getByRole('button', { name: 'Move up', exact: true }).click();
    const top = step(page, 1, 'ROAS');
    await expect(page.getByTestId('plan-notice')).toHaveText(
      'ROAS’s Ad Spend ($) no longer takes Clicks to Conversions’ Estimated Cost at $1.50 CPC; it keeps its last value.',
    );
    const adSpend = top.getByLabel('Ad Spend ($)', { exact: true });
    await expect(adSpend).toHaveValue('3000');
    await expect(adSpend).not.toHaveAttribute('readonly');
    await expect(top.getByTestId('output-roas')).toHaveText('4.00:1');
    await expect(top.getByRole('button', { name: 'Move down', exact: true })).toBeFocused();

    // Removing Clicks to Conversions drops CPA's link too.
    await step(page, 2, 'Clicks to Conversions').getByRole('button', { name: 'Remove step', exact: true }).click();
    await expect(page.getByTestId('plan-notice')).toHaveText(
      'Cost Per Acquisition (CPA)’s Marketing Spend ($) no longer takes Clicks to Conversions’ Estimated Cost at $1.50 CPC; it keeps its last value.',
    );
    await expect(step(page, 2, 'Cost Per Acquisition (CPA)').getByTestId('output-cpa')).toHaveText('$60.00');
    await expect(page).toHaveURL(
      /\/plan\?plan=1&step=roas&step=cpa&0\.adSpend=3000&0\.revenue=12000&1\.marketingSpend=3000&1\.acquisitions=50$/,
    );
  });

  test('a damaged plan link says so, and a new plan can still be started', async ({ page }) => {
    await page.goto('/plan?plan=1&step=cpa&step=roas&link=1.adSpend.0.noSuchOutput');
    await expect(page.getByRole('alert').filter({ hasText: planMessages.malformed })).toBeVisible();
    const start = page.getByTestId('add-step');
    await start.getByLabel('First calculator', { exact: true }).selectOption({ label: 'ROI' });
    await start.getByRole('button', { name: 'Start plan', exact: true }).click();
    await expect(step(page, 1, 'ROI').getByLabel('Investment Amount ($)', { exact: true })).toBeFocused();
  });

  for (const width of [375, 1280]) {
    test(`axe finds nothing on a plan at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(
        '/plan?plan=1&step=clicks-to-conversions&step=cpa&0.conversionRate=2.5&0.targetConversions=50&1.acquisitions=50&link=1.marketingSpend.0.estimatedCost',
      );
      await expect(step(page, 2, 'Cost Per Acquisition (CPA)').getByTestId('output-cpa')).toHaveText('$60.00');
      await expect(step(page, 2, 'Cost Per Acquisition (CPA)').getByTestId('band-scale')).toBeVisible();
      const scan = await new AxeBuilder({ page }).include('main').analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
