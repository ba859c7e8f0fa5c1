import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('cost per click', () => {
  test('shows the CPC and its band', async ({ page }) => {
    const c = await openCalculator(page, 'cpc');
    await c.fill('Total Ad Spend ($)', '2500');
    await c.fill('Number of Clicks', '1000');
    await c.press();
    await expect(c.output('cpc')).toHaveText('$2.50');
    await expect(c.band()).toContainText('Moderate');
    expect(c.errors).toEqual([]);
  });

  test('text as ad spend is kept while typing, then rejected with no result', async ({ page }) => {
    const c = await openCalculator(page, 'cpc');
    const spend = page.getByLabel('Total Ad Spend ($)', { exact: true });
    await spend.pressSequentially('abc');
    await expect(spend).toHaveValue('abc');
    await c.fill('Number of Clicks', '100');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid advertising cost (must be a positive number).');
    await expect(c.result()).toHaveCount(0);
  });

  test('hides the result when a later Calculate fails; editing keeps the error', async ({ page }) => {
    const c = await openCalculator(page, 'cpc');
    await c.fill('Total Ad Spend ($)', '500');
    await c.fill('Number of Clicks', '100');
    await c.press();
    await expect(c.output('cpc')).toHaveText('$5.00');
    await expect(c.band()).toContainText('Very High');
    await c.fill('Number of Clicks', '0');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of clicks (must be a positive integer).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Number of Clicks', '200');
    await expect(c.error()).toHaveText('Please enter a valid number of clicks (must be a positive integer).');
    await c.press();
    await expect(c.error()).toHaveText('');
    await expect(c.output('cpc')).toHaveText('$2.50');
  });
});
