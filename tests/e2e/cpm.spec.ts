import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('cpm', () => {
  test('shows the CPM and its band', async ({ page }) => {
    const c = await openCalculator(page, 'cpm');
    await c.fill('Ad Cost ($)', '500');
    await c.fill('Impressions', '100000');
    await c.press();
    await expect(c.output('cpm')).toHaveText('$5.00');
    await expect(c.band()).toContainText('Average');
    expect(c.errors).toEqual([]);
  });

  test('keeps one decimal point in the cost and only digits in impressions', async ({ page }) => {
    await openCalculator(page, 'cpm');
    const cost = page.getByLabel('Ad Cost ($)', { exact: true });
    await cost.pressSequentially('1a2.5.0b');
    await expect(cost).toHaveValue('12.50');
    const impressions = page.getByLabel('Impressions', { exact: true });
    await impressions.pressSequentially('1a2b.3-4');
    await expect(impressions).toHaveValue('1234');
    await expect(impressions).toHaveAttribute('min', '1');
  });

  test('keeps the previous result when a later Calculate fails, and clears the error on edit', async ({ page }) => {
    const c = await openCalculator(page, 'cpm');
    await c.fill('Ad Cost ($)', '2000');
    await c.fill('Impressions', '100000');
    await c.press();
    await expect(c.output('cpm')).toHaveText('$20.00');
    await expect(c.band()).toContainText('High');
    await c.fill('Ad Cost ($)', '0');
    await c.press();
    await expect(c.error()).toHaveText('Ad cost must be greater than zero');
    await expect(c.output('cpm')).toHaveText('$20.00');
    await c.fill('Ad Cost ($)', '150');
    await expect(c.error()).toHaveText('');
    await c.fill('Impressions', '0');
    await c.press();
    await expect(c.error()).toHaveText('Impressions must be greater than zero');
    await expect(c.output('cpm')).toHaveText('$20.00');
    await c.fill('Impressions', '');
    await c.press();
    await expect(c.error()).toHaveText('Please enter valid numbers for both fields');
    await c.fill('Impressions', '100000');
    await c.press();
    await expect(c.output('cpm')).toHaveText('$1.50');
    await expect(c.band()).toContainText('Very Low');
  });
});
