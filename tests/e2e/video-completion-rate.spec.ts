import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('video completion rate', () => {
  test('completion rate with its caption and band', async ({ page }) => {
    const c = await openCalculator(page, 'video-completion-rate');
    await c.fill('Video Views', '5000');
    await c.fill('Completed Views', '2150');
    await c.press();
    await expect(c.output('completionRate')).toHaveText('43.00%');
    await expect(page.locator('form:visible [data-output="completionRate"]')).toContainText('2,150 of 5,000 views watched to the end');
    await expect(c.bandLabel()).toHaveText('Average');
  });

  test('hides the result when a later Calculate fails', async ({ page }) => {
    const c = await openCalculator(page, 'video-completion-rate');
    await c.fill('Video Views', '100');
    await c.fill('Completed Views', '25');
    await c.press();
    await expect(c.output('completionRate')).toHaveText('25.00%');
    await expect(c.bandLabel()).toHaveText('Below Average');
    await c.fill('Completed Views', '101');
    await c.press();
    await expect(c.error()).toHaveText('Completed views cannot exceed total video views.');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Completed Views', 'abc');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of completed views (must be a non-negative integer).');
    await c.fill('Video Views', '');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid number of video views (must be a positive integer).');
  });
});
