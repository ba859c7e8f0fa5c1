/**
 * The admin's Usage tab (issue 30) as the admin uses it: counts sent to the
 * API as a page sends them, then seen in the tab: the calculator's row, its
 * results on its band scale, the refused calculations with the message
 * shown, and the embedding site. Client-side sending is not built yet, so
 * the batch is posted here as a page would post it.
 */
import { expect, test } from './fixtures';

const PASSWORD = 'e2e-admin-password';

test('the Usage tab shows a period’s views, calculations, bands, failures and embedding sites', async ({ page, request }) => {
  const events = [
    { type: 'view', path: '/calculators/engagement-rate' },
    { type: 'calculate', calculator: 'engagement-rate', mode: 'default', band: 'Good' },
    { type: 'calculate', calculator: 'engagement-rate', mode: 'default', band: 'Good' },
    { type: 'calculate', calculator: 'engagement-rate', mode: 'default', rule: 0 },
    { type: 'embed-view', calculator: 'engagement-rate', host: 'e2e-usage.example.net' },
  ];
  expect((await request.post('/api/events', { data: { events } })).status()).toBe(204);

  await page.goto('/admin');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('tab', { name: 'Usage' }).click();
  const row = page
    .getByRole('table', { name: 'Views and calculations per calculator' })
    .getByRole('row', { name: /^Engagement Rate Calculator/ });
  // Views 1, calculations 3, of which 1 refused, no explorer.
  await expect(row.getByRole('cell')).toHaveText(['1', '3', '1', '0']);
  await page.getByLabel('Calculator', { exact: true }).click();
  await page.getByRole('option', { name: 'Engagement Rate Calculator' }).click();
  await expect(page.getByRole('img', { name: /^2 results: .*Good: 2 \(100%\)/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Most common validation failures' })).toContainText('Engagement Rate Calculator');
  await expect(page.getByRole('table', { name: 'Embedding sites' }).getByRole('row', { name: 'e2e-usage.example.net 1' })).toBeVisible();
});
