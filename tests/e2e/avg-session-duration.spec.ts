import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('average session duration', () => {
  test('shows minutes and seconds with its band', async ({ page }) => {
    const c = await openCalculator(page, 'avg-session-duration');
    await c.fill('Total Sessions', '100');
    await c.fill('Total Duration (seconds)', '12345');
    await c.press();
    await expect(c.output('avgSessionDuration')).toHaveText('2m 3s');
    await expect(page.locator('form:visible').getByTestId('caption-avgSessionDuration')).toHaveText('per session, in minutes and seconds');
    await expect(c.bandLabel()).toHaveText('Moderate');
    expect(c.errors).toEqual([]);
  });

  test('rounds seconds before splitting off minutes', async ({ page }) => {
    const c = await openCalculator(page, 'avg-session-duration');
    await c.fill('Total Sessions', '5');
    await c.fill('Total Duration (seconds)', '298');
    await c.press();
    await expect(c.output('avgSessionDuration')).toHaveText('1m 0s');
    await expect(c.bandLabel()).toHaveText('Moderate');
  });

  test('hides the result when a later Calculate fails; editing keeps the error', async ({ page }) => {
    const c = await openCalculator(page, 'avg-session-duration');
    await c.fill('Total Sessions', '1');
    await c.fill('Total Duration (seconds)', '240');
    await c.press();
    await expect(c.output('avgSessionDuration')).toHaveText('4m 0s');
    await expect(c.bandLabel()).toHaveText('Excellent');
    await c.fill('Total Duration (seconds)', '-1');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid total duration in seconds (must be a non-negative integer).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Total Sessions', '0');
    await expect(c.error()).toHaveText('Please enter a valid total duration in seconds (must be a non-negative integer).');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of sessions (must be a positive integer).');
    await expect(c.result()).toHaveCount(0);
  });
});
