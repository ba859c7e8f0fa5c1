import { expect, test } from './fixtures';
import { browserMessages } from './console';

test.describe('the site under its Content-Security-Policy', () => {
  for (const path of ['/', '/calculators', '/calculators/roi', '/about', '/contact', '/admin']) {
    test(`${path} loads, runs and reports no policy violation`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { violations: string[] }).violations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      const response = await page.goto(path);
      expect(response!.headers()['content-security-policy']).toContain("default-src 'self'");
      await expect(page.locator('h1')).toBeVisible();
      // The app has hydrated when its interactive controls respond; the header's links are rendered by React.
      await expect(page.getByRole('link', { name: 'All Calculators' }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    });
  }
});

test.describe("the browser running the suite accepts every response header's contents", () => {
  // The studio's page is behind the admin login (playwright.config.ts sets the password); the others ignore it.
  test.use({ httpCredentials: { username: 'admin', password: 'e2e-admin-password', send: 'always' } });
  // One page for each set of headers api/security.ts sends: framing denied, framing allowed (an embed), the studio's.
  for (const path of ['/', '/embed/roi', '/studio']) {
    test(`${path}: no feature in the Permissions-Policy header is unknown to this browser, and no header is objected to`, async ({
      page,
      browser,
    }) => {
      const messages = browserMessages(page);
      const response = await page.goto(path);
      expect(response!.headers()['permissions-policy']).toContain('camera=()');
      // The browser logs what it makes of the document's headers as it commits the document, before the load ends.
      const unknownFeatures = messages.flatMap(
        (text) => /Permissions-Policy header: Unrecognized feature: '([^']+)'/.exec(text)?.[1] ?? [],
      );
      expect(
        unknownFeatures,
        `Chromium ${browser.version()} does not recognise these Permissions-Policy features (api/security.ts)`,
      ).toEqual([]);
      const aboutHeaders = messages.filter((text) => /header/i.test(text));
      expect(aboutHeaders, `Chromium ${browser.version()} objects to a response header`).toEqual([]);
    });
  }
});
