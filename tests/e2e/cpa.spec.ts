import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('cost per acquisition', () => {
  test('shows the CPA and its band', async ({ page }) => {
    const c = await openCalculator(page, 'cpa');
    await c.fill('Marketing Spend ($)', '5000');
    await c.fill('Number of Acquisitions', '125');
    await c.press();
    await expect(c.output('cpa')).toHaveText('$40.00');
    await expect(c.band()).toContainText('Reasonable');
    expect(c.errors).toEqual([]);
  });

  test('text as marketing spend is kept while typing, then rejected with no result', async ({ page }) => {
    const c = await openCalculator(page, 'cpa');
    const spend = page.getByLabel('Marketing Spend ($)', { exact: true });
    await spend.pressSequentially('abc');
    await expect(spend).toHaveValue('abc');
    await c.fill('Number of Acquisitions', '10');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid advertising spend (must be a positive number).');
    await expect(c.result()).toHaveCount(0);
  });

  test('hides the result when a later Calculate fails; editing keeps the error', async ({ page }) => {
    const c = await openCalculator(page, 'cpa');
    await c.fill('Marketing Spend ($)', '1000');
    await c.fill('Number of Acquisitions', '10');
    await c.press();
    await expect(c.output('cpa')).toHaveText('$100.00');
    await expect(c.band()).toContainText('High');
    await c.fill('Number of Acquisitions', '0');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of conversions (must be a positive integer).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Number of Acquisitions', '40');
    await expect(c.error()).toHaveText('Please enter a valid number of conversions (must be a positive integer).');
    await c.press();
    await expect(c.error()).toHaveText('');
    await expect(c.output('cpa')).toHaveText('$25.00');
  });
});
