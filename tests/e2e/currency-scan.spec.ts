/**
 * No dollar reaches a visitor who reads another currency (issue 49). In five
 * browser locales, every calculator page with its first worked example typed
 * and calculated, every plan template opened as a plan, and the plan page
 * with a three-step plan are scanned island by island, as a visitor reads
 * them: no "$", "US$", "USD", "dollar" or "cent" except inside the one note
 * that says the benchmarks are converted US figures; every money output in
 * the visitor's currency; no yen figure with decimals.
 */
import { expect, test, type Page } from './fixtures';
import { calculatorOn } from './calculator';
import { definitions } from '../../definitions';
import { plans as planTemplates } from '../../definitions/plans';
import { findMode, isMoney, type CalculatorDefinition } from '../../engine';
import { fieldLabel, readNumber } from '../../engine/runtime';
import { learnStyle } from '../../engine/learn-style';
import { typedNumber } from '../../engine/figures';
import type { NumberStyle } from '../../engine/number-style/style';

/** The locales scanned, with the currency each region gives (country-to-currency). */
const LOCALES = { 'de-DE': 'EUR', 'fr-FR': 'EUR', 'ja-JP': 'JPY', 'en-GB': 'GBP', 'en-IN': 'INR' } as const;

/** Words and signs of the US dollar a visitor in another currency must not read. */
const DOLLAR = /\$|\bUSD\b|dollar|\bcents?\b/i;

/** What the visitor reads in the page's islands, the benchmark note left out. */
async function islandText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts: string[] = [];
    for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
      const copy = island.cloneNode(true) as HTMLElement;
      for (const note of copy.querySelectorAll('[data-testid="benchmark-note"]')) note.remove();
      // Hidden parts (a closed menu, a tab not shown) are not read; cloned nodes have no layout, so they are told by attribute.
      for (const hidden of copy.querySelectorAll('[hidden], [aria-hidden="true"]')) hidden.remove();
      // Each run of text on its own line, so a leak is reported as the visitor reads it.
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
      for (const field of island.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]), textarea')) texts.push(field.value);
    }
    return texts.join('\n');
  });
}

/** The lines of `text` that speak of dollars, or show a yen figure with decimals. */
function leaks(text: string, currency: string): string[] {
  const yenDecimals = /[¥￥]\s?\d[\d,]*\.\d|\d[\d,]*\.\d+\s?[¥￥円]/;
  return text
    .split('\n')
    .filter((line) => DOLLAR.test(line) || (currency === 'JPY' && yenDecimals.test(line)))
    .map((line) => line.trim().slice(0, 200));
}

/** The first example of `definition` that calculates, with its mode. */
function firstWorked(definition: CalculatorDefinition) {
  const example = definition.examples.find((e) => !('message' in e.expect))!;
  return { example, mode: findMode(definition, example.mode) };
}

/** Opens `definition`'s page, types its first worked example in `style` and calculates, as a visitor would. */
async function calculateFirstExample(page: Page, definition: CalculatorDefinition, style: NumberStyle) {
  await page.goto(`/calculators/${definition.slug}`);
  const c = await calculatorOn(page);
  const { example, mode } = firstWorked(definition);
  if (definition.calculator.modes.length > 1) await c.tab(mode.label!);
  for (const field of mode.fields) {
    const raw = example.inputs[field.id];
    if (field.kind === 'select') {
      const option = field.options.find((o) => o.value === raw);
      if (option) await c.select(field.label, option.label);
    } else {
      const value = raw === undefined ? Number.NaN : readNumber(raw);
      await c.fill(fieldLabel(field, style), Number.isFinite(value) ? typedNumber(value, style) : (raw ?? ''));
    }
  }
  await c.press(definition.calculator.buttonLabel ?? 'Calculate');
  await expect(c.result(), definition.slug).toBeVisible();
}

for (const [locale, currency] of Object.entries(LOCALES)) {
  test.describe(`a visitor in ${locale} reads ${currency} only`, () => {
    test.use({ locale });
    const style = learnStyle({ locale, currency });

    // One page goes through every calculator, as a visitor browsing the site would: the scripts it has loaded stay
    // cached, which takes this scan from about 4.7 s a page (a fresh browser per page) to about 2 s on CI's machine.
    test('every calculator with its first worked example', async ({ page }) => {
      test.setTimeout(definitions.length * 15_000);
      const found: Record<string, string[]> = {};
      for (const definition of definitions) {
        await calculateFirstExample(page, definition, style);
        for (const output of firstWorked(definition).mode.outputs.filter(isMoney)) {
          const shown = page.locator('form:visible').getByTestId(`output-${output.id}`);
          if (await shown.count()) await expect(shown, definition.slug).toContainText(style.currencySymbol);
        }
        const lines = leaks(await islandText(page), currency);
        if (lines.length > 0) found[definition.slug] = lines;
      }
      expect(found).toEqual({});
    });

    test('every plan template opened as a plan', async ({ page }) => {
      const found: Record<string, string[]> = {};
      for (const template of planTemplates) {
        await page.goto(`/plans/${template.slug}`);
        await page.getByRole('link', { name: 'Open this plan' }).first().click();
        await expect(page.getByTestId('plan-step'), template.slug).toHaveCount(template.steps.length);
        await expect(page.getByTestId('plan-step').last().getByTestId('result'), template.slug).toBeVisible();
        const lines = leaks(await islandText(page), currency);
        if (lines.length > 0) found[template.slug] = lines;
      }
      expect(found).toEqual({});
    });

    test('the plan page with a three-step plan', async ({ page }) => {
      // Clicks to Conversions' cost feeds CPA's marketing spend and ROAS's ad spend; ROAS's revenue is typed in the visitor's currency.
      const revenue = typedNumber(5000, style);
      await page.goto(
        `/plan?plan=1&step=clicks-to-conversions&step=cpa&step=roas&0.conversionRate=2.5&0.targetConversions=50&1.acquisitions=50` +
          `&2.revenue=${encodeURIComponent(revenue)}&link=1.marketingSpend.0.estimatedCost&link=2.adSpend.0.estimatedCost&cur=${currency}`,
      );
      await expect(page.getByTestId('plan-step')).toHaveCount(3);
      await expect(page.getByTestId('plan-step').last().getByTestId('output-roas')).toBeVisible();
      expect(leaks(await islandText(page), currency)).toEqual([]);
    });
  });
}
