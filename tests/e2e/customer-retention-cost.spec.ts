import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('customer retention cost', () => {
  test('total spend method with band and CAC comparison', async ({ page }) => {
    const c = await openCalculator(page, 'customer-retention-cost');
    await c.fill('Retention Budget ($)', '50000');
    await c.fill('Active Customers', '1000');
    await c.press();
    await expect(c.output('crc')).toHaveText('$50.00');
    await expect(c.band()).toContainText('Moderate');
    await expect(c.output('crcVsCac')).toContainText('Most businesses');
    await expect(c.output('crcVsCac')).toContainText('$166.67 – $333.33');
  });

  test('detailed method: blank costs count as 0, breakdown with one-decimal shares', async ({ page }) => {
    const c = await openCalculator(page, 'customer-retention-cost');
    await c.tab('Detailed Method');
    await c.fill('Loyalty Program Cost ($)', '3000');
    await c.fill('Customer Support Cost ($)', '6000');
    await c.fill('Active Customers', '100');
    await c.press();
    await expect(c.output('totalRetentionCost')).toHaveText('$9,000.00');
    await expect(c.output('crc')).toHaveText('$90.00');
    const breakdown = c.output('costBreakdown');
    await expect(breakdown.getByRole('row', { name: /Loyalty Program/ })).toContainText('33.3%');
    await expect(breakdown.getByRole('row', { name: /Customer Support/ })).toContainText('66.7%');
  });

  test('hides the result on a failing Calculate', async ({ page }) => {
    const c = await openCalculator(page, 'customer-retention-cost');
    await c.fill('Retention Budget ($)', '1000');
    await c.fill('Active Customers', '10');
    await c.press();
    await expect(c.output('crc')).toHaveText('$100.00');
    await c.fill('Active Customers', '0');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of active customers (must be a positive integer).');
    await expect(c.result()).toHaveCount(0);
  });
});
