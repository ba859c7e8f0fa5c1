import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('clicks to conversions', () => {
  test('required clicks with the sentence and the example cost', async ({ page }) => {
    const c = await openCalculator(page, 'clicks-to-conversions');
    await c.fill('Conversion Rate (%)', '2.5');
    await c.fill('Target Conversions', '50');
    await c.press();
    await expect(c.output('requiredClicks')).toHaveText('2,000');
    await expect(c.result()).toContainText('to achieve 50 conversions at a 2.5% conversion rate');
    await expect(c.output('estimatedCost')).toHaveText('$3,000.00');
    await expect(c.result()).toContainText('Estimated Cost at $1.50 CPC');
  });

  test('rounds up; hides the result when a later Calculate fails', async ({ page }) => {
    const c = await openCalculator(page, 'clicks-to-conversions');
    await c.fill('Conversion Rate (%)', '3');
    await c.fill('Target Conversions', '10');
    await c.press();
    await expect(c.output('requiredClicks')).toHaveText('334');
    await expect(c.output('estimatedCost')).toHaveText('$501.00');
    await c.fill('Conversion Rate (%)', '100.5');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid conversion rate (must be a positive number between 0 and 100).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Conversion Rate (%)', '2.5');
    await c.fill('Target Conversions', '0.9');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid target number of conversions (must be a positive integer).');
    await expect(c.result()).toHaveCount(0);
  });
});
