import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('engagement rate', () => {
  test('shows the rate and its band', async ({ page }) => {
    const c = await openCalculator(page, 'engagement-rate');
    await c.fill('Total Followers/Audience', '12000');
    await c.fill('Total Engagements', '420');
    await c.press();
    await expect(c.output('engagementRate')).toHaveText('3.50%');
    await expect(c.band()).toContainText('Good');
    expect(c.errors).toEqual([]);
  });

  test('allows engagements of exactly 10 times the audience', async ({ page }) => {
    const c = await openCalculator(page, 'engagement-rate');
    await c.fill('Total Followers/Audience', '100');
    await c.fill('Total Engagements', '1000');
    await c.press();
    await expect(c.output('engagementRate')).toHaveText('1,000.00%');
    await expect(c.band()).toContainText('Exceptional');
  });

  test('keeps only digits while typing', async ({ page }) => {
    await openCalculator(page, 'engagement-rate');
    const followers = page.getByLabel('Total Followers/Audience', { exact: true });
    await followers.pressSequentially('1a2b.3-4');
    await expect(followers).toHaveValue('1234');
    await expect(followers).toHaveAttribute('min', '1');
    const engagements = page.getByLabel('Total Engagements', { exact: true });
    await engagements.pressSequentially('5x,6');
    await expect(engagements).toHaveValue('56');
    await expect(engagements).toHaveAttribute('min', '0');
  });

  test('keeps the previous result when a later Calculate fails, and clears the error on edit', async ({ page }) => {
    const c = await openCalculator(page, 'engagement-rate');
    await c.fill('Total Followers/Audience', '100');
    await c.fill('Total Engagements', '5');
    await c.press();
    await expect(c.output('engagementRate')).toHaveText('5.00%');
    await c.fill('Total Engagements', '1001');
    await c.press();
    await expect(c.error()).toHaveText('Unusually high engagement. Please check your numbers');
    await expect(c.output('engagementRate')).toHaveText('5.00%');
    await c.fill('Total Engagements', '10');
    await expect(c.error()).toHaveText('');
    await c.fill('Total Followers/Audience', '');
    await c.press();
    await expect(c.error()).toHaveText('Please enter valid numbers for both fields');
    await c.fill('Total Followers/Audience', '0');
    await c.press();
    await expect(c.error()).toHaveText('Followers or audience size must be greater than zero');
    await expect(c.output('engagementRate')).toHaveText('5.00%');
  });
});
