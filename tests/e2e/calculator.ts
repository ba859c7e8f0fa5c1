import { expect, type Page } from './fixtures';

/** Opens a calculator page and returns helpers that act as a visitor would. */
export async function openCalculator(page: Page, slug: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`/calculators/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const panel = page.locator('[role="tabpanel"]:not([hidden]), form').first();
  return {
    errors,
    panel,
    fill: async (label: string, value: string) => page.locator('form:visible').getByLabel(label, { exact: true }).fill(value),
    select: async (label: string, value: string) => page.locator('form:visible').getByLabel(label, { exact: true }).selectOption(value),
    press: async (name = 'Calculate') => page.locator('form:visible').getByRole('button', { name, exact: true }).click(),
    output: (id: string) => page.locator('form:visible').getByTestId(`output-${id}`),
    error: () => page.locator('form:visible').getByTestId('error'),
    result: () => page.locator('form:visible').getByTestId('result'),
    band: () => page.locator('form:visible').getByTestId('band'),
    /** The band's label alone, for exact matches ('Average' is not 'Above Average'). */
    bandLabel: () => page.locator('form:visible').getByTestId('band-label'),
    tab: async (name: string) => page.getByRole('tab', { name, exact: true }).click(),
  };
}
