import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

const reduceSpend =
  'Reduce spend: you are ahead of pace, so lower daily budgets or pause your weakest campaigns to avoid running out before the period ends.';

test.describe('budget pacing', () => {
  test('overspending halfway through: variance in red, reduce spend', async ({ page }) => {
    const c = await openCalculator(page, 'budget-pacing');
    await c.fill('Total Budget ($)', '10000');
    await c.fill('Current Spend ($)', '6000');
    await c.fill('Percent Time Passed (%)', '50');
    await c.press();
    await expect(c.output('budgetUsed')).toHaveText('60.00%');
    await expect(c.output('pacingVariance')).toHaveText('+10.00%');
    await expect(c.output('pacingVariance')).toHaveCSS('color', 'rgb(185, 28, 28)');
    await expect(c.output('remainingBudget')).toHaveText('$4,000.00');
    await expect(c.output('suggestedDailyBudget')).toHaveText('$266.67');
    await expect(c.output('recommendation')).toHaveText(reduceSpend);
    await expect(c.bandLabel()).toHaveText('Moderate Overspending');
  });

  test('exactly on pace is primary; underspending is green', async ({ page }) => {
    const c = await openCalculator(page, 'budget-pacing');
    await c.fill('Total Budget ($)', '10000');
    await c.fill('Current Spend ($)', '5000');
    await c.fill('Percent Time Passed (%)', '50');
    await c.press();
    await expect(c.output('pacingVariance')).toHaveText('0.00%');
    await expect(c.output('pacingVariance')).toHaveCSS('color', 'rgb(29, 78, 216)');
    await expect(c.bandLabel()).toHaveText('On Track');
    await c.fill('Current Spend ($)', '3499');
    await c.press();
    await expect(c.output('pacingVariance')).toHaveText('-15.01%');
    await expect(c.output('pacingVariance')).toHaveCSS('color', 'rgb(21, 128, 61)');
    await expect(c.bandLabel()).toHaveText('Significant Underspending');
  });

  test('hides the result when a later Calculate fails', async ({ page }) => {
    const c = await openCalculator(page, 'budget-pacing');
    await c.fill('Total Budget ($)', '10000');
    await c.fill('Current Spend ($)', '8000');
    await c.fill('Percent Time Passed (%)', '100');
    await c.press();
    await expect(c.output('suggestedDailyBudget')).toHaveText('$0.00');
    await c.fill('Percent Time Passed (%)', '0');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid percentage of time passed (must be between 1 and 100).');
    await expect(c.result()).toHaveCount(0);
    await c.fill('Percent Time Passed (%)', '50');
    await c.fill('Current Spend ($)', '10001');
    await c.press();
    await expect(c.error()).toHaveText('Current spend cannot exceed total budget.');
    await expect(c.result()).toHaveCount(0);
  });
});
