/**
 * Usage counts (issue 30) as a visitor and the owner meet them: pages count
 * their view and each Calculate (its band or failed rule) and the admin's
 * Usage tab shows them; no payload ever holds what was typed or a query
 * string; Global Privacy Control, and the footer's switch, send nothing.
 * Counting is on in these tests' browsers only (tests/e2e/fixtures.ts), so
 * the counts read here are these tests' own.
 */
import type { Frame, Page } from '@playwright/test';
import { USAGE_UNSENT_KEY } from '../../contract/usage-queue';
import { openCalculator } from './calculator';
import { expect, test } from './fixtures';
import { startHostSite, type HostSite } from './host-site';

const PASSWORD = 'e2e-admin-password';

test.use({ countUsage: true });

/**
 * Records every payload the page hands to `navigator.sendBeacon`, as the text it sends (kept from the Blob it was
 * made into), in the page's memory and in the tab's sessionStorage: kept across the tab's pages, and written at once,
 * so a beacon sent as a page is left is kept too. A calculator framed by another site may be refused storage
 * (browsers that block third-party storage): its payloads are read from its memory. The beacons still go to the server.
 */
const recordBeacons = `(() => {
  const NativeBlob = window.Blob;
  window.Blob = class extends NativeBlob {
    constructor(parts, options) {
      super(parts, options);
      this.text_ = (parts || []).join('');
    }
  };
  const send = navigator.sendBeacon.bind(navigator);
  window.beacons_ = [];
  navigator.sendBeacon = (url, data) => {
    window.beacons_.push(data.text_);
    try {
      const sent = JSON.parse(sessionStorage.getItem('beacons') || '[]');
      sent.push(data.text_);
      sessionStorage.setItem('beacons', JSON.stringify(sent));
    } catch { /* storage refused: the page's memory holds them */ }
    return send(url, data);
  };
})();`;

/** The payloads recorded so far in this tab. */
const beacons = async (page: Page) => JSON.parse((await page.evaluate("sessionStorage.getItem('beacons') || '[]'")) as string) as string[];

/** The payloads recorded so far by the page in `frame`, from its memory. */
const beaconsInPage = (frame: Frame) => frame.evaluate(() => (window as unknown as { beacons_: string[] }).beacons_);

/** The page is being left, as the browser tells it (its sender sends what it holds then), without leaving it. */
const leave = (frame: Frame) => frame.evaluate(() => window.dispatchEvent(new Event('pagehide')));

/** The browser's Global Privacy Control, on, in every frame of every page. */
const privacyControlOn = "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });";

