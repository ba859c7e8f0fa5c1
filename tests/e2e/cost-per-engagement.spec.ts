import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('cost per engagement', () => {
  test('shows the CPE to three decimals, its caption and its band', async ({ page }) => {
    const c = await openCalculator(page, 'cost-per-engagement');
    await c.fill('Campaign Cost ($)', '500');
    await c.fill('Total Engagements', '4000');
    await c.press();
    await expect(c.output('cpe')).toHaveText('$0.125');
    await expect(c.result().getByText('From $500 in campaign cost and an engagement count of 4,000', { exact: true })).toBeVisible();
    await expect(c.bandLabel()).toHaveText('Good');
    expect(c.errors).toEqual([]);
  });

  test('hides the result when a later Calculate fails; editing keeps the error', async ({ page }) => {
    const c = await openCalculator(page, 'cost-per-engagement');
    await c.fill('Campaign Cost ($)', '100');
    await c.fill('Total Engagements', '100');
    await c.press();
    await expect(c.output('cpe')).toHaveText('$1.000');
    await expect(c.bandLabel()).toHaveText('High');
    await c.fill('Total Engagements', '0.7');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of engagements (must be a positive integer).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Campaign Cost ($)', 'abc');
    await c.fill('Total Engagements', '100');
    await expect(c.error()).toHaveText('Please enter a valid number of engagements (must be a positive integer).');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid campaign cost (must be a positive number).');
    await expect(c.result()).toHaveCount(0);
  });
});
