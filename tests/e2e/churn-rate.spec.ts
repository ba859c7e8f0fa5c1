import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('churn rate', () => {
  test('monthly churn with its annual projection', async ({ page }) => {
    const c = await openCalculator(page, 'churn-rate');
    await c.fill('Starting Customers', '1000');
    await c.fill('Churned Customers', '50');
    await c.press();
    await expect(c.output('churnRate')).toHaveText('5.00%');
    await expect(c.output('projectedAnnualChurn')).toHaveText('45.96%');
    await expect(c.band()).toContainText('Acceptable');
  });

  test('a period change waits for Calculate; annual shows no projection', async ({ page }) => {
    const c = await openCalculator(page, 'churn-rate');
    await c.fill('Starting Customers', '1000');
    await c.fill('Churned Customers', '50');
    await c.select('Time Period', 'Quarter');
    await c.press();
    await expect(c.output('projectedAnnualChurn')).toHaveText('18.55%');
    await c.select('Time Period', 'Year');
    await expect(c.output('projectedAnnualChurn')).toHaveText('18.55%');
    await c.press();
    await expect(c.output('churnRate')).toHaveText('5.00%');
    await expect(c.output('projectedAnnualChurn')).toHaveCount(0);
  });

  test('hides the result when a later Calculate fails; counts truncate', async ({ page }) => {
    const c = await openCalculator(page, 'churn-rate');
    await c.fill('Starting Customers', '1000.9');
    await c.fill('Churned Customers', '20.7');
    await c.press();
    await expect(c.output('churnRate')).toHaveText('2.00%');
    await c.fill('Churned Customers', '1001');
    await c.press();
    await expect(c.error()).toHaveText('Churned customers cannot exceed starting customers.');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Starting Customers', 'abc');
    await expect(c.error()).toHaveText('Churned customers cannot exceed starting customers.');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of starting customers (must be a positive integer).');
  });
});
