import { expect, test } from './fixtures';

/** A calculator's result taken away from the page: printed, or copied as text. */

test.describe('printing a calculator', () => {
  test('prints the inputs, result, band and tips on one page, without the site frame, article or controls', async ({ page }) => {
    await page.goto('/calculators/roi');
    const form = page.locator('form:visible');
    await form.getByLabel('Investment Amount ($)', { exact: true }).fill('1000');
    await form.getByLabel('Returns ($)', { exact: true }).fill('1500');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(form.getByTestId('output-roi')).toHaveText('50.00%');
    await expect(form.getByText('What it takes')).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'References' })).toBeHidden();
    await expect(form.getByRole('button', { name: 'Calculate', exact: true })).toBeHidden();
    await expect(form.getByRole('button', { name: 'Copy link' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Embed' })).toBeHidden();

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(form.getByLabel('Investment Amount ($)', { exact: true })).toHaveValue('1000');
    await expect(form.getByTestId('output-roi')).toBeVisible();
    await expect(form.getByTestId('band-label')).toHaveText('Good');
    await expect(form.getByTestId('tips')).toBeVisible();

    // One sheet of A4: the PDF Chromium prints has a single page object.
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
  });
});

test.describe('Copy result', () => {
  test('copies the inputs, the result, its rating and the link as plain text', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/calculators/roi');
    const form = page.locator('form:visible');
    await form.getByLabel('Investment Amount ($)', { exact: true }).fill('1000');
    await form.getByLabel('Returns ($)', { exact: true }).fill('1500');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await form.getByRole('button', { name: 'Copy result' }).click();
    await expect(page.getByText('Result copied')).toBeVisible();
    // ROI = (1,500 − 1,000) ÷ 1,000 = 50.00%, +$500.00: Good (50% to 100%).
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`ROI Calculator

Inputs
Investment Amount ($): $1,000
Returns ($): $1,500

Result
Your ROI: 50.00% (Net return after the investment: +$500.00)
Good: Your ROI is good: every dollar invested came back as $1.50 to $2.00. Keep it running and test improvements one at a time to push it higher.

${baseURL}/calculators/roi?investment=1000&returns=1500`);
  });
});
