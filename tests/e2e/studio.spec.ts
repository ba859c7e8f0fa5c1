/**
 * The studio (issue 29) as an editor uses it, on the built site: behind the
 * admin login; start a new calculator, type a field, an output and a band,
 * see the preview calculate; break a band's "from", see the marker there and
 * fix it; make a worked example fail and read what it expected; download
 * the file; save a draft and find it in the admin, download it, delete it.
 * Text goes into the editor as a person types or pastes it: through the
 * keyboard, after finding the place with the editor's own search.
 */
import { readFile } from 'node:fs/promises';
import { definitionFromJson } from '../../engine/definition-json';
import { expect, test, type Page } from './fixtures';

const PASSWORD = 'e2e-admin-password';
const login = { username: 'admin', password: PASSWORD, send: 'always' as const };

/** Finds `text` with the editor's search (Ctrl+F, Enter), closes the search, and types `replacement` over it. */
async function replaceInEditor(page: Page, text: string, replacement: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+f');
  const search = page.getByRole('textbox', { name: 'Find' });
  // Typed key by key: the search panel takes its query as keys come up.
  await search.fill('');
  await search.pressSequentially(text);
  await search.press('Enter');
  await search.press('Escape');
  await page.keyboard.insertText(replacement);
}

/** Opens the studio as the admin and starts a new calculator: cost per lead magnet, spend over downloads. */
async function newCalculator(page: Page) {
  await page.goto('/studio');
  await page.getByRole('button', { name: 'New calculator' }).click();
  const dialog = page.getByRole('dialog', { name: 'New calculator' });
  await dialog.getByLabel('Title', { exact: true }).fill('Cost per Lead Magnet Calculator');
  await dialog.getByLabel('Slug', { exact: true }).fill('cost-per-lead-magnet');
  await dialog.getByLabel('Field 1', { exact: true }).fill('Spend');
  await dialog.getByLabel('Field 2', { exact: true }).fill('Downloads');
  await dialog.getByRole('button', { name: 'Start writing' }).click();
  await expect(dialog).toBeHidden();
}

const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');

