import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('revenue growth rate', () => {
  test('quarterly growth with annualized rate and revenue change', async ({ page }) => {
    const c = await openCalculator(page, 'revenue-growth-rate');
    await expect(page.getByLabel('Current Revenue ($)')).toHaveAttribute('placeholder', '250000');
    await expect(page.getByLabel('Previous Revenue ($)')).toHaveAttribute('placeholder', '200000');
    await expect(page.getByLabel('Period Type')).toHaveValue('Year');
    await c.fill('Current Revenue ($)', '250000');
    await c.fill('Previous Revenue ($)', '200000');
    await c.select('Period Type', 'Quarter');
    await c.press('Calculate Growth Rate');
    await expect(c.output('growthRate')).toHaveText('+25.00%');
    await expect(c.output('annualizedRate')).toHaveText('+144.14%');
    await expect(c.output('revenueChange')).toHaveText('+$50,000.00');
    await expect(c.band()).toContainText('Exceptional Growth');
    await expect(page.getByText('Strategies to Sustain Growth')).toBeVisible();
  });

  test('a decline shows in red, with no annualized rate for a year', async ({ page }) => {
    const c = await openCalculator(page, 'revenue-growth-rate');
    await c.fill('Current Revenue ($)', '180000');
    await c.fill('Previous Revenue ($)', '200000');
    await c.press('Calculate Growth Rate');
    await expect(c.output('growthRate')).toHaveText('-10.00%');
    await expect(c.output('growthRate')).toHaveCSS('color', 'rgb(185, 28, 28)');
    await expect(c.output('annualizedRate')).toHaveCount(0);
    await expect(page.getByText('Strategies to Reverse Decline')).toBeVisible();
  });

  test('hides the result on a failing Calculate', async ({ page }) => {
    const c = await openCalculator(page, 'revenue-growth-rate');
    await c.fill('Current Revenue ($)', '100');
    await c.fill('Previous Revenue ($)', '100');
    await c.press('Calculate Growth Rate');
    await expect(c.output('growthRate')).toHaveText('0.00%');
    await c.fill('Previous Revenue ($)', '0');
    await c.press('Calculate Growth Rate');
    await expect(c.error()).toHaveText('Please enter a valid previous revenue amount (must be a positive number).');
    await expect(c.result()).toHaveCount(0);
  });
});
