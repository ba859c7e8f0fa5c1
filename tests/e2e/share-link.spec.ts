/**
 * A calculation and a directory filter live in the address: a shared link,
 * a reload and back/forward show them again without a click
 * (engine/query.ts, src/address.ts).
 */
import { expect, test } from './fixtures';
import { calculatorCount } from './directory-count';
import { definitions } from '../../definitions';
import { pageStateCodec } from '../../engine';

const NOT_A_NUMBER = /NaN|Infinity/;

test.describe('a calculator in the address', () => {
  test('a calculated link opened elsewhere shows the same result without a click, and a reload keeps it', async ({ page, browser }) => {
    await page.goto('/calculators/roi');
    const form = page.locator('form:visible');
    await form.getByLabel('Investment Amount ($)', { exact: true }).fill('1000');
    await form.getByLabel('Returns ($)', { exact: true }).fill('1500');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(form.getByTestId('output-roi')).toHaveText('50.00%');
    await expect(page).toHaveURL(/\/calculators\/roi\?investment=1000&returns=1500$/);

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(page.url());
    const otherForm = other.locator('form:visible');
    await expect(otherForm.getByTestId('output-roi')).toHaveText('50.00%');
    await expect(otherForm.getByTestId('band-label')).toHaveText('Good');
    await expect(otherForm.getByLabel('Investment Amount ($)', { exact: true })).toHaveValue('1000');
    await expect(otherForm.getByLabel('Returns ($)', { exact: true })).toHaveValue('1500');
    await elsewhere.close();

    await page.reload();
    await expect(form.getByTestId('output-roi')).toHaveText('50.00%');
    await expect(form.getByLabel('Returns ($)', { exact: true })).toHaveValue('1500');
    await expect(page).toHaveURL(/\/calculators\/roi\?investment=1000&returns=1500$/);
  });

  test('a value that is not a number shows the usual message, never NaN or Infinity', async ({ page }) => {
    await page.goto('/calculators/conversion-rate?visitors=abc&conversions=5');
    const form = page.locator('form:visible');
    await expect(form.getByTestId('error')).toHaveText('Please enter valid numbers for both fields');
    await expect(form.getByLabel('Total Visitors', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Total Conversions', { exact: true })).toHaveValue('5');
    await expect(form.getByTestId('result')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(NOT_A_NUMBER);
  });

  test('zero visitors in the address shows its message, never NaN or Infinity', async ({ page }) => {
    await page.goto('/calculators/conversion-rate?visitors=0&conversions=0');
    const form = page.locator('form:visible');
    await expect(form.getByTestId('error')).toHaveText('Total visitors must be greater than zero');
    await expect(form.getByTestId('result')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(NOT_A_NUMBER);
  });

  test('parameters the calculator does not know are ignored', async ({ page }) => {
    await page.goto('/calculators/roi?utm_source=newsletter&investment=1000&ref=abc&returns=1500&mode=nope');
    const form = page.locator('form:visible');
    await expect(form.getByTestId('output-roi')).toHaveText('50.00%');
    await expect(form.getByTestId('error')).toHaveText('');
  });

  test('mode= opens that tab with its result', async ({ page }) => {
    await page.goto('/calculators/break-even-point?mode=revenue&revFixedCosts=1000000&contributionMarginRatio=30');
    await expect(page.getByRole('tab', { name: 'By Revenue', exact: true })).toHaveAttribute('aria-selected', 'true');
    const form = page.locator('form:visible');
    await expect(form.getByTestId('output-breakEvenRevenue')).toHaveText('$3,333,334');
    await expect(form.getByLabel('Contribution Margin Ratio (%)', { exact: true })).toHaveValue('30');
  });

  test('Copy link copies the address with the inputs and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/calculators/roi');
    const form = page.locator('form:visible');
    await form.getByLabel('Investment Amount ($)', { exact: true }).fill('2500');
    await form.getByLabel('Returns ($)', { exact: true }).fill('3000');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(form.getByTestId('output-roi')).toHaveText('20.00%');
    await form.getByRole('button', { name: 'Copy link', exact: true }).click();
    const toast = page.getByTestId('toast');
    await expect(toast.getByText('Link copied', { exact: true })).toBeVisible();
    await expect(toast).toContainText('Anyone who opens it sees these inputs and this result.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    expect(new URL(copied).search).toBe('?investment=2500&returns=3000');
  });

  test('back from another page shows the result again', async ({ page }) => {
    await page.goto('/calculators/roi');
    const form = page.locator('form:visible');
    await form.getByLabel('Investment Amount ($)', { exact: true }).fill('1000');
    await form.getByLabel('Returns ($)', { exact: true }).fill('800');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(form.getByTestId('output-roi')).toHaveText('-20.00%');
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Marketing Calculators');
    await page.goBack();
    await expect(page).toHaveURL(/\/calculators\/roi\?investment=1000&returns=800$/);
    await expect(form.getByTestId('output-roi')).toHaveText('-20.00%');
    await expect(form.getByLabel('Returns ($)', { exact: true })).toHaveValue('800');
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Marketing Calculators');
  });
});

test.describe('the directory in the address', () => {
  test('?q= opens with the search applied', async ({ page }) => {
    await page.goto('/calculators?q=cpc');
    await expect(page.getByLabel('Search calculators')).toHaveValue('cpc');
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ search: 'cpc' }));
    await expect(page.getByRole('heading', { level: 2, name: 'Cost Per Click (CPC) Calculator', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Impressions to Clicks Calculator', exact: true })).toBeVisible();
  });

  test('?category= opens on that tab', async ({ page }) => {
    await page.goto('/calculators?category=cost-efficiency');
    await expect(page.getByRole('tab', { name: 'Cost & Efficiency', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ category: 'Cost & Efficiency' }));
  });

  test('searching, choosing a tab and Clear keep the address in step', async ({ page }) => {
    await page.goto('/calculators');
    await page.getByLabel('Search calculators').fill('roas');
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ search: 'roas' }));
    await expect(page).toHaveURL(/\/calculators\?q=roas$/);
    await page.getByRole('tab', { name: 'Revenue & Profitability', exact: true }).click();
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ category: 'Revenue & Profitability' }));
    await expect(page).toHaveURL(/\/calculators\?category=revenue-profitability$/);
    await page.getByLabel('Search calculators').fill('margin');
    await expect(page).toHaveURL(/\/calculators\?category=revenue-profitability&q=margin$/);
    await page.reload();
    await expect(page.getByLabel('Search calculators')).toHaveValue('margin');
    await expect(page.getByRole('tab', { name: 'Revenue & Profitability', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ category: 'Revenue & Profitability', search: 'margin' }));
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ category: 'Revenue & Profitability' }));
    await expect(page).toHaveURL(/\/calculators\?category=revenue-profitability$/);
  });
});

