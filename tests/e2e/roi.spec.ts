import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('ROI', () => {
  test('shows the ROI and its band', async ({ page }) => {
    const c = await openCalculator(page, 'roi');
    await c.fill('Investment Amount ($)', '1000');
    await c.fill('Returns ($)', '1500');
    await c.press();
    await expect(c.output('roi')).toHaveText('50.00%');
    await expect(c.band()).toContainText('Good');
    expect(c.errors).toEqual([]);
  });

  test('a return below the investment gives a negative ROI', async ({ page }) => {
    const c = await openCalculator(page, 'roi');
    await c.fill('Investment Amount ($)', '1000');
    await c.fill('Returns ($)', '800');
    await c.press();
    await expect(c.output('roi')).toHaveText('-20.00%');
    await expect(c.band()).toContainText('Negative');
  });

  test('keeps digits and one decimal point while typing', async ({ page }) => {
    await openCalculator(page, 'roi');
    const investment = page.getByLabel('Investment Amount ($)', { exact: true });
    await investment.pressSequentially('1a2.5.0-$');
    await expect(investment).toHaveValue('12.50');
    const returns = page.getByLabel('Returns ($)', { exact: true });
    await returns.pressSequentially('x1,500.75y');
    await expect(returns).toHaveValue('1500.75');
  });

  test('keeps the previous result when a later Calculate fails, and clears the error on edit', async ({ page }) => {
    const c = await openCalculator(page, 'roi');
    await c.fill('Investment Amount ($)', '1000');
    await c.fill('Returns ($)', '2000');
    await c.press();
    await expect(c.output('roi')).toHaveText('100.00%');
    await expect(c.band()).toContainText('Excellent');
    await c.fill('Investment Amount ($)', '0');
    await c.press();
    await expect(c.error()).toHaveText('Investment amount must be greater than zero');
    await expect(c.output('roi')).toHaveText('100.00%');
    await c.fill('Investment Amount ($)', '1000');
    await expect(c.error()).toHaveText('');
    await c.fill('Returns ($)', '');
    await c.press();
    await expect(c.error()).toHaveText('Please enter valid numbers for both fields');
    await expect(c.output('roi')).toHaveText('100.00%');
  });
});
