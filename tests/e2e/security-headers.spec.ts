import { expect, test } from './fixtures';

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
