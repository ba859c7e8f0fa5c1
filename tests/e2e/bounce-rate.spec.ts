import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('bounce rate', () => {
  test('bounce rate with its caption and band', async ({ page }) => {
    const c = await openCalculator(page, 'bounce-rate');
    await c.fill('Total Visits', '10000');
    await c.fill('Single-Page Visits', '4200');
    await c.press();
    await expect(c.output('bounceRate')).toHaveText('42.00%');
    await expect(page.locator('form:visible [data-output="bounceRate"]')).toContainText('4,200 of 10,000 visits viewed only one page');
    await expect(c.bandLabel()).toHaveText('Good');
  });

  test('hides the result when a later Calculate fails; counts truncate', async ({ page }) => {
    const c = await openCalculator(page, 'bounce-rate');
    await c.fill('Total Visits', '100.9');
    await c.fill('Single-Page Visits', '85.7');
    await c.press();
    await expect(c.output('bounceRate')).toHaveText('85.00%');
    await expect(c.bandLabel()).toHaveText('Very High');
    await c.fill('Single-Page Visits', '101');
    await c.press();
    await expect(c.error()).toHaveText('Single-page visits cannot exceed total visits.');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Single-Page Visits', '-1');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of single-page visits (must be a non-negative integer).');
    await c.fill('Total Visits', '0');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of total visits (must be a positive integer).');
  });
});
