import { expect, test, type Page } from './fixtures';
import { startHostSite, type HostSite } from './host-site';

/**
 * An embedded calculator as another site shows it: a page of another site (./host-site.ts) pastes our snippet — an
 * iframe of /embed/roi and our resizer script — and a reader uses the calculator inside it.
 */

let host: HostSite;
let hostUrl = '';

test.beforeAll(async ({ baseURL }) => {
  host = await startHostSite(baseURL!);
  hostUrl = host.url;
});

test.afterAll(async () => {
  await host.close();
});

/** The iframe's height on the host page and the embedded content's height, in CSS pixels. */
async function heights(page: Page) {
  const frameHeight = await page.locator('iframe').evaluate((frame) => frame.getBoundingClientRect().height);
  const contentHeight = await page
    .frameLocator('iframe')
    .locator('main')
    .evaluate((main) => main.getBoundingClientRect().height);
  return { frameHeight, contentHeight };
}

test.describe('an embedded calculator on another site', () => {
  test('works inside the frame, and the frame fits the calculator as the result appears', async ({ page }) => {
    await page.goto(`${hostUrl}/`);
    const frame = page.frameLocator('iframe');
    const form = frame.locator('form:visible');
    await expect(frame.getByRole('heading', { level: 2, name: 'Calculate Your ROI' })).toBeVisible();
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('ROI Calculator');
    // No site frame: no header links, no footer, no article.
    await expect(frame.getByRole('link', { name: 'All Calculators' })).toHaveCount(0);
    await expect(frame.locator('footer')).toHaveCount(0);
    await expect(frame.getByRole('link', { name: 'Full calculator and guide' })).toHaveAttribute('href', '/calculators/roi');

    await form.getByLabel('Investment Amount ($)', { exact: true }).fill('1000');
    await form.getByLabel('Returns ($)', { exact: true }).fill('1500');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(form.getByTestId('output-roi')).toHaveText('50.00%');
    await expect(form.getByTestId('band-label')).toBeVisible();

    // The resizer fits the iframe to the calculator with its result: no inner scrollbar, no gap.
    await expect
      .poll(async () => {
        const { frameHeight, contentHeight } = await heights(page);
        return Math.abs(frameHeight - Math.ceil(contentHeight));
      })
      .toBeLessThanOrEqual(1);
    const withResult = await heights(page);
    expect(withResult.frameHeight).toBeGreaterThan(760);
    await expect(page.getByText('After the calculator.')).toBeVisible();
  });

  test('without the resizer script, the frame keeps the height the snippet gives and the calculator still works', async ({ page }) => {
    await page.goto(`${hostUrl}/fixed`);
    const form = page.frameLocator('iframe').locator('form:visible');
    await form.getByLabel('Investment Amount ($)', { exact: true }).fill('200');
    await form.getByLabel('Returns ($)', { exact: true }).fill('300');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(form.getByTestId('output-roi')).toHaveText('50.00%');
    expect((await heights(page)).frameHeight).toBe(760);
  });

  test('may be framed by any site, while every other page refuses to be framed', async ({ request }) => {
    const embed = await request.get('/embed/roi');
    expect(embed.status()).toBe(200);
    expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers()['x-frame-options']).toBeUndefined();
    const script = await request.get('/embed.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    for (const path of ['/calculators/roi', '/', '/admin']) {
      const response = await request.get(path);
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers()['x-frame-options']).toBe('DENY');
    }
  });

  test('is not indexed and names the full page as canonical', async ({ request }) => {
    const html = await (await request.get('/embed/roi')).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/calculators\/roi"/);
  });

  test('opens with the inputs in its address, and its Copy link shares the full page', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/embed/roi?investment=1000&returns=1500');
    const form = page.locator('form:visible');
    await expect(form.getByTestId('output-roi')).toHaveText('50.00%');
    await form.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/calculators/roi?investment=1000&returns=1500`);
  });
});

test.describe('the Embed button on a calculator page', () => {
  test('opens the snippet with a live preview, and copies it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/calculators/roi');
    await page.getByRole('button', { name: 'Embed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Embed this calculator' });
    await expect(dialog).toBeVisible();
    const snippet =
      `<iframe src="${baseURL}/embed/roi" title="ROI Calculator" width="100%" height="760" style="border:0;max-width:720px" loading="lazy" allow="clipboard-write"></iframe>\n` +
      `<script src="${baseURL}/embed.js" async></script>`;
    await expect(dialog.getByLabel('Embed code')).toHaveValue(snippet);
    const preview = dialog.frameLocator('[data-testid="embed-preview"]');
    await preview.locator('form:visible').getByLabel('Investment Amount ($)', { exact: true }).fill('1000');
    await preview.locator('form:visible').getByLabel('Returns ($)', { exact: true }).fill('1500');
    await preview.locator('form:visible').getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(preview.getByTestId('output-roi')).toHaveText('50.00%');
    await dialog.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByText('Embed code copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('closes with Escape pressed inside its preview, and gives focus back to its button', async ({ page }) => {
    await page.goto('/calculators/roi');
    await page.getByRole('button', { name: 'Embed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Embed this calculator' });
    const field = dialog
      .frameLocator('[data-testid="embed-preview"]')
      .locator('form:visible')
      .getByLabel('Investment Amount ($)', { exact: true });
    await field.fill('1000');
    await field.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Embed' })).toBeFocused();
  });
});
