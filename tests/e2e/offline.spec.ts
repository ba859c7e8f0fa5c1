/**
 * Offline, as a visitor meets it: a calculator visited once opens and
 * calculates with no network; the API is never answered from a cache; a new
 * deployment is what the next visit shows, its page and its code together;
 * and the site can be installed (manifest and icons served).
 *
 * Each test waits until the offline worker controls the page and has
 * finished activating: that moment is what these tests are about, and a
 * visitor who goes offline sooner has no offline copy yet.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { openCalculator } from './calculator';
import { changeCode, copyBuild, removeBuild } from './deployment';
import { definitions } from '../../definitions';
import { startServer, stopServer, builtEntry, type RunningServer } from '../../scripts/server-process';
import { fileOfModule } from '../../scripts/build-manifest';
import { fieldLabel } from '../../engine/runtime';

const roi = definitions.find((definition) => definition.slug === 'roi')!;
const worked = roi.examples.find((example) => example.name.startsWith('worked example'))!;
const mode = roi.calculator.modes[0]!;
const workedInputs = Object.fromEntries(mode.fields.map((field) => [fieldLabel(field), worked.inputs[field.id] ?? '']));
const workedResult = worked.expect as { outputs: { roi: string }; band: string };

/** Waits until the offline worker controls `page` and has activated (the page it opened on is stored by then). */
async function offlineReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** Every URL held in any of the page's caches. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

test.describe('offline', () => {
  test('a visited calculator reloads and calculates with no network', async ({ context, page }) => {
    await page.goto('/calculators/roi');
    await offlineReady(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(roi.seo.h1);
    // Opening it again from its address, as a visitor with it bookmarked would, then calculating.
    const calculator = await openCalculator(page, 'roi');
    await calculator.calculate(workedInputs);
    await expect(calculator.output('roi')).toHaveText(workedResult.outputs.roi);
    await expect(calculator.bandLabel()).toHaveText(workedResult.band);
    expect(calculator.errors).toEqual([]);
  });

  test('a plan visited once reopens from its link with no network, every step recalculated', async ({ context, page }) => {
    const plan =
      '/plan?plan=1&step=clicks-to-conversions&step=cpa&0.conversionRate=2.5&0.targetConversions=50&1.acquisitions=50&link=1.marketingSpend.0.estimatedCost';
    await page.goto(plan);
    const cpa = page.getByRole('region', { name: 'Step 2: Cost Per Acquisition (CPA)', exact: true });
    // $3,000 of clicks (2,000 at $1.50) ÷ 50 acquisitions.
    await expect(cpa.getByTestId('output-cpa')).toHaveText('$60.00');
    await offlineReady(page);
    await context.setOffline(true);
    await page.reload();
    await expect(cpa.getByTestId('output-cpa')).toHaveText('$60.00');
    await page
      .getByRole('region', { name: 'Step 1: Clicks to Conversions', exact: true })
      .getByLabel('Target Conversions', { exact: true })
      .fill('100');
    // 4,000 clicks, $6,000 ÷ 50.
    await expect(cpa.getByTestId('output-cpa')).toHaveText('$120.00');
  });

  test('what the page loaded before its worker took over works offline too (the explorers it prepared)', async ({ context, page }) => {
    // This visitor's worker takes over only once the page has fetched its explorers by itself, in an idle moment
    // after the page was hydrated: what a slow install on a busy phone does. No page names that chunk in its HTML.
    const explorers = fileOfModule('dist/client', 'src/calculator/result-tools.ts');
    await page.addInitScript((file) => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
        return new Promise((resolve, reject) => {
          const observer = new PerformanceObserver((list) => {
            if (!list.getEntries().some((entry) => entry.name.endsWith(`/${file}`))) return;
            observer.disconnect();
            register.apply(this, args).then(resolve, reject);
          });
          observer.observe({ type: 'resource', buffered: true });
        });
      };
    }, explorers);
    await page.goto('/calculators/roi');
    await offlineReady(page);
    // The page tells the worker once it has taken over; a visitor offline before the worker has stored it has no copy.
    await expect.poll(() => cachedUrls(page)).toContain(new URL(`/${explorers}`, page.url()).href);
    await context.setOffline(true);
    const calculator = await openCalculator(page, 'roi');
    await calculator.calculate(workedInputs);
    await expect(calculator.output('roi')).toHaveText(workedResult.outputs.roi);
    await expect(calculator.form.getByRole('heading', { name: 'What it takes' })).toBeVisible();
    expect(calculator.errors).toEqual([]);
  });

  test('offline, what the visit never loaded says so, and loads when asked again online', async ({ context, page }) => {
    // Four loads, two of them failing first, and a chart: about 15 s on an idle machine, over 30 s on a busy one.
    test.slow();
    await page.goto('/calculators/roi');
    await offlineReady(page);
    // A visit long enough for the page to have prepared its explorers (the band scale), and the worker to keep them.
    const explorers = fileOfModule('dist/client', 'src/calculator/result-tools.ts');
    await expect.poll(() => cachedUrls(page)).toContain(new URL(`/${explorers}`, page.url()).href);
    await context.setOffline(true);
    const calculator = await openCalculator(page, 'roi');
    await calculator.calculate(workedInputs);
    await expect(calculator.output('roi')).toHaveText(workedResult.outputs.roi);
    // The chart's code was never fetched on this visit.
    await calculator.form.getByRole('button', { name: 'Show chart', exact: true }).click();
    const failed = (what: string) => page.getByRole('alert').filter({ hasText: `Could not load ${what}.` });
    await expect(failed('the chart')).toHaveText('Could not load the chart. Check your connection, then try again.');
    await context.setOffline(false);
    await calculator.form.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('sensitivity-chart')).toBeVisible();
    await expect(failed('the chart')).toHaveCount(0);

    // A page never visited, reached through the site's own link.
    await context.setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(failed('this page')).toHaveText('Could not load this page. Check your connection, then try again.');
    await expect(page).toHaveURL(/\/about$/);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Marketing Calculators');
    await page.goBack();
    await expect(calculator.output('roi')).toHaveText(workedResult.outputs.roi);
    expect(calculator.errors).toEqual([]);
  });

  test('the API is never answered from a cache: offline, sending a message fails plainly', async ({ context, page }) => {
    await page.goto('/contact');
    await offlineReady(page);
    // An API answer the worker could have kept, had it cached the API.
    expect(await page.evaluate(() => fetch('/api/health').then((response) => response.status))).toBe(200);
    await context.setOffline(true);
    await page.reload();
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await page.getByLabel('Your Name').fill('Ada Lovelace');
    await page.getByLabel('Email Address').fill('ada@example.com');
    await page.getByLabel('Subject').fill('Offline question');
    await page.getByLabel(/^Message/).fill('Is this kept anywhere?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toContainText('There was a problem sending your message. Please try again.');
    const cached = await cachedUrls(page);
    expect(cached.some((url) => url.endsWith('/contact'))).toBe(true);
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  });

  test('a first visit whose calculator code cannot be loaded says so, lets go of the press made meanwhile, and works once tried again', async ({
    page,
  }) => {
    let failing = true;
    // The page and its entry arrive; the rest of the code does not (the network dropped on a first visit).
    await page.route(/\/assets\/(?!index-)[^/]+\.js$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
    const calculator = await openCalculator(page, 'roi');
    const calculate = calculator.form.getByRole('button', { name: 'Calculate', exact: true });
    await calculate.click();
    const failed = page.getByRole('alert').filter({ hasText: 'Could not load the calculator.' });
    await expect(failed).toHaveText('Could not load the calculator. Check your connection, then try again.');
    await expect(calculate).not.toHaveAttribute('aria-busy');
    await expect(calculate).not.toHaveAttribute('data-queued');
    failing = false;
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(failed).toHaveCount(0);
    await calculator.calculate(workedInputs);
    await expect(calculator.output('roi')).toHaveText(workedResult.outputs.roi);
    expect(calculator.errors).toEqual([]);
  });

  test('the manifest and its icons are served for installing', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as { icons: { src: string; sizes: string }[] };
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
      const bytes = await png.body();
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });
});

