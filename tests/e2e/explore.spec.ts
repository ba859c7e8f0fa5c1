/**
 * Exploring a result as a visitor does: the band scale and "What it takes"
 * under a banded result, Solve for, Compare scenarios and the sensitivity
 * chart, each in the address where it has state. Values are worked out by
 * hand from the spec's formulas and bands.
 */
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openCalculator, type Calculator } from './calculator';

const NOT_A_NUMBER = /NaN|Infinity/;

/** Opens Solve for on a calculator, picks the input, and returns the panel and a way to solve for a typed target. */
async function openSolve(calc: Calculator, fieldLabel: string) {
  await calc.form.getByRole('button', { name: 'Solve for', exact: true }).click();
  const panel = calc.form.getByTestId('solve-panel');
  await panel.getByLabel('Solve for', { exact: true }).selectOption({ label: fieldLabel });
  const solve = async (target: string) => {
    await panel.getByRole('textbox').fill(target);
    await panel.getByRole('button', { name: 'Solve', exact: true }).click();
  };
  return { panel, solve };
}

test.describe('the band scale and what it takes', () => {
  test('conversion rate at 1,000 visitors and 15 conversions is Fair, and 20 conversions or at most 750 visitors reach Good', async ({
    page,
  }) => {
    const calc = await openCalculator(page, 'conversion-rate');
    await calc.calculate({ 'Total Visitors': '1000', 'Total Conversions': '15' });
    await expect(calc.output('conversionRate')).toHaveText('1.50%');
    // 1.50% lies halfway through Fair (1–2%), the second of four equal bands: (1 + 0.5) / 4 = 37.5%.
    const scale = calc.form.getByRole('img', { name: '1.50% — Fair; Good starts at 2%' });
    await expect(scale).toBeVisible();
    const [box, marker] = await Promise.all([scale.boundingBox(), calc.form.getByTestId('band-scale-marker').boundingBox()]);
    expect(((marker!.x + marker!.width / 2 - box!.x) / box!.width).toFixed(3)).toBe('0.375');
    // 2% of 1,000 = 20 conversions; 15 ÷ 2% = 750 visitors.
    await expect(calc.form.getByTestId('what-it-takes')).toContainText(
      'To reach Good (2.00%): 20 conversions at 1,000 visitors, or at most 750 visitors at 15 conversions.',
    );
  });

  test('on CPC, lower is better: the next band is a lower cost', async ({ page }) => {
    const calc = await openCalculator(page, 'cpc');
    await calc.calculate({ 'Total Ad Spend ($)': '1000', 'Number of Clicks': '500' });
    await expect(calc.output('cpc')).toHaveText('$2.00');
    // Good is below $1.50, so $1.49: 1,000 ÷ 1.49 = 671.1 → 672 clicks; 1.49 × 500 = $745.
    await expect(calc.form.getByRole('img', { name: '$2.00 — Moderate; Good is below $1.50' })).toBeVisible();
    await expect(calc.form.getByTestId('what-it-takes')).toContainText(
      'To reach Good ($1.49): 672 clicks at $1,000 ad spend, or at most $745 ad spend at 500 clicks.',
    );
  });

  test('budget pacing is two-sided: overspending moves toward On Track, and On Track is the best band', async ({ page }) => {
    const calc = await openCalculator(page, 'budget-pacing');
    await calc.calculate({ 'Total Budget ($)': '10000', 'Current Spend ($)': '6000', 'Percent Time Passed (%)': '50' });
    await expect(calc.bandLabel()).toHaveText('Moderate Overspending');
    // On Track ends at +5 points: spend 55% of $10,000 = $5,500, or 60% − 5 = 55% of the period passed.
    const takes = calc.form.getByTestId('what-it-takes');
    await expect(takes).toContainText('To reach On Track (+5.00 pp):');
    await expect(takes).toContainText('at most $5,500 current spend at $10,000 budget and 50% of the period passed');
    await expect(takes).toContainText('55% of the period passed at $10,000 budget and $6,000 current spend');

    await calc.calculate({ 'Current Spend ($)': '5000' });
    await expect(calc.bandLabel()).toHaveText('On Track');
    await expect(takes).toHaveText(/You are in the best band, On Track\./);
  });
});

