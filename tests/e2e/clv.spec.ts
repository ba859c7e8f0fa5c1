import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('customer lifetime value', () => {
  test('shows the lifetime value, its yearly value and its band', async ({ page }) => {
    const c = await openCalculator(page, 'clv');
    await c.fill('Average Purchase Value ($)', '120');
    await c.fill('Purchase Frequency (per year)', '3');
    await c.fill('Customer Lifespan (years)', '4');
    await c.press();
    await expect(c.output('clv')).toHaveText('$1,440.00');
    await expect(c.result()).toContainText('Revenue per customer per year: $360.00');
    await expect(c.band()).toContainText('Excellent');
    expect(c.errors).toEqual([]);
  });

  test('keeps digits and one decimal point while typing', async ({ page }) => {
    await openCalculator(page, 'clv');
    const value = page.getByLabel('Average Purchase Value ($)', { exact: true });
    await value.pressSequentially('-a1b2.5.0c');
    await expect(value).toHaveValue('12.50');
    const lifespan = page.getByLabel('Customer Lifespan (years)', { exact: true });
    await lifespan.pressSequentially('2,5y');
    await expect(lifespan).toHaveValue('25');
  });

  test('keeps the previous result when a later Calculate fails, and clears the error on edit', async ({ page }) => {
    const c = await openCalculator(page, 'clv');
    await c.fill('Average Purchase Value ($)', '50');
    await c.fill('Purchase Frequency (per year)', '2');
    await c.fill('Customer Lifespan (years)', '1');
    await c.press();
    await expect(c.output('clv')).toHaveText('$100.00');
    await expect(c.band()).toContainText('Moderate');
    await c.fill('Customer Lifespan (years)', '0');
    await c.press();
    await expect(c.error()).toHaveText('All values must be greater than zero');
    await expect(c.output('clv')).toHaveText('$100.00');
    await c.fill('Customer Lifespan (years)', '2');
    await expect(c.error()).toHaveText('');
    await c.fill('Purchase Frequency (per year)', '');
    await c.press();
    await expect(c.error()).toHaveText('Please enter valid numbers for all fields');
    await expect(c.output('clv')).toHaveText('$100.00');
  });
});
