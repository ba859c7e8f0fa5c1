import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('retention rate', () => {
  test('annual retention with its period label and caption', async ({ page }) => {
    const c = await openCalculator(page, 'retention-rate');
    await c.fill('Starting Customers', '1000');
    await c.fill('New Customers', '150');
    await c.fill('Ending Customers', '1030');
    await c.select('Time Period', 'Year');
    await c.press();
    await expect(c.output('retentionRate')).toHaveText('88.00%');
    await expect(page.locator('form:visible [data-output="retentionRate"]')).toContainText('Annual Retention Rate');
    await expect(page.locator('form:visible [data-output="retentionRate"]')).toContainText('(1,030 ending − 150 new) ÷ 1,000 starting customers');
    await expect(c.bandLabel()).toHaveText('Excellent');
    await expect(c.output('negativeNote')).toHaveCount(0);
  });

  test('a period change waits for Calculate; a negative rate is Very Low', async ({ page }) => {
    const c = await openCalculator(page, 'retention-rate');
    await c.fill('Starting Customers', '100');
    await c.fill('New Customers', '50');
    await c.fill('Ending Customers', '40');
    await c.press();
    await expect(c.output('retentionRate')).toHaveText('-10.00%');
    await expect(page.locator('form:visible [data-output="retentionRate"]')).toContainText('Monthly Retention Rate');
    await expect(c.bandLabel()).toHaveText('Very Low');
    await expect(c.output('negativeNote')).toContainText('fewer customers (40) than you gained (50)');
    await c.select('Time Period', 'Quarter');
    await expect(page.locator('form:visible [data-output="retentionRate"]')).toContainText('Monthly Retention Rate');
    await c.press();
    await expect(page.locator('form:visible [data-output="retentionRate"]')).toContainText('Quarterly Retention Rate');
  });

  test('hides the result when ending customers exceed starting plus new', async ({ page }) => {
    const c = await openCalculator(page, 'retention-rate');
    await c.fill('Starting Customers', '100');
    await c.fill('New Customers', '20');
    await c.fill('Ending Customers', '120');
    await c.press();
    await expect(c.output('retentionRate')).toHaveText('100.00%');
    await expect(c.bandLabel()).toHaveText('Exceptional');
    await c.fill('Ending Customers', '121');
    await c.press();
    await expect(c.error()).toHaveText('Ending customers cannot exceed the sum of starting and new customers.');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Starting Customers', 'abc');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of starting customers (must be a positive integer).');
  });
});