test.describe('solve for', () => {
  test('solving conversion rate for conversions fills the field, shows the full result, and lives in the address', async ({ page }) => {
    const calc = await openCalculator(page, 'conversion-rate');
    await calc.fill('Total Visitors', '10000');
    const { panel, solve } = await openSolve(calc, 'Total Conversions');
    await expect(panel.getByLabel('Target Your Conversion Rate')).toBeVisible();
    await solve('2.5');
    // 2.5% of 10,000 = 250.
    await expect(calc.field('Total Conversions')).toHaveValue('250');
    await expect(calc.output('conversionRate')).toHaveText('2.50%');
    await expect(calc.bandLabel()).toHaveText('Good');
    await expect(panel.getByTestId('solve-message')).toHaveText('Solved: with 250 conversions, Your Conversion Rate is 2.50%.');
    await expect(page).toHaveURL(/\?visitors=10000&conversions=250&solve=conversions&target=2\.5$/);

    await page.reload();
    await expect(calc.output('conversionRate')).toHaveText('2.50%');
    await expect(calc.form.getByTestId('solve-panel').getByLabel('Target Your Conversion Rate')).toHaveValue('2.5');
  });

  test('each output format, both directions and a calculator without bands', async ({ page }) => {
    const cases = [
      // CPC (currency, lower is better): clicks for $2.00 at $1,000 = 500.
      {
        slug: 'cpc',
        fill: { 'Total Ad Spend ($)': '1000' },
        solve: 'Number of Clicks',
        target: '2',
        field: '500',
        output: ['cpc', '$2.00'],
      },
      // ROAS (ratio): revenue for 4:1 on $250 of ad spend = $1,000.
      { slug: 'roas', fill: { 'Ad Spend ($)': '250' }, solve: 'Revenue ($)', target: '4', field: '1000', output: ['roas', '4.00:1'] },
      // Average session duration (seconds): 180 s over 100 sessions = 18,000 s.
      {
        slug: 'avg-session-duration',
        fill: { 'Total Sessions': '100' },
        solve: 'Total Duration (seconds)',
        target: '180',
        field: '18000',
        output: ['avgSessionDuration', '3m 0s'],
      },
      // Clicks to conversions (no bands; count): 50 conversions at 2.5% need 2,000 clicks; solve the rate for 2,000 clicks → 2.5%.
      {
        slug: 'clicks-to-conversions',
        fill: { 'Target Conversions': '50' },
        solve: 'Conversion Rate (%)',
        target: '2000',
        field: '2.5',
        output: ['requiredClicks', '2,000'],
      },
    ];
    for (const c of cases) {
      const calc = await openCalculator(page, c.slug);
      for (const [label, value] of Object.entries(c.fill)) await calc.fill(label, value);
      const { panel } = await openSolve(calc, c.solve);
      await panel.getByRole('textbox').fill(c.target);
      await panel.getByRole('textbox').press('Enter');
      await expect(calc.field(c.solve)).toHaveValue(c.field);
      await expect(calc.output(c.output[0]!)).toHaveText(c.output[1]!);
      await expect(calc.form).not.toContainText(NOT_A_NUMBER);
    }
  });

  test('a target no valid value reaches says so, and bad text gets a message', async ({ page }) => {
    const calc = await openCalculator(page, 'conversion-rate');
    await calc.fill('Total Visitors', '100');
    const { panel, solve } = await openSolve(calc, 'Total Conversions');
    await solve('abc');
    await expect(panel.getByRole('alert')).toHaveText('Please enter the target as a number.');
    // 150% of 100 visitors would be 150 conversions, more than the visitors: a rule forbids it.
    await solve('150');
    await expect(panel.getByRole('alert')).toHaveText('No valid conversions gives 150.00% with the other inputs as they are.');
  });
});

