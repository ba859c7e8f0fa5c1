import { expect, test } from './fixtures';
import { plans } from '../../definitions/plans';
import { calculatorCount } from './directory-count';

test.describe('the directory', () => {
  test('lists every calculator with the breadcrumb and the suggestion link', async ({ page }) => {
    await page.goto('/calculators');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    await expect(page.getByTestId('count')).toHaveText(calculatorCount());
    await expect(page.getByRole('link', { name: 'Suggest a Calculator' })).toHaveAttribute('href', '/contact');
  });

  test('searches title, summary and meta description without case, within the tab', async ({ page }) => {
    await page.goto('/calculators');
    const search = page.getByLabel('Search calculators');
    await search.fill('ROAS');
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ search: 'ROAS' }));
    await expect(page.getByRole('heading', { level: 2, name: 'ROAS Calculator', exact: true })).toBeVisible();
    await search.fill('churn');
    await expect(page.getByRole('heading', { level: 2, name: 'Churn Rate Calculator', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'ROAS Calculator', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ search: 'churn' }));
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByTestId('count')).toHaveText(calculatorCount());
  });

  test('lists the calculators whose titles answer the search first, and its own order again once cleared', async ({ page }) => {
    await page.goto('/calculators');
    const search = page.getByLabel('Search calculators');
    const titles = () => page.locator('[data-filter-item]:not([hidden])').getByRole('heading', { level: 2 }).allTextContents();
    const builtOrder = await titles();
    for (const query of ['cost per click', 'cpc']) {
      await search.fill(query);
      await expect(page.getByTestId('count')).toHaveText(calculatorCount({ search: query }));
      await expect.poll(async () => (await titles())[0]).toBe('Cost Per Click (CPC) Calculator');
    }
    await search.fill('cost');
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ search: 'cost' }));
    const places = async () => {
      const found = await titles();
      return ['Cost Per Click (CPC) Calculator', 'CPM Calculator', 'Customer Lifetime Value (CLV) Calculator'].map((t) => found.indexOf(t));
    };
    await expect
      .poll(async () => {
        const [cpc, cpm, clv] = await places();
        return cpc >= 0 && cpc < cpm && cpc < clv;
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByTestId('count')).toHaveText(calculatorCount());
    await expect.poll(titles).toEqual(builtOrder);
  });

  test('the tabs hold the spec membership, and changing tab clears the search', async ({ page }) => {
    await page.goto('/calculators');
    // The spec's membership (8, 9, 6 and 7 of its 30), as the definitions declare it.
    const tabs = ['Conversion & Performance', 'Cost & Efficiency', 'Revenue & Profitability', 'Analytics & Tracking'];
    for (const tab of tabs) {
      const count = calculatorCount({ category: tab });
      await page.getByLabel('Search calculators').fill('cost');
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByLabel('Search calculators')).toHaveValue('');
      await expect(page.getByTestId('count')).toHaveText(count);
    }
    await page.getByRole('tab', { name: 'Revenue & Profitability' }).click();
    await page.getByLabel('Search calculators').fill('margin');
    await expect(page.getByTestId('count')).toHaveText(calculatorCount({ category: 'Revenue & Profitability', search: 'margin' }));
  });

  test('the Plans tab lists the plan templates, and only it', async ({ page }) => {
    await page.goto('/calculators');
    await expect(page.getByRole('link', { name: /Paid Search Funnel Plan/ })).toBeHidden();
    await page.getByRole('tab', { name: 'Plans', exact: true }).click();
    await expect(page.getByTestId('count')).toHaveText(`${plans.length} plans`);
    for (const plan of plans) await expect(page.getByRole('heading', { level: 2, name: plan.title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'ROI Calculator', exact: true })).toBeHidden();
    // Only the paid search plan's title or summary names ROAS.
    await page.getByLabel('Search calculators').fill('roas');
    await expect(page.getByTestId('count')).toHaveText('1 plan found');
    await page.getByRole('link', { name: /Paid Search Funnel Plan/ }).click();
    await expect(page).toHaveURL(/\/plans\/paid-search-funnel$/);
    await page.goBack();
    await page.goto('/calculators?category=plans');
    await expect(page.getByTestId('count')).toHaveText(`${plans.length} plans`);
    await page.getByRole('tab', { name: 'All Calculators', exact: true }).click();
    await expect(page.getByTestId('count')).toHaveText(calculatorCount());
  });

  test('no match: the message and Clear Search', async ({ page }) => {
    await page.goto('/calculators');
    await page.getByLabel('Search calculators').fill('zzz no such metric');
    await expect(page.getByText('No calculators found')).toBeVisible();
    await expect(page.getByTestId('count')).toHaveText('0 calculators found');
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(page.getByTestId('count')).toHaveText(calculatorCount());
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the category tabs scroll: the arrow brings the next ones into view, and the chosen one stays in view', async ({ page }) => {
      await page.goto('/calculators');
      const last = page.getByRole('tab', { name: 'Analytics & Tracking', exact: true });
      await expect(last).not.toBeInViewport();
      const next = page.locator('.MuiTabs-scrollButtons').last();
      await next.click();
      // Wholly in view, but for a fraction of a pixel (tabs are as wide as their text, scrolling is by whole pixels).
      await expect(page.getByRole('tab', { name: 'Conversion & Performance', exact: true })).toBeInViewport({ ratio: 0.99 });
      await expect(page.getByRole('tab', { name: 'All Calculators', exact: true })).not.toBeInViewport({ ratio: 0.5 });
      await next.click();
      await next.click();
      await last.click();
      await expect(last).toHaveAttribute('aria-selected', 'true');
      await expect(last).toBeInViewport({ ratio: 0.99 });
      await expect(page.getByTestId('count')).toHaveText(calculatorCount({ category: 'Analytics & Tracking' }));
    });
  });
});