test.describe('every calculator (each mode of each definition) reopens its result from its URL', () => {
  for (const definition of definitions) {
    test(definition.slug, async ({ page }) => {
      const { modes } = definition.calculator;
      for (const mode of modes) {
        const example = definition.examples.find((e) => (e.mode ?? modes[0]!.id) === mode.id && 'outputs' in e.expect);
        expect(example, `${definition.slug}: a successful example for mode ${mode.id}`).toBeDefined();
        const expected = (example!.expect as { outputs: Record<string, string> }).outputs;
        const primary = mode.outputs.find((output) => output.id in expected);
        expect(primary, `${definition.slug}: example "${example!.name}" names an output of mode ${mode.id}`).toBeDefined();

        await page.goto(
          `/calculators/${definition.slug}${pageStateCodec(definition).encode({ mode: mode.id, inputs: example!.inputs, explorers: {} })}`,
        );
        if (modes.length > 1)
          await expect(page.getByRole('tab', { name: mode.label, exact: true })).toHaveAttribute('aria-selected', 'true');
        const form = page.locator('form:visible');
        await expect(form.getByTestId(`output-${primary!.id}`), `${definition.slug} (${mode.id}): "${example!.name}"`).toHaveText(
          expected[primary!.id]!,
        );
        await expect(form.getByTestId('error')).toHaveText('');
      }
    });
  }
});
