/**
 * What a calculator page does that its examples cannot say
 * (calculator-examples.spec.ts runs every example): tabs and the state they
 * share or keep apart, selects, what a failing Calculate and a later edit do
 * to the error and the result, what typing keeps, colours, tips, captions the
 * examples do not give, placeholders and HTML minimums.
 */
import { expect, test } from './fixtures';
import { openCalculator } from './calculator';
import { fileOfModule } from '../../scripts/build-manifest';

const red = 'rgb(185, 28, 28)';
const green = 'rgb(21, 128, 61)';
const blue = 'rgb(29, 78, 216)';

test.describe('tabs', () => {
  test('break-even point opens on By Units; its two tabs share one error message and one result flag', async ({ page }) => {
    const c = await openCalculator(page, 'break-even-point');
    await expect(page.getByRole('tab', { name: 'By Units' })).toHaveAttribute('aria-selected', 'true');
    await c.fill('Fixed Costs ($)', '10000');
    await c.fill('Selling Price per Unit ($)', '50');
    await c.fill('Variable Cost per Unit ($)', '20');
    await c.press();
    await expect(c.output('breakEvenUnits')).toHaveText('334');
    await c.fill('Variable Cost per Unit ($)', '50');
    await c.press();
    const message = 'Variable cost per unit must be less than the selling price per unit.';
    await expect(c.error()).toHaveText(message);
    await c.tab('By Revenue');
    await expect(page.getByRole('tab', { name: 'By Revenue' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.error()).toHaveText(message);
    await c.fill('Fixed Costs ($)', '5000');
    await c.fill('Contribution Margin Ratio (%)', '40');
    await c.press();
    await expect(c.output('breakEvenRevenue')).toHaveText('$12,500');
    await c.tab('By Units');
    // The success on the other tab cleared the shared error.
    await expect(c.error()).toHaveText('');
    await expect(c.field('Variable Cost per Unit ($)')).toHaveValue('50');
  });

  test('customer retention cost keeps each tab’s error, result and inputs apart', async ({ page }) => {
    const c = await openCalculator(page, 'customer-retention-cost');
    await expect(page.getByRole('tab', { name: 'Total Spend Method' })).toHaveAttribute('aria-selected', 'true');
    await c.fill('Retention Budget ($)', '1000');
    await c.fill('Active Customers', '0');
    await c.press();
    const message = 'Please enter a valid number of active customers (must be a positive integer).';
    await expect(c.error()).toHaveText(message);
    await c.tab('Detailed Method');
    await expect(c.error()).toHaveText('');
    await expect(c.field('Active Customers')).toHaveValue('');
    await c.fill('Loyalty Program Cost ($)', '3000');
    await c.fill('Active Customers', '100');
    await c.press();
    await expect(c.output('crc')).toHaveText('$30.00');
    await c.tab('Total Spend Method');
    await expect(c.error()).toHaveText(message);
    await expect(c.result()).toHaveCount(0);
    await expect(c.field('Retention Budget ($)')).toHaveValue('1000');
    await expect(c.field('Active Customers')).toHaveValue('0');
    await c.tab('Detailed Method');
    await expect(c.output('crc')).toHaveText('$30.00');
  });
});

test.describe('selects', () => {
  test('churn rate: a period change waits for Calculate; annual shows no projection', async ({ page }) => {
    const c = await openCalculator(page, 'churn-rate');
    await expect(c.field('Time Period')).toHaveValue('Month');
    await c.fill('Starting Customers', '1000');
    await c.fill('Churned Customers', '50');
    await c.select('Time Period', 'Quarterly');
    await c.press();
    await expect(c.output('projectedAnnualChurn')).toHaveText('18.55%');
    await c.select('Time Period', 'Annual');
    await expect(c.output('projectedAnnualChurn')).toHaveText('18.55%');
    await c.press();
    await expect(c.output('churnRate')).toHaveText('5.00%');
    await expect(c.output('projectedAnnualChurn')).toHaveCount(0);
  });

  test('retention rate: the period in the label changes on Calculate, not on choosing', async ({ page }) => {
    const c = await openCalculator(page, 'retention-rate');
    await c.fill('Starting Customers', '100');
    await c.fill('New Customers', '50');
    await c.fill('Ending Customers', '40');
    await c.press();
    await expect(c.outputLabel('retentionRate')).toHaveText('Monthly Retention Rate');
    await c.select('Time Period', 'Quarterly');
    await expect(c.outputLabel('retentionRate')).toHaveText('Monthly Retention Rate');
    await c.press();
    await expect(c.outputLabel('retentionRate')).toHaveText('Quarterly Retention Rate');
  });

  test('revenue growth rate shows its default period and its placeholders', async ({ page }) => {
    const c = await openCalculator(page, 'revenue-growth-rate');
    await expect(c.field('Period Type')).toHaveValue('Year');
    await expect(c.field('Current Revenue ($)')).toHaveAttribute('placeholder', '250000');
    await expect(c.field('Previous Revenue ($)')).toHaveAttribute('placeholder', '200000');
  });
});

test.describe('a failing Calculate, then an edit', () => {
  test('keep family (conversion rate): the previous result stays and editing clears the error', async ({ page }) => {
    const c = await openCalculator(page, 'conversion-rate');
    await c.fill('Total Visitors', '100');
    await c.fill('Total Conversions', '5');
    await c.press();
    await expect(c.output('conversionRate')).toHaveText('5.00%');
    await c.fill('Total Conversions', '101');
    await c.press();
    await expect(c.error()).toHaveText('Conversions cannot be greater than total visitors');
    await expect(c.output('conversionRate')).toHaveText('5.00%');
    await c.fill('Total Conversions', '10');
    await expect(c.error()).toHaveText('');
    await expect(c.output('conversionRate')).toHaveText('5.00%');
    await c.press();
    await expect(c.output('conversionRate')).toHaveText('10.00%');
  });

  test('hide family (CPC): the result is hidden and the error stays while editing, until the next Calculate', async ({ page }) => {
    const c = await openCalculator(page, 'cpc');
    await c.fill('Total Ad Spend ($)', '500');
    await c.fill('Number of Clicks', '100');
    await c.press();
    await expect(c.output('cpc')).toHaveText('$5.00');
    await c.fill('Number of Clicks', '0');
    await c.press();
    const message = 'Please enter a valid number of clicks (must be a positive integer).';
    await expect(c.error()).toHaveText(message);
    await expect(c.result()).toHaveCount(0);
    await c.fill('Number of Clicks', '200');
    await expect(c.error()).toHaveText(message);
    await expect(c.result()).toHaveCount(0);
    await c.press();
    await expect(c.error()).toHaveText('');
    await expect(c.output('cpc')).toHaveText('$2.50');
  });
});

/** Text typed key by key into a field, what the field then holds, and its HTML minimum where it has one. */
const typing: { slug: string; tab?: string; fields: { label: string; typed: string; kept: string; min?: string }[] }[] = [
  {
    slug: 'conversion-rate',
    fields: [
      { label: 'Total Visitors', typed: '1a2b.3-4', kept: '1234', min: '1' },
      { label: 'Total Conversions', typed: '2-5', kept: '25', min: '0' },
    ],
  },
  {
    slug: 'ctr',
    fields: [
      { label: 'Impressions', typed: '1a2b.3-4', kept: '1234', min: '1' },
      { label: 'Clicks', typed: '5,6x', kept: '56', min: '0' },
    ],
  },
  {
    slug: 'engagement-rate',
    fields: [
      { label: 'Total Followers/Audience', typed: '1a2b.3-4', kept: '1234', min: '1' },
      { label: 'Total Engagements', typed: '5x,6', kept: '56', min: '0' },
    ],
  },
  {
    slug: 'cpm',
    fields: [
      { label: 'Ad Cost ($)', typed: '1a2.5.0b', kept: '12.50' },
      { label: 'Impressions', typed: '1a2b.3-4', kept: '1234', min: '1' },
    ],
  },
  {
    slug: 'clv',
    fields: [
      { label: 'Average Purchase Value ($)', typed: '-a1b2.5.0c', kept: '12.50' },
      { label: 'Customer Lifespan (years)', typed: '2,5y', kept: '25' },
    ],
  },
  {
    slug: 'roas',
    fields: [
      { label: 'Ad Spend ($)', typed: '$2a5.0.5-', kept: '25.05' },
      { label: 'Revenue ($)', typed: '1,0b00', kept: '1000' },
    ],
  },
  {
    slug: 'roi',
    fields: [
      { label: 'Investment Amount ($)', typed: '1a2.5.0-$', kept: '12.50' },
      { label: 'Returns ($)', typed: 'x1,500.75y', kept: '1500.75' },
    ],
  },
  // Costs of the detailed method count blank as 0, so a minus sign, which no rule would reject, cannot be typed.
  {
    slug: 'customer-retention-cost',
    tab: 'Detailed Method',
    fields: [{ label: 'Loyalty Program Cost ($)', typed: '-1,5.0.0', kept: '15.00' }],
  },
  // Fields that keep any text: the rules judge it on Calculate (the examples give the messages).
  { slug: 'cac', fields: [{ label: 'Marketing Costs ($)', typed: '12abc', kept: '12abc' }] },
  { slug: 'cpa', fields: [{ label: 'Marketing Spend ($)', typed: 'abc', kept: 'abc' }] },
  { slug: 'cpc', fields: [{ label: 'Total Ad Spend ($)', typed: 'abc', kept: 'abc' }] },
];

test.describe('typing keeps what the field allows', () => {
  for (const { slug, tab, fields } of typing) {
    test(slug, async ({ page }) => {
      const c = await openCalculator(page, slug);
      if (tab) await c.tab(tab);
      for (const { label, typed, kept, min } of fields) {
        await c.field(label).pressSequentially(typed);
        await expect(c.field(label)).toHaveValue(kept);
        if (min !== undefined) await expect(c.field(label)).toHaveAttribute('min', min);
      }
      expect(c.errors).toEqual([]);
    });
  }
});

test.describe('colours, tips and captions', () => {
  test('budget pacing: the variance is red ahead of pace, blue on pace, green behind', async ({ page }) => {
    const c = await openCalculator(page, 'budget-pacing');
    await c.fill('Total Budget ($)', '10000');
    await c.fill('Current Spend ($)', '6000');
    await c.fill('Percent Time Passed (%)', '50');
    await c.press();
    await expect(c.output('pacingVariance')).toHaveText('+10.00 pp');
    await expect(c.output('pacingVariance')).toHaveCSS('color', red);
    await c.fill('Current Spend ($)', '5000');
    await c.press();
    await expect(c.output('pacingVariance')).toHaveText('0.00 pp');
    await expect(c.output('pacingVariance')).toHaveCSS('color', blue);
    await c.fill('Current Spend ($)', '3499');
    await c.press();
    await expect(c.output('pacingVariance')).toHaveText('-15.01 pp');
    await expect(c.output('pacingVariance')).toHaveCSS('color', green);
  });

  test('organic search traffic growth: growth is green with tips to sustain it, a decline red with tips to grow', async ({ page }) => {
    const c = await openCalculator(page, 'organic-search-traffic-growth');
    await c.fill('Initial Traffic (Sessions)', '10000');
    await c.fill('Current Traffic (Sessions)', '12500');
    await c.press();
    await expect(c.output('growthRate')).toHaveText('+25.00%');
    await expect(c.output('growthRate')).toHaveCSS('color', green);
    await expect(c.tips().getByRole('heading')).toHaveText('How to sustain your organic growth');
    await c.fill('Initial Traffic (Sessions)', '1000');
    await c.fill('Current Traffic (Sessions)', '799');
    await c.press();
    await expect(c.output('growthRate')).toHaveText('-20.10%');
    await expect(c.output('growthRate')).toHaveCSS('color', red);
    await expect(c.tips().getByRole('heading')).toHaveText('How to grow your organic search traffic');
  });

  test('revenue growth rate: strong growth has tips to sustain it; a decline is red with tips to reverse it', async ({ page }) => {
    const c = await openCalculator(page, 'revenue-growth-rate');
    await c.fill('Current Revenue ($)', '250000');
    await c.fill('Previous Revenue ($)', '200000');
    await c.select('Period Type', 'Quarter');
    await c.press('Calculate Growth Rate');
    await expect(c.output('growthRate')).toHaveText('+25.00%');
    await expect(c.tips().getByRole('heading')).toHaveText('Strategies to Sustain Growth');
    await c.fill('Current Revenue ($)', '180000');
    await c.press('Calculate Growth Rate');
    await expect(c.output('growthRate')).toHaveText('-10.00%');
    await expect(c.output('growthRate')).toHaveCSS('color', red);
    await expect(c.tips().getByRole('heading')).toHaveText('Strategies to Reverse Decline');
  });

  test('paid traffic share: the tips switch at 30%', async ({ page }) => {
    const c = await openCalculator(page, 'paid-traffic-share');
    await c.fill('Paid Traffic Sessions', '2999');
    await c.fill('Total Traffic Sessions', '10000');
    await c.press();
    await expect(c.output('paidTrafficShare')).toHaveText('29.99%');
    await expect(c.tips().getByRole('heading')).toHaveText('How to use paid traffic to grow');
    await c.fill('Paid Traffic Sessions', '3000');
    await c.press();
    await expect(c.output('paidTrafficShare')).toHaveText('30.00%');
    await expect(c.tips().getByRole('heading')).toHaveText('How to reduce your reliance on paid traffic');
  });

  test('CAC and CLV show captions their examples do not give', async ({ page }) => {
    const cac = await openCalculator(page, 'cac');
    await cac.fill('Marketing Costs ($)', '3000');
    await cac.fill('New Customers Acquired', '40');
    await cac.press();
    await expect(cac.output('cac')).toHaveText('$75.00');
    await expect(cac.caption('cac')).toHaveText('Marketing + sales costs: $3,000.00 · New customers: 40');
    const clv = await openCalculator(page, 'clv');
    await clv.fill('Average Purchase Value ($)', '120');
    await clv.fill('Purchase Frequency (per year)', '3');
    await clv.fill('Customer Lifespan (years)', '4');
    await clv.press();
    await expect(clv.output('clv')).toHaveText('$1,440.00');
    await expect(clv.caption('clv')).toHaveText('Revenue per customer per year: $360.00');
    expect([...cac.errors, ...clv.errors]).toEqual([]);
  });
});

test('the first result appears with its band at once; its buttons and tips follow', async ({ page }) => {
  const calc = await openCalculator(page, 'conversion-rate');
  // Records what the result held in the DOM update that first showed its number.
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      const number = document.querySelector('form [data-testid="output-conversionRate"]');
      const panel = number?.closest('[data-testid="result"]');
      if (!panel) return;
      observer.disconnect();
      (window as unknown as { firstResult: string[] }).firstResult = [
        number!.textContent ?? '',
        panel.querySelector('[data-testid="band-label"]')?.textContent ?? 'no band',
      ];
    }).observe(document.body, { childList: true, subtree: true });
  });
  await calc.calculate({ 'Total Visitors': '1000', 'Total Conversions': '15' });
  await expect(calc.tips()).toBeVisible();
  await expect(calc.result().getByRole('button', { name: 'Copy link' })).toBeVisible();
  // 15 / 1,000 = 1.50%, Fair (1 to under 2).
  expect(await page.evaluate(() => (window as unknown as { firstResult: string[] }).firstResult)).toEqual(['1.50%', 'Fair']);
});

