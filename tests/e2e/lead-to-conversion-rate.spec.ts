import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('lead to conversion rate', () => {
  test('rate, caption and the $1,000-per-customer revenue illustration', async ({ page }) => {
    const c = await openCalculator(page, 'lead-to-conversion-rate');
    await c.fill('Total Leads', '500');
    await c.fill('Conversions', '40');
    await c.press();
    await expect(c.output('conversionRate')).toHaveText('8.00%');
    await expect(c.result().getByText('40 conversions from 500 leads', { exact: true })).toBeVisible();
    await expect(c.output('currentRevenue')).toHaveText('$40,000.00');
    await expect(c.output('improvedRevenue')).toHaveText('$65,000.00');
    await expect(c.output('extraRevenue')).toHaveText('$25,000.00');
    await expect(c.bandLabel()).toHaveText('Average');
  });

  test('hides the result when a later Calculate fails; counts truncate', async ({ page }) => {
    const c = await openCalculator(page, 'lead-to-conversion-rate');
    await c.fill('Total Leads', '1000.9');
    await c.fill('Conversions', '200.7');
    await c.press();
    await expect(c.output('conversionRate')).toHaveText('20.00%');
    await expect(c.bandLabel()).toHaveText('Excellent');
    await c.fill('Conversions', '1001');
    await c.press();
    await expect(c.error()).toHaveText('Number of conversions cannot exceed the number of leads.');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Total Leads', 'abc');
    await expect(c.error()).toHaveText('Number of conversions cannot exceed the number of leads.');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of leads (must be a positive integer).');
  });
});
