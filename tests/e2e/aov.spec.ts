import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('average order value', () => {
  test('shows the AOV, its caption and its band', async ({ page }) => {
    const c = await openCalculator(page, 'aov');
    await c.fill('Total Revenue ($)', '25000');
    await c.fill('Number of Orders', '300');
    await c.press();
    await expect(c.output('aov')).toHaveText('$83.33');
    await expect(c.result().getByText('From $25,000 in revenue and an order count of 300', { exact: true })).toBeVisible();
    await expect(c.bandLabel()).toHaveText('Good');
    expect(c.errors).toEqual([]);
  });

  test('hides the result when a later Calculate fails; editing keeps the error', async ({ page }) => {
    const c = await openCalculator(page, 'aov');
    await c.fill('Total Revenue ($)', '2000');
    await c.fill('Number of Orders', '10');
    await c.press();
    await expect(c.output('aov')).toHaveText('$200.00');
    await expect(c.bandLabel()).toHaveText('Excellent');
    await c.fill('Number of Orders', '0.9');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid Number of Orders (must be a positive integer).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Total Revenue ($)', 'abc');
    await expect(c.error()).toHaveText('Please enter a valid Number of Orders (must be a positive integer).');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid Total Revenue (must be a non-negative number).');
    await expect(c.result()).toHaveCount(0);
  });
});
