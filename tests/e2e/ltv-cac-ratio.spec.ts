import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('LTV:CAC ratio', () => {
  test('a healthy ratio with its caption', async ({ page }) => {
    const c = await openCalculator(page, 'ltv-cac-ratio');
    await c.fill('Customer Lifetime Value ($)', '1800');
    await c.fill('Customer Acquisition Cost ($)', '450');
    await c.press();
    await expect(c.output('ltvCacRatio')).toHaveText('4.00:1');
    await expect(c.result()).toContainText('$1,800.00 lifetime value for $450.00 spent to acquire each customer');
    await expect(c.bandLabel()).toHaveText('Healthy');
  });

  test('edge bands', async ({ page }) => {
    const c = await openCalculator(page, 'ltv-cac-ratio');
    await c.fill('Customer Lifetime Value ($)', '299');
    await c.fill('Customer Acquisition Cost ($)', '100');
    await c.press();
    await expect(c.bandLabel()).toHaveText('Room for Improvement');
    await c.fill('Customer Lifetime Value ($)', '500');
    await c.press();
    await expect(c.bandLabel()).toHaveText('Excellent');
  });

  test('hides the result when a later Calculate fails', async ({ page }) => {
    const c = await openCalculator(page, 'ltv-cac-ratio');
    await c.fill('Customer Lifetime Value ($)', '99');
    await c.fill('Customer Acquisition Cost ($)', '100');
    await c.press();
    await expect(c.bandLabel()).toHaveText('Unsustainable');
    await c.fill('Customer Acquisition Cost ($)', '0');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid Customer Acquisition Cost (must be a positive number greater than zero).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Customer Lifetime Value ($)', 'abc');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid Customer Lifetime Value (must be a positive number).');
  });
});
