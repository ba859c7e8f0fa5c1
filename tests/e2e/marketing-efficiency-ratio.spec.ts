import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('marketing efficiency ratio', () => {
  test('a healthy MER with its caption', async ({ page }) => {
    const c = await openCalculator(page, 'marketing-efficiency-ratio');
    await c.fill('Total Revenue ($)', '150000');
    await c.fill('Marketing Spend ($)', '50000');
    await c.press();
    await expect(c.output('marketingEfficiencyRatio')).toHaveText('3.00:1');
    await expect(c.result()).toContainText('Every $1 of marketing spend is matched by $3.00 in total revenue');
    await expect(c.bandLabel()).toHaveText('Healthy');
  });

  test('edge bands', async ({ page }) => {
    const c = await openCalculator(page, 'marketing-efficiency-ratio');
    await c.fill('Total Revenue ($)', '249');
    await c.fill('Marketing Spend ($)', '100');
    await c.press();
    await expect(c.bandLabel()).toHaveText('Positive but Concerning');
    await c.fill('Total Revenue ($)', '600');
    await c.press();
    await expect(c.bandLabel()).toHaveText('Outstanding');
  });

  test('hides the result when a later Calculate fails', async ({ page }) => {
    const c = await openCalculator(page, 'marketing-efficiency-ratio');
    await c.fill('Total Revenue ($)', '99');
    await c.fill('Marketing Spend ($)', '100');
    await c.press();
    await expect(c.bandLabel()).toHaveText('Spend Exceeds Revenue');
    await c.fill('Marketing Spend ($)', '0');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid marketing spend amount (must be a positive number).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Total Revenue ($)', '-1');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid revenue amount (must be a non-negative number).');
  });
});
