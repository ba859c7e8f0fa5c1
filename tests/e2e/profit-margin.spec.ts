import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('profit margin', () => {
  test('margin, profit, revenue, costs and the industry comparison', async ({ page }) => {
    const c = await openCalculator(page, 'profit-margin');
    await c.fill('Revenue ($)', '100000');
    await c.fill('Costs ($)', '85000');
    await c.press();
    await expect(c.output('profitMargin')).toHaveText('15.00%');
    await expect(c.output('profit')).toHaveText('$15,000.00');
    await expect(c.output('revenueAmount')).toHaveText('$100,000.00');
    await expect(c.output('costsAmount')).toHaveText('$85,000.00');
    await expect(c.output('industryComparison')).toHaveText('Average to good');
    await expect(c.bandLabel()).toHaveText('Healthy');
  });

  test('costs equal to revenue give a zero margin', async ({ page }) => {
    const c = await openCalculator(page, 'profit-margin');
    await c.fill('Revenue ($)', '100');
    await c.fill('Costs ($)', '100');
    await c.press();
    await expect(c.output('profitMargin')).toHaveText('0.00%');
    await expect(c.output('industryComparison')).toHaveText('Below average');
    await expect(c.bandLabel()).toHaveText('Very Low');
  });

  test('hides the result when a later Calculate fails', async ({ page }) => {
    const c = await openCalculator(page, 'profit-margin');
    await c.fill('Revenue ($)', '100');
    await c.fill('Costs ($)', '70');
    await c.press();
    await expect(c.bandLabel()).toHaveText('Excellent');
    await c.fill('Costs ($)', '100.01');
    await c.press();
    await expect(c.error()).toHaveText('Costs cannot exceed revenue for a profit margin calculation. This would result in a loss (negative profit margin).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Revenue ($)', '0');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid revenue amount (must be a positive number).');
    await c.fill('Revenue ($)', '100');
    await c.fill('Costs ($)', '');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid costs amount (must be a non-negative number).');
  });
});