test('calculations on three pages, one refused, are counted and shown in the Usage tab with their bands', async ({ page }) => {
  const engagement = await openCalculator(page, 'engagement-rate');
  await engagement.fill('Total Followers/Audience', '12000');
  await engagement.fill('Total Engagements', '420');
  await engagement.press();
  await expect(engagement.bandLabel()).toHaveText('Good');

  const cpl = await openCalculator(page, 'cpl');
  await cpl.fill('Marketing Spend ($)', '5000');
  await cpl.fill('Leads Generated', '200');
  await cpl.press();
  await expect(cpl.bandLabel()).toHaveText('Moderate');

  const ctr = await openCalculator(page, 'ctr');
  await ctr.fill('Impressions', '100');
  await ctr.fill('Clicks', '150');
  await ctr.press();
  await expect(ctr.error()).toHaveText('Clicks cannot be greater than impressions');

  await page.goto('/admin');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('tab', { name: 'Usage' }).click();
  const table = page.getByRole('table', { name: 'Views and calculations per calculator' });
  // Counts arrive as each page is left; as the owner would, press Refresh until the last page's are in.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    // Views, calculations, refused by a rule, explorer uses.
    await expect(table.getByRole('row', { name: /^CTR Calculator/ }).getByRole('cell')).toHaveText(['1', '1', '1', '0'], {
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(table.getByRole('row', { name: /^Engagement Rate Calculator/ }).getByRole('cell')).toHaveText(['1', '1', '0', '0']);
  await expect(table.getByRole('row', { name: /^Cost Per Lead/ }).getByRole('cell')).toHaveText(['1', '1', '0', '0']);

  await page.getByLabel('Calculator', { exact: true }).click();
  await page.getByRole('option', { name: 'Engagement Rate Calculator' }).click();
  await expect(page.getByRole('img', { name: /^1 results: .*Good: 1 \(100%\)/ })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Most common validation failures' })
      .getByRole('row', { name: /Clicks cannot be greater than impressions 1$/ }),
  ).toBeVisible();
});

test('no payload holds a typed value, a result or a query string', async ({ page }) => {
  await page.addInitScript(recordBeacons);
  await page.goto('/calculators/roi?investment=7654.32&returns=9876.54');
  const roi = await openCalculator(page, 'roi');
  await roi.fill('Investment Amount ($)', '7654.32');
  await roi.fill('Returns ($)', '9876.54');
  await roi.press();
  await expect(roi.output('roi')).toHaveText('29.03%');
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.goto('/about');
  // The last page's batch goes as it is left; the new page's view once it is hydrated.
  await expect.poll(async () => (await beacons(page)).join('\n')).toContain('"path":"/about"');
  const sent = (await beacons(page)).join('\n');
  expect(sent).toContain('"type":"calculate","calculator":"roi","mode":"default","band":"Positive but Low"');
  expect(sent).toContain('"explorer":"compare"');
  expect(sent).toContain('"what":"link"');
  for (const secret of ['7654', '9876', '29.03', 'investment', 'returns', '?', 'http']) expect(sent).not.toContain(secret);

  // The privacy page says what is counted: each event sent is one it names, with no field it does not.
  await page.goto('/privacy');
  const statement = await page.getByRole('region', { name: 'What we count, and what we never do' }).textContent();
  const named: Record<string, string> = {
    view: 'that a page was seen',
    calculate:
      'that you pressed Calculate, with the calculator, its tab, and the rating your result landed in or the check that stopped it',
    explore: 'which tool you opened',
    copy: 'that you copied a link or a result',
    'embed-view': 'that site’s registered name',
    'plan-step': 'that a step of a plan was calculated, by its calculator',
  };
  const fields = new Set(['type', 'path', 'referrer', 'calculator', 'mode', 'band', 'rule', 'explorer', 'what', 'host', 'plan']);
  for (const payload of await beacons(page)) {
    for (const event of (JSON.parse(payload) as { events: Record<string, unknown>[] }).events) {
      expect(statement).toContain(named[event.type as string]);
      expect(Object.keys(event).filter((key) => !fields.has(key))).toEqual([]);
    }
  }
});

test('with Global Privacy Control on, nothing is sent, and the footer says why', async ({ page }) => {
  await page.addInitScript(privacyControlOn);
  await page.addInitScript(recordBeacons);
  const roi = await openCalculator(page, 'roi');
  await roi.fill('Investment Amount ($)', '1000');
  await roi.fill('Returns ($)', '1500');
  await roi.press();
  await expect(roi.bandLabel()).toHaveText('Good');
  await expect(page.getByRole('button', { name: 'Not counted: your browser asks for privacy' })).toBeDisabled();
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Not counted: your browser asks for privacy' })).toBeVisible();
  expect(await beacons(page)).toEqual([]);
});

test('the footer’s switch stops counting in this browser, and starts it again', async ({ page }) => {
  await page.addInitScript(recordBeacons);
  await page.goto('/about');
  await expect.poll(async () => (await beacons(page)).length).toBe(1);
  await page.getByRole('button', { name: 'Don’t count my visits' }).click();
  await expect(page.getByRole('button', { name: 'Count my visits again' })).toHaveAttribute('aria-pressed', 'true');
  const roi = await openCalculator(page, 'roi');
  await roi.fill('Investment Amount ($)', '1000');
  await roi.fill('Returns ($)', '1500');
  await roi.press();
  await expect(roi.bandLabel()).toHaveText('Good');
  await page.goto('/terms');
  await expect(page.getByRole('button', { name: 'Count my visits again' })).toBeVisible();
  expect(await beacons(page)).toHaveLength(1);
  await page.getByRole('button', { name: 'Count my visits again' }).click();
  await page.goto('/methodology');
  await expect.poll(async () => (await beacons(page)).length).toBe(2);
  expect((await beacons(page))[1]).toBe('{"events":[{"type":"view","path":"/methodology"}]}');
});

test.describe('a calculator embedded on another site', () => {
  let host: HostSite;
  test.beforeAll(async ({ baseURL }) => {
    host = await startHostSite(baseURL!);
  });
  test.afterAll(async () => {
    await host.close();
  });

  /** The embedded calculator's frame, once it has one. */
  const embedFrame = async (page: Page) => {
    await expect.poll(() => page.frames().some((f) => f.url().includes('/embed/roi'))).toBe(true);
    return page.frames().find((f) => f.url().includes('/embed/roi'))!;
  };

  test('with Global Privacy Control on in the browser, the embed sends nothing, and says why under the calculator', async ({ page }) => {
    await page.addInitScript(privacyControlOn);
    await page.addInitScript(recordBeacons);
    await page.goto(`${host.url}/`);
    const frame = page.frameLocator('iframe');
    const form = frame.locator('form:visible');
    await form.getByLabel('Investment Amount ($)', { exact: true }).fill('1000');
    await form.getByLabel('Returns ($)', { exact: true }).fill('1500');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(form.getByTestId('band-label')).toHaveText('Good');
    // The sender decides once, as it starts; by the time it says why, a view it had sent would be recorded.
    await expect(frame.getByRole('button', { name: 'Not counted: your browser asks for privacy' })).toBeDisabled();
    const embed = await embedFrame(page);
    await leave(embed);
    expect(await beaconsInPage(embed)).toEqual([]);
  });

  test('the embed has its own switch, which stops its counting', async ({ page }) => {
    await page.addInitScript(recordBeacons);
    await page.goto(`${host.url}/`);
    const frame = page.frameLocator('iframe');
    const form = frame.locator('form:visible');
    const embed = await embedFrame(page);
    await expect.poll(() => beaconsInPage(embed)).toHaveLength(1);
    expect((await beaconsInPage(embed))[0]).toContain('"type":"view","path":"/embed/roi"');
    // Counted while the switch is on: a Calculate goes as the page is left.
    await form.getByLabel('Investment Amount ($)', { exact: true }).fill('1000');
    await form.getByLabel('Returns ($)', { exact: true }).fill('1500');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(form.getByTestId('band-label')).toHaveText('Good');
    await leave(embed);
    expect((await beaconsInPage(embed))[1]).toContain('"type":"calculate","calculator":"roi"');

    await frame.getByRole('button', { name: 'Don’t count my visits' }).click();
    await expect(frame.getByRole('button', { name: 'Count my visits again' })).toHaveAttribute('aria-pressed', 'true');
    await form.getByLabel('Returns ($)', { exact: true }).fill('1800');
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(form.getByTestId('output-roi')).toHaveText('80.00%');
    await leave(embed);
    expect(await beaconsInPage(embed)).toHaveLength(2);
  });
});

test('a plan’s step is counted once the visitor’s edit settles, by its calculator alone', async ({ page }) => {
  await page.addInitScript(recordBeacons);
  await page.goto('/plans/paid-search-funnel');
  await page.getByRole('link', { name: 'Open this plan' }).first().click();
  const first = page.getByRole('region', { name: /^Step 1: / });
  await first.getByLabel('Target Conversions', { exact: true }).fill('80');
  // Once the edit settles, the step is counted; the batch goes within 10 s while the visitor stays.
  await expect.poll(async () => (await beacons(page)).join('\n'), { timeout: 20_000 }).toContain('"type":"plan-step"');
  const sent = (await beacons(page)).join('\n');
  expect(sent).toContain('{"type":"plan-step","plan":"custom","calculator":"clicks-to-conversions"}');
  expect(sent).not.toContain('80');
  // The privacy page names it.
  await page.goto('/privacy');
  await expect(page.getByRole('region', { name: 'What we count, and what we never do' })).toContainText(
    'that a step of a plan was calculated, by its calculator',
  );
});

test('a page left as soon as its result shows, before its counting code has arrived, is counted by the next page, once', async ({
  page,
}) => {
  await page.addInitScript(recordBeacons);
  // A slow network: the counting code (loaded once the page is hydrated) has not arrived when the visitor moves on.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/after-hydration-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue().catch(() => {});
  });
  const engagement = await openCalculator(page, 'engagement-rate');
  await engagement.fill('Total Followers/Audience', '12000');
  await engagement.fill('Total Engagements', '420');
  await engagement.press();
  await expect(engagement.bandLabel()).toHaveText('Good');
  expect(await beacons(page)).toEqual([]);

  release();
  await page.goto('/about');
  await expect.poll(async () => (await beacons(page)).join('\n')).toContain('"path":"/about"');
  await expect.poll(async () => (await beacons(page)).join('\n')).toContain('"calculator":"engagement-rate"');
  await page.goto('/terms');
  await expect.poll(async () => (await beacons(page)).join('\n')).toContain('"path":"/terms"');
  const sent = await beacons(page);
  expect(sent.filter((payload) => payload === '{"events":[{"type":"view","path":"/calculators/engagement-rate"}]}')).toHaveLength(1);
  expect(
    sent.filter((payload) => payload.includes('{"type":"calculate","calculator":"engagement-rate","mode":"default","band":"Good"}')),
  ).toHaveLength(1);
  for (const secret of ['12000', '420', '3.5']) expect(sent.join('\n')).not.toContain(secret);
});

test('counts kept in the tab that are not what the site wrote are dropped, and the page counts on', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.addInitScript(recordBeacons);
  await page.goto('/terms');
  await page.evaluate(
    (key) =>
      sessionStorage.setItem(
        key,
        JSON.stringify([{ path: 7 }, null, { path: '/calculators/cpl', referrer: '', view: true, events: 'many' }, 'x']),
      ),
    USAGE_UNSENT_KEY,
  );
  await page.goto('/about');
  await expect.poll(async () => (await beacons(page)).join('\n')).toContain('"path":"/about"');
  expect((await beacons(page)).join('\n')).not.toContain('/calculators/cpl');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), USAGE_UNSENT_KEY)).toBeNull();
  expect(errors).toEqual([]);
});
