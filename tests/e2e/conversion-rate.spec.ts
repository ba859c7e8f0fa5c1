import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('conversion rate', () => {
  test('shows the rate and its band', async ({ page }) => {
    const c = await openCalculator(page, 'conversion-rate');
    await c.fill('Total Visitors', '10000');
    await c.fill('Total Conversions', '250');
    await c.press();
    await expect(c.output('conversionRate')).toHaveText('2.50%');
    await expect(c.band()).toContainText('Good');
    expect(c.errors).toEqual([]);
  });

  test('keeps only digits while typing', async ({ page }) => {
    await openCalculator(page, 'conversion-rate');
    const visitors = page.getByLabel('Total Visitors', { exact: true });
    await visitors.pressSequentially('1a2b.3-4');
    await expect(visitors).toHaveValue('1234');
    await expect(visitors).toHaveAttribute('min', '1');
    await expect(page.getByLabel('Total Conversions', { exact: true })).toHaveAttribute('min', '0');
  });

  test('keeps the previous result when a later Calculate fails, and clears the error on edit', async ({ page }) => {
    const c = await openCalculator(page, 'conversion-rate');
    await c.fill('Total Visitors', '100');
    await c.fill('Total Conversions', '5');
    await c.press();
    await expect(c.output('conversionRate')).toHaveText('5.00%');
    await c.fill('Total Conversions', '101');
    await c.press();
    await expect(c.error()).toHaveText('Conversions cannot be greater than total visitors');
    await expect(c.output('conversionRate')).toHaveText('5.00%');
    await c.fill('Total Conversions', '10');
    await expect(c.error()).toHaveText('');
    await c.fill('Total Visitors', '');
    await c.press();
    await expect(c.error()).toHaveText('Please enter valid numbers for both fields');
    await c.fill('Total Visitors', '0');
    await c.press();
    await expect(c.error()).toHaveText('Total visitors must be greater than zero');
  });
});
