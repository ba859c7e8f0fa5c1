import { expect, test } from './fixtures';
import { openCalculator } from './calculator';

test.describe('break-even point', () => {
  test('by units: units and revenue rounded up, margin per unit', async ({ page }) => {
    const c = await openCalculator(page, 'break-even-point');
    await expect(page.getByRole('tab', { name: 'By Units' })).toHaveAttribute('aria-selected', 'true');
    await c.fill('Fixed Costs ($)', '10000');
    await c.fill('Selling Price per Unit ($)', '50');
    await c.fill('Variable Cost per Unit ($)', '20');
    await c.press();
    await expect(c.output('breakEvenUnits')).toHaveText('334');
    await expect(c.output('breakEvenRevenue')).toHaveText('$16,700');
    await expect(c.output('contributionMarginPerUnit')).toHaveText('$30.00');
  });

  test('by revenue, with thousands separators', async ({ page }) => {
    const c = await openCalculator(page, 'break-even-point');
    await c.tab('By Revenue');
    await c.fill('Fixed Costs ($)', '1000000');
    await c.fill('Contribution Margin Ratio (%)', '30');
    await c.press();
    await expect(c.output('breakEvenRevenue')).toHaveText('$3,333,334');
  });

  test('the two tabs share one error message and one result flag', async ({ page }) => {
    const c = await openCalculator(page, 'break-even-point');
    await c.fill('Fixed Costs ($)', '10000');
    await c.fill('Selling Price per Unit ($)', '20');
    await c.fill('Variable Cost per Unit ($)', '20');
    await c.press();
    const message = 'Variable cost per unit must be less than the selling price per unit.';
    await expect(c.error()).toHaveText(message);
    await c.tab('By Revenue');
    await expect(c.error()).toHaveText(message);
    await c.fill('Fixed Costs ($)', '5000');
    await c.fill('Contribution Margin Ratio (%)', '100');
    await c.press();
    await expect(c.error()).toHaveText('Please enter a valid contribution margin ratio (must be between 0 and 100).');
    await c.fill('Contribution Margin Ratio (%)', '40');
    await c.press();
    await expect(c.output('breakEvenRevenue')).toHaveText('$12,500');
    await c.tab('By Units');
    await expect(c.error()).toHaveText('');
  });
});
