import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('ROAS', () => {
  test('shows the ROAS as a ratio and its band', async ({ page }) => {
    const c = await openCalculator(page, 'roas');
    await c.fill('Ad Spend ($)', '1000');
    await c.fill('Revenue ($)', '4500');
    await c.press();
    await expect(c.output('roas')).toHaveText('4.50:1');
    await expect(c.band()).toContainText('Excellent');
    expect(c.errors).toEqual([]);
  });

  test('keeps digits and one decimal point while typing', async ({ page }) => {
    await openCalculator(page, 'roas');
    const spend = page.getByLabel('Ad Spend ($)', { exact: true });
    await spend.pressSequentially('$2a5.0.5-');
    await expect(spend).toHaveValue('25.05');
    const revenue = page.getByLabel('Revenue ($)', { exact: true });
    await revenue.pressSequentially('1,0b00');
    await expect(revenue).toHaveValue('1000');
  });

  test('keeps the previous result when a later Calculate fails, and clears the error on edit', async ({ page }) => {
    const c = await openCalculator(page, 'roas');
    await c.fill('Ad Spend ($)', '100');
    await c.fill('Revenue ($)', '150');
    await c.press();
    await expect(c.output('roas')).toHaveText('1.50:1');
    await expect(c.band()).toContainText('Break-Even');
    await c.fill('Ad Spend ($)', '0');
    await c.press();
    await expect(c.error()).toHaveText('Ad spend must be greater than zero');
    await expect(c.output('roas')).toHaveText('1.50:1');
    await c.fill('Ad Spend ($)', '100');
    await expect(c.error()).toHaveText('');
    await c.fill('Revenue ($)', '');
    await c.press();
    await expect(c.error()).toHaveText('Please enter valid numbers for both fields');
    await expect(c.output('roas')).toHaveText('1.50:1');
  });
});
