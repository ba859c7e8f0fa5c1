import { pageProblems } from './console';
import { expect, pageBeforeTheApp, test } from './fixtures';
import { definitions } from '../../definitions';
import { plans } from '../../definitions/plans';
import { fileOfModule } from '../../scripts/build-manifest';
import { EAGER_COMPILE_HINT } from '../../scripts/compile-hints';

/** HTML text as it appears in markup. */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
}

const staticPages = ['/', '/calculators', '/about', '/contact', '/privacy', '/terms', '/methodology', '/plan', '/admin'];

test.describe('pre-rendered HTML, read without running JavaScript', () => {
  for (const definition of definitions) {
    test(`/calculators/${definition.slug} has its h1, head tags, FAQ and JSON-LD in the markup`, async ({ request }) => {
      const response = await request.get(`/calculators/${definition.slug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(definition.seo.h1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      expect(html).toContain(`<title>${escaped(definition.seo.metaTitle).replace(/&#x27;/g, "'")}</title>`);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${definition.seo.canonicalUrl}" />`);
      expect(html).toContain(`<meta property="og:url" content="http://localhost:3000${definition.seo.canonicalUrl}" />`);
      for (const item of definition.content.faq) expect(html).toContain(escaped(item.question));
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      expect(jsonLd.map((d) => d['@type'])).toEqual(['BreadcrumbList', 'FAQPage', 'WebApplication']);
      expect(jsonLd[1].mainEntity.map((q: { name: string }) => q.name)).toEqual(definition.content.faq.map((f) => f.question));
      expect(jsonLd[2]).toMatchObject({ applicationCategory: 'BusinessApplication', offers: { price: '0' } });
    });
  }

  for (const path of staticPages) {
    test(`${path} is served as HTML with its content and one h1`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('<link rel="canonical"');
    });
  }

  test('the home page has the default title and description, the viewport limit and the blue theme colour', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<title>Marketing Calculators</title>');
    expect(html).toContain(
      '<meta name="description" content="Free marketing calculators for conversion, cost, revenue and retention metrics',
    );
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />');
    expect(html).toContain('<meta name="theme-color" content="#1d4ed8" />');
  });

  test('an unknown path gets the 404 page with a 404 status', async ({ request }) => {
    const response = await request.get('/nope');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('Did you forget to add the page to the router?');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  test('sitemap.xml lists every calculator and page but not the admin', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    for (const d of definitions) expect(locs).toContain(`http://localhost:3000/calculators/${d.slug}`);
    expect(locs).toHaveLength(definitions.length + 8 + plans.length);
    expect(locs).toContain('http://localhost:3000/methodology');
    expect(locs).toContain('http://localhost:3000/plan');
    for (const plan of plans) expect(locs).toContain(`http://localhost:3000/plans/${plan.slug}`);
    expect(locs).not.toContain('http://localhost:3000/admin');
  });

  test('the code a page runs as it loads is marked for eager compiling, as sent; code loaded on demand is not', async ({ request }) => {
    const html = await (await request.get('/calculators/roi')).text();
    const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]!);
    expect(modules.length).toBeGreaterThan(3);
    // The browser takes the brotli form: the hint must be in what is sent, not only in the file on disk.
    for (const file of modules) {
      const code = await (await request.get(file, { headers: { 'Accept-Encoding': 'br' } })).text();
      expect(code.startsWith(`${EAGER_COMPILE_HINT}\n`), file).toBe(true);
    }
    const explorers = fileOfModule('dist/client', 'src/calculator/result-tools.ts');
    expect((await (await request.get(`/${explorers}`, { headers: { 'Accept-Encoding': 'br' } })).text()).startsWith('//#')).toBe(false);
  });

  test('robots.txt points to the sitemap and keeps crawlers out of the admin and the API', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api/');
  });
});

test('with JavaScript disabled, a calculator page still shows its h1, intro, formula, article and FAQ', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const roi = definitions.find((d) => d.slug === 'roi')!;
  await page.goto('/calculators/roi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(roi.seo.h1);
  await expect(page.getByText(roi.seo.intro)).toBeVisible();
  await expect(page.getByText(roi.content.formula.formula).first()).toBeVisible();
  await expect(page.getByText(roi.content.faq[0]!.question)).toBeVisible();
  const heading = roi.content.article.find((b) => b.type === 'heading');
  if (heading && 'text' in heading) await expect(page.getByRole('heading', { name: heading.text as string })).toBeVisible();
  await context.close();
});