test.describe('compare scenarios', () => {
  test('B starts as a copy of A; changing it shows both outputs, the difference and both bands, in a shareable link', async ({
    page,
    browser,
  }) => {
    const calc = await openCalculator(page, 'conversion-rate');
    await calc.calculate({ 'Total Visitors': '1000', 'Total Conversions': '15' });
    await calc.form.getByRole('button', { name: 'Compare', exact: true }).click();
    const panel = calc.form.getByTestId('compare-panel');
    await expect(panel.getByLabel('Total Conversions (B)')).toHaveValue('15');
    await panel.getByLabel('Total Conversions (B)').fill('20');
    const table = panel.getByTestId('compare-table');
    // 20 / 1,000 = 2.00%; +0.50 points is +33.3% of 1.50%.
    await expect(table.getByRole('row', { name: /Your Conversion Rate/ })).toHaveText(
      /Your Conversion Rate\s*1\.50%\s*2\.00%\s*\+0\.50% \(\+33\.3%\)/,
    );
    await expect(table.getByRole('row', { name: /Band/ })).toHaveText(/Band\s*Fair\s*Good/);
    await expect(page).toHaveURL(/\?visitors=1000&conversions=15&b\.visitors=1000&b\.conversions=20$/);

    const elsewhere = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const other = await elsewhere.newPage();
    await other.goto(page.url());
    const cards = other.locator('form:visible').getByTestId('compare-cards');
    await expect(cards).toBeVisible();
    await expect(cards).toContainText('A: 1.50%');
    await expect(cards).toContainText('B: 2.00%');
    await expect(other.locator('form:visible').getByTestId('compare-table')).toBeHidden();
    await elsewhere.close();
  });

  test('a tabbed calculator compares within its mode, and B failing a rule shows its message', async ({ page }) => {
    const calc = await openCalculator(page, 'break-even-point');
    await calc.tab('By Revenue');
    // As a person does: type once the tab's own fields show (both tabs have a "Fixed Costs ($)").
    await expect(calc.field('Contribution Margin Ratio (%)')).toBeVisible();
    await calc.calculate({ 'Fixed Costs ($)': '10000', 'Contribution Margin Ratio (%)': '40' });
    await calc.form.getByRole('button', { name: 'Compare', exact: true }).click();
    const panel = calc.form.getByTestId('compare-panel');
    await panel.getByLabel('Contribution Margin Ratio (%) (B)').fill('50');
    // 10,000 / 0.4 = $25,000; 10,000 / 0.5 = $20,000: −$5,000, −20.0%.
    await expect(panel.getByTestId('compare-table')).toContainText('-$5,000 (-20.0%)');
    await expect(page).toHaveURL(/mode=revenue/);
    await panel.getByLabel('Contribution Margin Ratio (%) (B)').fill('');
    await expect(panel.getByTestId('compare-error')).not.toHaveText('');
    await expect(panel).not.toContainText(NOT_A_NUMBER);
  });
});

test.describe('the sensitivity chart', () => {
  test('Show chart draws the output against a chosen input, with a data table for screen readers', async ({ page }) => {
    const calc = await openCalculator(page, 'conversion-rate');
    await calc.calculate({ 'Total Visitors': '1000', 'Total Conversions': '15' });
    await calc.form.getByRole('button', { name: 'Show chart', exact: true }).click();
    const chart = page.getByTestId('sensitivity-chart');
    await expect(chart).toBeVisible();
    await chart.getByLabel('Vary').selectOption({ label: 'Total Conversions' });
    await chart.getByRole('button', { name: 'Show data table' }).click();
    const table = chart.getByRole('region', { name: 'Chart data' });
    // y = conversions / 1,000 × 100: 15 → 1.50% (now, Fair); 20 → 2.00% reaches Good.
    await expect(table.getByRole('row', { name: /^15 \(now\)/ })).toHaveText(/1\.50%\s*Fair/);
    await expect(table.getByRole('row', { name: /^20 \(reaches Good\)/ })).toHaveText(/2\.00%\s*Good/);
    await expect(chart).not.toContainText(NOT_A_NUMBER);

    // The other input, from the keyboard: fewer visitors raise the rate; 15 / 750 = 2.00% reaches Good.
    await chart.getByLabel('Vary').focus();
    await chart.getByLabel('Vary').selectOption({ label: 'Total Visitors' });
    await expect(table.getByRole('row', { name: /^750 \(reaches Good\)/ })).toHaveText(/2\.00%\s*Good/);
    await calc.form.getByRole('button', { name: 'Hide chart', exact: true }).press('Enter');
    await expect(chart).toBeHidden();
  });
});