test('the result panel made ahead of the first Calculate is never seen, heard or reached with Tab', async ({ page }) => {
  // The card makes the panel once, unseen, in an idle moment after the page is hydrated (src/calculator/WarmResult.tsx).
  // This records what the page shows at the moment it is there.
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { warmUp: unknown[] }).warmUp = seen;
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('[id^="warm-result-"]');
      if (!heading) return;
      observer.disconnect();
      // inert: nothing inside takes focus or clicks.
      const box = heading.closest('[inert]');
      seen.push({
        inert: box !== null,
        hiddenFromReaders: box?.getAttribute('aria-hidden') === 'true',
        height: box?.getBoundingClientRect().height,
        headingVisible: heading.checkVisibility({ visibilityProperty: true }),
        pageWidthGrew: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/calculators/roi');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { warmUp: unknown[] }).warmUp))
    .toEqual([{ inert: true, hiddenFromReaders: true, height: 0, headingVisible: false, pageWidthGrew: false }]);
  await expect(page.locator('[id^="warm-result-"]')).toHaveCount(0);
});

test.describe('your numbers', () => {
  test('ROI shows its calculation with the numbers typed, and clicks to conversions its intermediate step first', async ({ page }) => {
    const c = await openCalculator(page, 'roi');
    await c.calculate({ 'Investment Amount ($)': '1000', 'Returns ($)': '1800' });
    const steps = c.form.getByTestId('worked-steps');
    await expect(steps).toContainText('Your numbers');
    // (1,800 − 1,000) ÷ 1,000 × 100 = 80%, worked by hand.
    await expect(steps.getByText('Your ROI = (1,800 − 1,000) ÷ 1,000 × 100 = 80.00%', { exact: true })).toBeVisible();

    const clicks = await openCalculator(page, 'clicks-to-conversions');
    await clicks.calculate({ 'Conversion Rate (%)': '2.5', 'Target Conversions': '50' });
    const lines = clicks.form.getByTestId('worked-steps').locator('p');
    // 50 ÷ 2.5 × 100 = 2,000 clicks; then the cost reads them: 1.5 × 2,000 = $3,000.
    await expect(lines.nth(1)).toHaveText(/^Required Clicks = 50 ÷ 2\.5 × 100 = 2,000/);
    await expect(lines.nth(2)).toHaveText(/^Estimated Cost.* = 1\.5 × ⌈2,000⌉ = \$3,000\.00$/);
  });
});

test.describe('what a calculator page loads', () => {
  test('its own definition by the link its HTML names and its own texts, not the index of every calculator', async ({ page }) => {
    const index = `/${fileOfModule('dist/client', 'virtual:calculators')}`;
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const c = await openCalculator(page, 'roi');
    await c.calculate({ 'Investment Amount ($)': '1000', 'Returns ($)': '1800' });
    await expect(c.form.getByTestId('output-roi')).toHaveText('80.00%');
    await expect(c.form.getByTestId('band-label')).toHaveText('Good');
    expect(asked).not.toContain(index);
    // Nor the band readings of other calculators: its own, fetched as the card was prepared.
    expect(asked.filter((path) => /-texts-[\w-]+\.json$/.test(path))).toEqual([expect.stringMatching(/^\/assets\/roi-texts-/)]);
  });
});