test('paints first and loads the app after; what a visitor typed meanwhile is kept', async ({ browser }) => {
  const { context, page, release, scripts, form } = await pageBeforeTheApp(browser, '/calculators/roi');
  await form.getByLabel('Investment Amount ($)', { exact: true }).fill('1000');
  await form.getByLabel('Returns ($)', { exact: true }).fill('1500');
  // The entry asks for the app's code once the page has painted (held here), which on a busy machine can come
  // after the two fills.
  await expect.poll(() => scripts.filter((path) => path.includes('/main-')).length).toBe(1);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  release();
  await form.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(form.getByTestId('output-roi')).toHaveText('50.00%');
  await expect(form.getByLabel('Investment Amount ($)', { exact: true })).toHaveValue('1000');
  await context.close();
});

test('a Calculate pressed before the app has loaded does not reload the page; once loaded, Calculate answers', async ({ browser }) => {
  const { context, page, release, form } = await pageBeforeTheApp(browser, '/calculators/roi');
  await form.getByRole('button', { name: 'Calculate', exact: true }).click();
  // The browser's own submission would have reloaded the page with the fields in the address.
  expect(new URL(page.url()).search).toBe('');
  release();
  // The press is carried out once the app is hydrated: the blank form's first message.
  await expect(form.getByTestId('error')).toHaveText('Please enter valid numbers for both fields');
  await form.getByLabel('Investment Amount ($)', { exact: true }).fill('1000');
  await form.getByLabel('Returns ($)', { exact: true }).fill('800');
  await form.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(form.getByTestId('output-roi')).toHaveText('-20.00%');
  await context.close();
});

test.describe('hydration', () => {
  for (const path of [...staticPages, '/calculators/roi', '/calculators/break-even-point', '/nope']) {
    test(`${path} hydrates the pre-rendered page in place, with no error or warning from its code`, async ({ page }) => {
      // The page's own code must be silent; what the browser says of a response header is security-headers.spec.ts's.
      const problems = pageProblems(page);
      // Every load but the 404 document itself (that status is the point of the page) must succeed.
      page.on('response', (response) => {
        const isNotFoundPage = path === '/nope' && response.request().isNavigationRequest();
        if (response.status() >= 400 && !isNotFoundPage) problems.push(`${response.url()}: ${response.status()}`);
      });
      // Keep the server's h1 before any script runs; after hydration it must be the very same node.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('#root h1');
        });
      });
      await page.goto(path);
      // This test is about hydration itself, with no visitor action: it waits for the app's code to have run.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('link', { name: 'All Calculators' }).first()).toBeVisible();
      const sameNode = await page.evaluate(() => {
        const kept = (window as unknown as { serverH1: Element | null }).serverH1;
        return kept !== null && kept === document.querySelector('#root h1');
      });
      expect(sameNode).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  test("HTML that differs from the app's first render is reported as a recovered error, which every test counts", async ({
    page,
    recoverableErrors,
  }) => {
    // The card's heading (inside the island React hydrates) altered in transit: the app renders its own text and
    // recovers by rendering afresh. The page's h1 is static HTML that React never sees.
    await page.route('**/calculators/roi', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('>Calculate Your ROI</h2>', '>Altered heading</h2>');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/calculators/roi');
    await expect(page.getByRole('heading', { level: 2, name: 'Calculate Your ROI' })).toBeVisible();
    await expect.poll(() => recoverableErrors.length).toBe(1);
    // React's production build names a hydration mismatch by its number (react.dev/errors/418), then where it was.
    expect(recoverableErrors[0]).toMatch(/^React recovered from an error: Minified React error #418;[^]*\n\s+at h2 /);
    // Expected here; the fixture would fail any other test that had one.
    recoverableErrors.length = 0;
  });

  test('hydrating a calculator page compiles almost none of the styles the page already carries', async ({ page }) => {
    // Counts the CSS rules inserted into the page until the app is hydrated. The pre-rendered page carries every rule its
    // components make, including those of components that wrap another (Link around Typography, Button around
    // ButtonBase), which the HTML never names; without them the browser compiled and inserted about 120 rules.
    await page.addInitScript(() => {
      (window as unknown as { inserted: number }).inserted = 0;
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        if (!document.documentElement.hasAttribute('data-hydrated')) (window as unknown as { inserted: number }).inserted += 1;
        return insertRule.call(this, rule, index);
      };
    });
    await page.goto('/calculators/roi');
    // About the moment the app hydrates, with no visitor action: it waits for that moment.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const inserted = await page.evaluate(() => (window as unknown as { inserted: number }).inserted);
    expect(inserted).toBeLessThan(30);
  });
});
