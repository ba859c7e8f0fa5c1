import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('ctr', () => {
  test('shows the click-through rate and its band', async ({ page }) => {
    const c = await openCalculator(page, 'ctr');
    await c.fill('Impressions', '10000');
    await c.fill('Clicks', '150');
    await c.press();
    await expect(c.output('ctr')).toHaveText('1.50%');
    await expect(c.band()).toContainText('Good');
    expect(c.errors).toEqual([]);
  });

  test('keeps only digits while typing', async ({ page }) => {
    await openCalculator(page, 'ctr');
    const impressions = page.getByLabel('Impressions', { exact: true });
    await impressions.pressSequentially('1a2b.3-4');
    await expect(impressions).toHaveValue('1234');
    await expect(impressions).toHaveAttribute('min', '1');
    const clicks = page.getByLabel('Clicks', { exact: true });
    await clicks.pressSequentially('5,6x');
    await expect(clicks).toHaveValue('56');
    await expect(clicks).toHaveAttribute('min', '0');
  });

  test('keeps the previous result when a later Calculate fails, and clears the error on edit', async ({ page }) => {
    const c = await openCalculator(page, 'ctr');
    await c.fill('Impressions', '100');
    await c.fill('Clicks', '5');
    await c.press();
    await expect(c.output('ctr')).toHaveText('5.00%');
    await expect(c.band()).toContainText('Exceptional');
    await c.fill('Clicks', '101');
    await c.press();
    await expect(c.error()).toHaveText('Clicks cannot be greater than impressions');
    await expect(c.output('ctr')).toHaveText('5.00%');
    await c.fill('Clicks', '2');
    await expect(c.error()).toHaveText('');
    await c.fill('Impressions', '0');
    await c.press();
    await expect(c.error()).toHaveText('Impressions must be greater than zero');
    await expect(c.output('ctr')).toHaveText('5.00%');
    await c.fill('Impressions', '');
    await c.press();
    await expect(c.error()).toHaveText('Please enter valid numbers for both fields');
    await c.fill('Impressions', '100');
    await c.press();
    await expect(c.output('ctr')).toHaveText('2.00%');
    await expect(c.band()).toContainText('Very Good');
  });
});