test.describe('a new deployment', () => {
  // The card's title: in the page's HTML and in the code its card runs (a mix of the two would fail hydration).
  const changedTitle = `${roi.calculator.title}, deployment B`;
  const cardTitle = (page: Page) => page.getByRole('heading', { level: 2, name: /^Calculate Your ROI/ });
  let folders: string[] = [];
  let server: RunningServer | undefined;
  let context: BrowserContext | undefined;

  test.afterEach(async () => {
    await context?.close();
    context = undefined;
    if (server) await stopServer(server);
    server = undefined;
    for (const folder of folders) removeBuild(folder);
    folders = [];
  });

  test('is what the next visit shows, its page with its own code, and then works offline', async ({ browser }) => {
    test.setTimeout(90_000);
    const a = copyBuild();
    const b = copyBuild();
    folders = [a, b];
    const { oldNames, newNames } = changeCode(b, {
      page: 'calculators/roi.html',
      assetPattern: /^roi-[\w-]+\.js$/,
      from: roi.calculator.title,
      to: changedTitle,
      renamed: [/^main-[\w-]+\.js$/],
    });
    const env = { ADMIN_PASSWORD: 'deployment-test', DATA_FILE: `${a}/db.json` };
    server = await startServer(env, builtEntry, a);
    const port = new URL(server.url).port;
    // Both deployments answer at one origin, as a real site's do: the worker belongs to it.
    context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await openCalculator(page, 'roi');
    await expect(cardTitle(page)).toHaveText(roi.calculator.title);
    await offlineReady(page);
    await stopServer(server);
    server = await startServer({ ...env, PORT: port }, builtEntry, b);

    const problems: string[] = [];
    const assetsRequested: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('requestfailed', (request) => problems.push(`${request.url()} failed`));
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/assets/')) assetsRequested.push(path.slice('/assets/'.length));
      if (response.status() >= 400) problems.push(`${path}: ${response.status()}`);
    });
    const calculator = await openCalculator(page, 'roi');
    await expect(cardTitle(page)).toHaveText(changedTitle);
    await calculator.calculate(workedInputs);
    await expect(calculator.output('roi')).toHaveText(workedResult.outputs.roi);
    // The page ran B's code, never A's: a mix would also have failed hydration (the title differs), a console error.
    const [newMain, newRoi] = [/^main-/, /^roi-/].map((prefix) => newNames.find((name) => prefix.test(name))!);
    expect(assetsRequested.filter((name) => oldNames.includes(name))).toEqual([]);
    expect(assetsRequested).toEqual(expect.arrayContaining([newMain, newRoi]));

    // B's worker takes over; offline, the page it stored is B's, with B's code.
    await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      await registration.update();
      const next = registration.installing ?? registration.waiting;
      if (next) await new Promise((resolve) => next.addEventListener('statechange', () => next.state === 'activated' && resolve(true)));
    });
    expect(await cachedUrls(page)).toEqual(expect.arrayContaining([newMain, newRoi].map((name) => `${server!.url}/assets/${name}`)));
    await context.setOffline(true);
    const offline = await openCalculator(page, 'roi');
    await expect(cardTitle(page)).toHaveText(changedTitle);
    await offline.calculate(workedInputs);
    await expect(offline.output('roi')).toHaveText(workedResult.outputs.roi);
    expect(problems).toEqual([]);
  });
});