for (const embed of [false, true]) {
  test(`every explorer open passes axe at 375 px${embed ? ' on the embedded calculator' : ''}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const calc = await openCalculator(page, 'conversion-rate', { embed });
    await calc.calculate({ 'Total Visitors': '1000', 'Total Conversions': '15' });
    await calc.openExplorers();
    await expect(calc.form.getByTestId('what-it-takes')).toBeVisible();
    await expect(calc.form.getByTestId('compare-panel')).toBeVisible();
    await expect(page.getByTestId('sensitivity-chart')).toBeVisible();
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await context.close();
  });
}

test('on the embedded calculator at 375 px, every explorer works from the keyboard alone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const calc = await openCalculator(page, 'conversion-rate', { embed: true });
  /** Moves the keyboard focus forward until `name`d control has it, as a visitor tabbing through the card does. */
  const tabTo = async (role: 'button' | 'combobox' | 'textbox', name: string) => {
    const target = calc.form.getByRole(role, { name, exact: true });
    await expect(target).toBeVisible();
    for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  };
  await tabTo('textbox', 'Total Visitors');
  await page.keyboard.type('1000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('15');
  await page.keyboard.press('Enter');
  // 15 / 1,000 = 1.50%, Fair; 20 conversions or at most 750 visitors reach Good (2%).
  await expect(calc.output('conversionRate')).toHaveText('1.50%');
  await expect(calc.form.getByTestId('what-it-takes')).toContainText(
    '20 conversions at 1,000 visitors, or at most 750 visitors at 15 conversions',
  );

  // Solve for: 2.5% of 1,000 visitors is 25 conversions.
  await tabTo('button', 'Solve for');
  await page.keyboard.press('Enter');
  const solvePanel = calc.form.getByTestId('solve-panel');
  await solvePanel.getByLabel('Solve for', { exact: true }).focus();
  await solvePanel.getByLabel('Solve for', { exact: true }).selectOption({ label: 'Total Conversions' });
  await page.keyboard.press('Tab');
  await page.keyboard.type('2.5');
  await page.keyboard.press('Enter');
  await expect(solvePanel.getByTestId('solve-message')).toHaveText('Solved: with 25 conversions, Your Conversion Rate is 2.50%.');
  await expect(calc.output('conversionRate')).toHaveText('2.50%');

  // Compare: B a copy of A (25), changed to 30: 3.00%, +0.50 points, +20.0% of 2.50%; stacked cards at 375 px.
  await tabTo('button', 'Compare');
  await page.keyboard.press('Enter');
  const comparePanel = calc.form.getByTestId('compare-panel');
  await comparePanel.getByLabel('Total Conversions (B)').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('30');
  const cards = comparePanel.getByTestId('compare-cards');
  await expect(cards).toContainText('A: 2.50%');
  await expect(cards).toContainText('B: 3.00%');
  await expect(cards).toContainText('+0.50% (+20.0%)');

  // The chart, with its data table for screen readers.
  await tabTo('button', 'Show chart');
  await page.keyboard.press('Enter');
  const chart = page.getByTestId('sensitivity-chart');
  await expect(chart).toBeVisible();
  await chart.getByRole('button', { name: 'Show data table' }).focus();
  await page.keyboard.press('Enter');
  await expect(chart.getByRole('region', { name: 'Chart data' }).getByRole('row', { name: /^25 \(now\)/ })).toHaveText(/2\.50%\s*Good/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.locator('main')).not.toContainText(NOT_A_NUMBER);
  expect(calc.errors).toEqual([]);
  await context.close();
});
