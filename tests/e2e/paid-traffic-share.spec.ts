import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('paid traffic share', () => {
  test('shows the share, its caption and its band', async ({ page }) => {
    const c = await openCalculator(page, 'paid-traffic-share');
    await c.fill('Paid Traffic Sessions', '2500');
    await c.fill('Total Traffic Sessions', '10000');
    await c.press();
    await expect(c.output('paidTrafficShare')).toHaveText('25.00%');
    await expect(page.locator('form:visible').getByTestId('caption-paidTrafficShare')).toHaveText(
      '2,500 paid sessions out of 10,000 total sessions',
    );
    await expect(c.bandLabel()).toHaveText('Healthy');
    await expect(page.getByText('How to use paid traffic to grow')).toBeVisible();
    expect(c.errors).toEqual([]);
  });

  test('tips switch at 30%', async ({ page }) => {
    const c = await openCalculator(page, 'paid-traffic-share');
    await c.fill('Paid Traffic Sessions', '7000');
    await c.fill('Total Traffic Sessions', '10000');
    await c.press();
    await expect(c.output('paidTrafficShare')).toHaveText('70.00%');
    await expect(c.bandLabel()).toHaveText('Heavy');
    await expect(page.getByText('How to reduce your reliance on paid traffic')).toBeVisible();
  });

  test('hides the result when a later Calculate fails', async ({ page }) => {
    const c = await openCalculator(page, 'paid-traffic-share');
    await c.fill('Paid Traffic Sessions', '3000');
    await c.fill('Total Traffic Sessions', '10000');
    await c.press();
    await expect(c.output('paidTrafficShare')).toHaveText('30.00%');
    await expect(c.bandLabel()).toHaveText('Moderate');
    await c.fill('Paid Traffic Sessions', '10001');
    await c.press();
    await expect(c.error()).toHaveText('Paid traffic cannot exceed total traffic.');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Total Traffic Sessions', '0');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of total traffic sessions (must be a positive integer).');
  });
});
