import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('cost per lead', () => {
  test('shows the CPL, its caption and its band', async ({ page }) => {
    const c = await openCalculator(page, 'cpl');
    await c.fill('Marketing Spend ($)', '5000');
    await c.fill('Leads Generated', '200');
    await c.press();
    await expect(c.output('cpl')).toHaveText('$25.00');
    await expect(c.result().getByText('From $5,000 in marketing spend and a lead count of 200', { exact: true })).toBeVisible();
    await expect(c.bandLabel()).toHaveText('Moderate');
    expect(c.errors).toEqual([]);
  });

  test('hides the result when a later Calculate fails; editing keeps the error', async ({ page }) => {
    const c = await openCalculator(page, 'cpl');
    await c.fill('Marketing Spend ($)', '1000');
    await c.fill('Leads Generated', '10');
    await c.press();
    await expect(c.output('cpl')).toHaveText('$100.00');
    await expect(c.bandLabel()).toHaveText('Very High');
    await c.fill('Leads Generated', '0');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of leads (must be a positive integer).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Marketing Spend ($)', '-10');
    await c.fill('Leads Generated', '10');
    await expect(c.error()).toHaveText('Please enter a valid number of leads (must be a positive integer).');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid marketing spend (must be a positive number).');
    await expect(c.result()).toHaveCount(0);
  });
});
