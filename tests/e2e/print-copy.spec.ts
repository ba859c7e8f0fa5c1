import { roiSummary } from '../fixtures/roi-summary';
import { openCalculator } from './calculator';
import { expect, test } from './fixtures';

/** A calculator's result taken away from the page: printed, or copied as text. */

test.describe('printing a calculator', () => {
  test('prints the inputs, result, band and tips on one page, without the site frame, article or controls', async ({ page }) => {
    const roi = await openCalculator(page, 'roi');
    await roi.calculate({ 'Investment Amount ($)': '1000', 'Returns ($)': '1500' });
    await expect(roi.output('roi')).toHaveText('50.00%');
    await expect(roi.form.getByText('What it takes')).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'References' })).toBeHidden();
    await expect(roi.form.getByRole('button', { name: 'Calculate', exact: true })).toBeHidden();
    await expect(roi.form.getByRole('button', { name: 'Copy link' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Embed' })).toBeHidden();

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(roi.field('Investment Amount ($)')).toHaveValue('1000');
    await expect(roi.output('roi')).toBeVisible();
    await expect(roi.bandLabel()).toHaveText('Good');
    await expect(roi.tips()).toBeVisible();

    // One sheet of A4: the PDF Chromium prints has a single page object.
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
  });
});

test.describe('printing in the dark scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('prints in the light scheme (dark text on white paper), then the screen is dark again', async ({ page }) => {
    const roi = await openCalculator(page, 'roi');
    await roi.calculate({ 'Investment Amount ($)': '1000', 'Returns ($)': '1500' });
    await expect(roi.output('roi')).toHaveText('50.00%');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    // What the page looks like as it prints: read by a listener added after the page's own.
    await page.evaluate(() =>
      window.addEventListener('beforeprint', () => {
        const printed = window as unknown as { printedScheme?: string; printedText?: string };
        printed.printedScheme = document.documentElement.getAttribute('data-mui-color-scheme') ?? '';
        printed.printedText = getComputedStyle(document.querySelector('h1')!).color;
      }),
    );
    await page.pdf({ format: 'A4' });
    const printed = await page.evaluate(() => {
      const { printedScheme, printedText } = window as unknown as { printedScheme?: string; printedText?: string };
      return { printedScheme, printedText };
    });
    expect(printed.printedScheme).toBe('light');
    expect(printed.printedText).toBe('rgba(0, 0, 0, 0.87)');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  });
});

test.describe('Copy result', () => {
  test('copies the inputs, the result, its rating and the link as plain text', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const roi = await openCalculator(page, 'roi');
    await roi.calculate({ 'Investment Amount ($)': '1000', 'Returns ($)': '1500' });
    await roi.form.getByRole('button', { name: 'Copy result' }).click();
    await expect(page.getByText('Result copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      roiSummary(`${baseURL}/calculators/roi?investment=1000&returns=1500`),
    );
  });
});
