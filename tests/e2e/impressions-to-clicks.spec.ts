import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('impressions to clicks', () => {
  test('required impressions with the summary and both example costs', async ({ page }) => {
    const c = await openCalculator(page, 'impressions-to-clicks');
    await c.fill('Click-Through Rate (%)', '2');
    await c.fill('Target Clicks', '500');
    await c.press();
    await expect(c.output('requiredImpressions')).toHaveText('25,000');
    await expect(c.output('summary')).toHaveText(
      'You need approximately 25,000 impressions to get 500 clicks at a 2% CTR. Improving your CTR by 1% could cut the impressions you need by up to 4,167.',
    );
    await expect(c.output('costAtCpm')).toHaveText('$250.00');
    await expect(c.output('costAtCpc')).toHaveText('$750.00');
    await expect(c.output('impressionSavings')).toHaveCount(0);
  });

  test('hides the result when a later Calculate fails', async ({ page }) => {
    const c = await openCalculator(page, 'impressions-to-clicks');
    await c.fill('Click-Through Rate (%)', '3');
    await c.fill('Target Clicks', '100');
    await c.press();
    await expect(c.output('requiredImpressions')).toHaveText('3,334');
    await c.fill('Target Clicks', 'many');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid target number of clicks (must be a positive integer).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Click-Through Rate (%)', '0');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid CTR (must be a positive number between 0 and 100).');
  });
});
