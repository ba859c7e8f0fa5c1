import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('organic search traffic growth', () => {
  test('growth in green with an Increase subtitle', async ({ page }) => {
    const c = await openCalculator(page, 'organic-search-traffic-growth');
    await c.fill('Initial Traffic (Sessions)', '10000');
    await c.fill('Current Traffic (Sessions)', '12500');
    await c.press();
    await expect(c.output('growthRate')).toHaveText('+25.00%');
    await expect(c.output('growthRate')).toHaveCSS('color', 'rgb(21, 128, 61)');
    await expect(page.locator('form:visible').getByTestId('caption-growthRate')).toHaveText('Increase from 10,000 to 12,500 sessions');
    await expect(c.bandLabel()).toHaveText('Healthy Growth');
    await expect(page.getByText('How to sustain your organic growth')).toBeVisible();
    expect(c.errors).toEqual([]);
  });

  test('a decline in red with a Decrease subtitle', async ({ page }) => {
    const c = await openCalculator(page, 'organic-search-traffic-growth');
    await c.fill('Initial Traffic (Sessions)', '1000');
    await c.fill('Current Traffic (Sessions)', '799');
    await c.press();
    await expect(c.output('growthRate')).toHaveText('-20.10%');
    await expect(c.output('growthRate')).toHaveCSS('color', 'rgb(185, 28, 28)');
    await expect(page.locator('form:visible').getByTestId('caption-growthRate')).toHaveText('Decrease from 1,000 to 799 sessions');
    await expect(c.bandLabel()).toHaveText('Significant Decrease');
    await expect(page.getByText('How to grow your organic search traffic')).toBeVisible();
  });

  test('hides the result when a later Calculate fails', async ({ page }) => {
    const c = await openCalculator(page, 'organic-search-traffic-growth');
    await c.fill('Initial Traffic (Sessions)', '1000');
    await c.fill('Current Traffic (Sessions)', '1000');
    await c.press();
    await expect(c.output('growthRate')).toHaveText('0.00%');
    await expect(page.locator('form:visible').getByTestId('caption-growthRate')).toHaveText('No change from 1,000 to 1,000 sessions');
    await expect(c.bandLabel()).toHaveText('Modest Growth');
    await c.fill('Initial Traffic (Sessions)', '0');
    await c.press();
    await expect(c.error()).toHaveText('Initial traffic cannot be zero (would result in division by zero).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Current Traffic (Sessions)', 'abc');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid current traffic value (must be a non-negative number).');
  });
});