test.describe('the studio', () => {
  test('answers 401 without the admin login, as the drafts API does', async ({ request }) => {
    for (const path of ['/studio', '/studio/preview']) {
      const refused = await request.get(path);
      expect(refused.status()).toBe(401);
      expect(refused.headers()['www-authenticate']).toBe('Basic realm="Marketing Calculators admin"');
    }
    expect((await request.get('/api/admin/drafts')).status()).toBe(401);
    // Logged in, the studio compiles in the browser ('unsafe-eval', its pages only) and frames its own preview.
    const headers = { Authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` };
    const studio = await request.get('/studio', { headers });
    expect(studio.status()).toBe(200);
    expect(studio.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(studio.headers()['content-security-policy']).toContain("'unsafe-eval'");
    expect(studio.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect((await request.get('/calculators/roi')).headers()['content-security-policy']).not.toContain("'unsafe-eval'");
  });

  test.describe('with the admin login', () => {
    test.use({ httpCredentials: login });

    test('a new calculator: type a field, an output and a band, see it calculate, break a band and fix it, read a failing example, download it', async ({
      page,
    }) => {
      // An editor's whole journey, some forty steps: 13-23 s alone, over 30 s beside a second worker on a loaded machine.
      test.slow();
      await newCalculator(page);
      const shown = preview(page);
      await expect(shown.getByRole('heading', { level: 1, name: 'Cost per Lead Magnet Calculator' })).toBeVisible();
      await expect(page.getByText('No problems: the definition is sound, with texts still to write')).toBeVisible();
      await expect(page.getByText('5 of 5 pass')).toBeVisible();

      // The editor explains a key on hover, from the language's JSON Schema.
      await page.locator('.cm-line', { hasText: '"slug": "cost-per-lead-magnet"' }).hover({ position: { x: 40, y: 6 } });
      await expect(page.locator('.cm-tooltip')).toContainText('The address, lower-case words joined by hyphens');

      // A field, an output that reads it, and a band above "High" ($50 or more a download).
      await replaceInEditor(page, '"fields": [', '"fields": [\n{ "kind": "number", "id": "pages", "label": "Pages", "parse": "integer" },');
      await expect(shown.getByLabel('Pages')).toBeVisible();
      await replaceInEditor(
        page,
        '"outputs": [',
        '"outputs": [\n{ "id": "spendPerPage", "label": "Spend per Page", "expr": "spend / pages", "format": { "style": "currency" }, "visibleWhen": { ">": [{ "var": "pages" }, 0] } },',
      );
      await replaceInEditor(
        page,
        '"text": "[Write: what a result of 5 or more means]"',
        '"text": "High."\n},\n{ "from": 50, "label": "Very High", "tone": "success", "text": "Very high: $50 or more a download."',
      );
      // No example reaches the new band yet: the checker says so, at the band.
      const problems = page.getByRole('region', { name: 'Problems' });
      await expect(problems.getByText('Very High')).toBeVisible();

      // The problem leads to its section of the guide.
      await problems.getByRole('listitem').filter({ hasText: 'Very High' }).getByRole('button', { name: 'Guide' }).click();
      await expect(page.getByRole('heading', { name: 'Bands and tips' })).toBeInViewport();
      await page.getByRole('button', { name: 'Close the guide' }).click();
      await expect(page.getByRole('heading', { name: 'Bands and tips' })).toBeHidden();

      // $12,000 over 200 downloads is $60.00 a download, in the new band; over 12 pages, $1,000.00 a page.
      await shown.getByLabel('Spend ($)').fill('12000');
      await shown.getByLabel('Downloads').fill('200');
      await shown.getByLabel('Pages').fill('12');
      await shown.getByRole('button', { name: 'Calculate' }).click();
      await expect(shown.getByText('$60.00', { exact: true })).toBeVisible();
      await expect(shown.getByText('$1,000.00', { exact: true })).toBeVisible();
      await expect(shown.getByText('Very high: $50 or more a download.')).toBeVisible();

      // A band's "from" written as a word: the problem at its path, the marker on that very value; then fixed.
      await replaceInEditor(page, '"from": 50,', '"from": "fifty",');
      const wrong = problems.getByText('Expected number but got string "fifty".');
      await expect(wrong).toBeVisible();
      await expect(problems.getByText(/calculator\.modes\.0\.bands\.steps\.3\.from/)).toBeVisible();
      await expect(page.locator('.cm-lintRange-error', { hasText: '"fifty"' })).toBeVisible();
      await replaceInEditor(page, '"fifty"', '50');
      await expect(wrong).toBeHidden();
      await expect(page.locator('.cm-lintRange-error', { hasText: '"fifty"' })).toHaveCount(0);

      // A worked example that expects another text fails, and says what it expected.
      await replaceInEditor(page, '"costPerLeadMagnet": "$2.50"', '"costPerLeadMagnet": "$2.75"');
      const examples = page.getByRole('region', { name: 'Worked examples' });
      await expect(examples.getByText('4 of 5 pass')).toBeVisible();
      await expect(
        examples.getByText(
          'Expected costPerLeadMagnet shows “$2.75”; the band “Typical”. Expected output "costPerLeadMagnet" to show "$2.75" but it shows "$2.50".',
        ),
      ).toBeVisible();

      // Starting from another calculator does not replace unsaved work unasked.
      await page.getByRole('combobox', { name: 'Start from' }).click();
      await page.getByRole('option', { name: 'ROI Calculator', exact: true }).click();
      const replace = page.getByRole('dialog', { name: 'Replace what you are writing?' });
      await replace.getByRole('button', { name: 'Keep writing' }).click();
      await expect(replace).toBeHidden();
      await expect(examples.getByText('4 of 5 pass')).toBeVisible();
      await expect(shown.getByRole('heading', { level: 1, name: 'Cost per Lead Magnet Calculator' })).toBeVisible();

      // Download gives the file as written, named after its slug.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('cost-per-lead-magnet.json');
      const file = definitionFromJson(await readFile(await download.path(), 'utf8'));
      expect(file.calculator.modes[0]!.fields.map((f) => f.id)).toEqual(['pages', 'spend', 'downloads']);
      expect(file.calculator.modes[0]!.bands!.steps.map((s) => s.label)).toEqual(['Low', 'Typical', 'High', 'Very High']);
    });

    test('a draft saved in production reaches the admin, who downloads and deletes it', async ({ page, browser }) => {
      await newCalculator(page);
      await expect(page.getByText('5 of 5 pass')).toBeVisible();
      await page.getByRole('button', { name: 'Save as draft' }).click();
      await expect(page.getByRole('alert')).toHaveText('The draft is saved. The admin finds it under Drafts.');

      const admin = await (await browser.newContext()).newPage();
      await admin.goto('/admin');
      await admin.getByLabel('Password').fill(PASSWORD);
      await admin.getByRole('button', { name: 'Login' }).click();
      await admin.getByRole('tab', { name: /^Drafts/ }).click();
      const draft = admin.getByTestId('draft').filter({ hasText: 'Cost per Lead Magnet Calculator' }).first();
      await expect(draft).toContainText('cost-per-lead-magnet.json');
      const [download] = await Promise.all([admin.waitForEvent('download'), draft.getByRole('button', { name: 'Download' }).click()]);
      expect(download.suggestedFilename()).toBe('cost-per-lead-magnet.json');
      expect(definitionFromJson(await readFile(await download.path(), 'utf8')).title).toBe('Cost per Lead Magnet Calculator');
      const before = await admin.getByTestId('draft').count();
      await draft.getByRole('button', { name: 'Delete' }).click();
      await admin.getByRole('dialog', { name: 'Delete draft' }).getByRole('button', { name: 'Delete' }).click();
      await expect(admin.getByTestId('draft')).toHaveCount(before - 1);
    });
  });
});
