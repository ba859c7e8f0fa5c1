import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('customer acquisition cost', () => {
  test('a blank sales cost counts as zero', async ({ page }) => {
    const c = await openCalculator(page, 'cac');
    await c.fill('Marketing Costs ($)', '3000');
    await c.fill('New Customers Acquired', '40');
    await c.press();
    await expect(c.output('cac')).toHaveText('$75.00');
    await expect(c.band()).toContainText('Moderate');
    await expect(c.result()).toContainText('Marketing + sales costs: $3,000.00 · New customers: 40');
    expect(c.errors).toEqual([]);
  });

  test('adds marketing and sales costs', async ({ page }) => {
    const c = await openCalculator(page, 'cac');
    await c.fill('Marketing Costs ($)', '15000');
    await c.fill('Sales Costs ($)', '10000');
    await c.fill('New Customers Acquired', '200');
    await c.press();
    await expect(c.output('cac')).toHaveText('$125.00');
    await expect(c.band()).toContainText('Moderate');
  });

  test('accepts any text while typing and checks it on Calculate', async ({ page }) => {
    const c = await openCalculator(page, 'cac');
    const marketing = page.getByLabel('Marketing Costs ($)', { exact: true });
    await marketing.pressSequentially('12abc');
    await expect(marketing).toHaveValue('12abc');
    await c.fill('New Customers Acquired', '10');
    await c.press();
    await expect(c.error()).toHaveText('Please enter valid costs (must be positive numbers).');
  });

  test('hides the result when a later Calculate fails, and keeps the error while editing', async ({ page }) => {
    const c = await openCalculator(page, 'cac');
    await c.fill('Marketing Costs ($)', '3000');
    await c.fill('Sales Costs ($)', '2000');
    await c.fill('New Customers Acquired', '100');
    await c.press();
    await expect(c.output('cac')).toHaveText('$50.00');
    await c.fill('New Customers Acquired', '0');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of new customers (must be a positive integer).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('New Customers Acquired', '10');
    await expect(c.error()).toHaveText('Please enter a valid number of new customers (must be a positive integer).');
    await c.fill('Marketing Costs ($)', '');
    await c.fill('Sales Costs ($)', '0');
    await c.press();
    await expect(c.error()).toHaveText('At least one cost (marketing or sales) must be greater than zero.');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Sales Costs ($)', '-50');
    await c.press();
    await expect(c.error()).toHaveText('Please enter valid costs (must be positive numbers).');
  });
});
