import { expect, type Page } from './fixtures';

/** Opens a calculator page (or, with `embed`, its embedded card at /embed/<slug>) and returns helpers that act as a visitor would. */
export async function openCalculator(page: Page, slug: string, { embed = false } = {}) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(embed ? `/embed/${slug}` : `/calculators/${slug}`);
  return calculatorOn(page, errors);
}

/**
 * The same helpers for the calculator page the browser is already on (reached by a link, as a plan's are);
 * `errors` collects the page's uncaught errors.
 */
export async function calculatorOn(page: Page, errors: string[] = []) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const panel = page.locator('[role="tabpanel"]:not([hidden]), form').first();
  /** The form of the tab shown (the only form of a calculator without tabs). */
  const form = page.locator('form:visible');
  return {
    errors,
    panel,
    form,
    field: (label: string) => form.getByLabel(label, { exact: true }),
    fill: async (label: string, value: string) => form.getByLabel(label, { exact: true }).fill(value),
    /** Chooses a select's option by the label the visitor reads. */
    select: async (label: string, option: string) => form.getByLabel(label, { exact: true }).selectOption({ label: option }),
    press: async (name = 'Calculate') => form.getByRole('button', { name, exact: true }).click(),
    /** Types each value into the field with that label, in order, then presses Calculate. */
    calculate: async (inputs: Record<string, string>) => {
      for (const [label, value] of Object.entries(inputs)) await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    },
    /**
     * Opens every explorer of a shown result, in the order a visitor meets their buttons: Solve for, Compare, Show
     * chart; each press once the panel before it has opened, as a visitor sees it open (a panel that opens pushes the
     * buttons below it down, and a press aimed before the push lands where the button was).
     */
    openExplorers: async () => {
      const panels = { 'Solve for': 'solve-panel', Compare: 'compare-panel', 'Show chart': 'sensitivity-chart' };
      for (const [name, panel] of Object.entries(panels)) {
        await form.getByRole('button', { name, exact: true }).click();
        await expect(page.getByTestId(panel)).toBeVisible();
      }
    },
    output: (id: string) => form.getByTestId(`output-${id}`),
    /** An output with its label and caption; absent when the output is not shown. */
    outputBox: (id: string) => form.locator(`[data-output="${id}"]`),
    /** The label above a value output. */
    outputLabel: (id: string) => form.locator(`[data-output="${id}"] > p:not([data-testid])`),
    caption: (id: string) => form.getByTestId(`caption-${id}`),
    error: () => form.getByTestId('error'),
    result: () => form.getByTestId('result'),
    band: () => form.getByTestId('band'),
    /** The band's label alone, for exact matches ('Average' is not 'Above Average'). */
    bandLabel: () => form.getByTestId('band-label'),
    tips: () => form.getByTestId('tips'),
    tab: async (name: string) => page.getByRole('tab', { name, exact: true }).click(),
  };
}

export type Calculator = Awaited<ReturnType<typeof openCalculator>>;
