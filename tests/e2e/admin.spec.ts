/**
 * The admin dashboard as an administrator uses it: log in, search, filter,
 * page through, delete, export. Every test seeds its own records through the
 * public API with a token no other test uses (all tests share one server and
 * data file, in parallel) and searches for it, so what it sees is its own.
 * The tests that need many records seed calculator requests: other specs look
 * for their fresh contact submissions on the first page of an unsearched list.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { badPageCursor, recordNotFound } from '../../contract/messages/admin';
import { expect, test, type Page } from './fixtures';

const PASSWORD = 'e2e-admin-password';
const DATE_SHOWN = /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/;
const BATCH = 20;

/** A word no other test's records contain: letters and digits only, so it searches as itself. */
function token(): string {
  return `tk${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
}

/** Posts each payload to `path`, BATCH at a time in parallel, as many visitors sending at once. */
async function seed(request: APIRequestContext, path: string, payloads: object[]) {
  for (let i = 0; i < payloads.length; i += BATCH) {
    const answers = await Promise.all(payloads.slice(i, i + BATCH).map((data) => request.post(path, { data })));
    for (const answer of answers) expect(answer.ok(), await answer.text()).toBe(true);
  }
}

function seedContacts(request: APIRequestContext, subjects: string[], message = 'Hello') {
  return seed(
    request,
    '/api/contact',
    subjects.map((subject) => ({ name: 'Ada Lovelace', email: 'ada@example.com', subject, message })),
  );
}

function seedRequests(request: APIRequestContext, names: string[]) {
  return seed(
    request,
    '/api/calculator-request',
    names.map((name) => ({ name, description: 'Please add it.' })),
  );
}

async function logIn(page: Page, password = PASSWORD) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs in and searches the given tab's list for `text`, pressing Enter as a person does. */
async function logInAndSearch(page: Page, tab: 'Contact Submissions' | 'Calculator Requests', text: string) {
  await logIn(page);
  if (tab === 'Calculator Requests') await page.getByRole('tab', { name: /^Calculator Requests/ }).click();
  const search = page.getByRole('searchbox', { name: `Search ${tab.toLowerCase()}` });
  await search.fill(text);
  await search.press('Enter');
}

const status = (page: Page) => page.getByTestId('list-status');

test('from the contact page to the admin: submit both forms, log in, see the badges, mark read and processed', async ({ page }) => {
  const subject = `Admin flow ${token()}`;
  const requestName = `Requested ${token()}`;
  await page.goto('/contact');
  await page.getByLabel('Your Name').fill('Grace Hopper');
  await page.getByLabel('Email Address').fill('grace@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.locator('#contact-message').fill('Line one\nLine two');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('toast')).toContainText('Message sent!');
  await page.getByLabel('Calculator Name').fill(requestName);
  await page.getByLabel('Brief Description').fill('Please add it.');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByTestId('toast')).toContainText('Request submitted!');

  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Contact Submissions \([\d,]+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Calculator Requests \([\d,]+\)$/ })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search contact submissions' }).fill(subject);
  const item = page.getByTestId('contact-submission').filter({ hasText: subject });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('badge')).toHaveText('New');
  await expect(item).toContainText('Grace Hopper');
  await expect(item).toContainText('grace@example.com');
  await expect(item.locator('time')).toHaveText(DATE_SHOWN);
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item.getByTestId('badge')).toHaveText('Read');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(item.getByTestId('badge')).toHaveText('Read');
  await expect(item.getByRole('button', { name: 'Mark as unread' })).toBeVisible();

  await page.getByRole('tab', { name: /Calculator Requests/ }).click();
  await page.getByRole('searchbox', { name: 'Search calculator requests' }).fill(requestName);
  const request = page.getByTestId('calculator-request').filter({ hasText: requestName });
  await expect(request.getByTestId('badge')).toHaveText('New Request');
  await request.getByRole('button', { name: 'Mark as processed' }).click();
  await expect(request.getByTestId('badge')).toHaveText('Processed');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(request.getByTestId('badge')).toHaveText('Processed');

  // The password lasts for the browser session: a reload stays logged in, Log out ends it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
});

test('a change made while the list loads stays shown when the older answer arrives (the admin flow’s flake, issue 31)', async ({
  page,
  request,
}) => {
  // On a loaded machine the search's answer, read by the server before "Mark as read" was stored, reached the page
  // after it, and the badge went back to "New". Here the answer is held until the change is shown.
  const word = token();
  await seedContacts(request, [`Late answer ${word}`]);
  await logInAndSearch(page, 'Contact Submissions', word);
  const item = page.getByTestId('contact-submission').filter({ hasText: `Late answer ${word}` });
  await expect(item.getByTestId('badge')).toHaveText('New');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let read!: () => void;
  const readByServer = new Promise<void>((resolve) => (read = resolve));
  await page.route(
    /\/api\/admin\/contact-submissions\?/,
    async (route) => {
      const response = await route.fetch();
      read();
      await held;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await readByServer;
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item.getByTestId('badge')).toHaveText('Read');
  release();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(item.getByTestId('badge')).toHaveText('Read');
  await expect(item.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
});

test('a wrong password returns to the prompt with a clear message, no browser dialog, and costs one failed login', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', () => (dialogs += 1));
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin/')) adminCalls.push(request.url());
  });
  await logIn(page, 'not the password');
  await expect(page.getByTestId('login-message')).toHaveText('The admin password is not correct.');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect(dialogs).toBe(0);
  // The server counts each refused call against the few attempts it allows.
  expect(adminCalls).toHaveLength(1);
});

test('Login needs a password', async ({ page }) => {
  await page.goto('/admin');
  const password = page.getByLabel('Password');
  await expect(password).toHaveValue('');
  await expect(password).not.toBeFocused();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(password).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByTestId('login-message')).toHaveText('');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('shows Loading... while fetching and the empty texts for empty lists', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/**', async (route) => {
    await held;
    const counts = { contactSubmissions: { total: 0, unread: 0 }, calculatorRequests: { total: 0, unprocessed: 0 } };
    const isCounts = new URL(route.request().url()).pathname === '/api/admin/counts';
    await route.fulfill({ status: 200, json: isCounts ? counts : [], headers: isCounts ? {} : { 'X-Total-Count': '0' } });
  });
  await logIn(page);
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByText('No contact submissions yet.')).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Contact Submissions (0)' })).toBeVisible();
  await expect(page.getByTestId('shown-count')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Calculator Requests (0)' }).click();
  await expect(page.getByText('No calculator requests yet.')).toBeVisible();
});

test('shows the raw date text when it cannot be read as a date', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/admin/contact-submissions',
    (route) =>
      route.fulfill({
        status: 200,
        json: [
          { id: 'x', name: 'N', email: 'n@example.com', subject: 'Odd date', message: 'M', createdAt: 'sometime last week', isRead: false },
        ],
      }),
  );
  await logIn(page);
  await expect(page.getByTestId('contact-submission').locator('time')).toHaveText('sometime last week');
});

test('a failed fetch shows the admin error toast and keeps the lists', async ({ page }) => {
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  const countTab = page.getByRole('tab', { name: /Contact Submissions/ });
  // The totals arrive apart from the list: what stays is what the admin saw once both were shown.
  await expect(countTab).toHaveText(/\(\d+\)/);
  const before = await countTab.textContent();
  const shown = await page.getByTestId('contact-submission').count();
  await page.route('**/api/admin/**', (route) => route.abort());
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('toast')).toContainText('Failed to fetch data. Please try again.');
  await expect(countTab).toHaveText(before!);
  await expect(page.getByTestId('contact-submission')).toHaveCount(shown);
});

test('a non-ok answer other than a refusal is ignored and the list stays', async ({ page }) => {
  await logIn(page);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  const countTab = page.getByRole('tab', { name: /Contact Submissions/ });
  // The totals arrive apart from the list: what stays is what the admin saw once both were shown.
  await expect(countTab).toHaveText(/\(\d+\)/);
  const before = await countTab.textContent();
  await page.route('**/api/admin/**', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(countTab).toHaveText(before!);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('the tabs show the totals with thousands separators and the new items beside them', async ({ page }) => {
  await page.route('**/api/admin/counts', (route) =>
    route.fulfill({ json: { contactSubmissions: { total: 1234, unread: 12 }, calculatorRequests: { total: 7, unprocessed: 0 } } }),
  );
  await logIn(page);
  const contacts = page.getByRole('tab', { name: 'Contact Submissions (1,234)', exact: true });
  await expect(contacts).toBeVisible();
  await expect(contacts).toHaveAccessibleDescription('12 new');
  await expect(contacts.getByTestId('tab-new-count')).toHaveText('12 new');
  const requests = page.getByRole('tab', { name: 'Calculator Requests (7)', exact: true });
  await expect(requests).toBeVisible();
  await expect(requests.getByTestId('tab-new-count')).toHaveCount(0);
});

test('search finds the seeded records, says how many match, and says when nothing does', async ({ page, request }) => {
  const word = token();
  await seedContacts(request, [`Pricing question ${word}`, 'About the ROI calculator']);
  await seedContacts(request, ['Another question'], `It mentions ${word.toUpperCase()} in the message.`);
  await seedContacts(request, [`Unrelated ${token()}`]);

  await logInAndSearch(page, 'Contact Submissions', word);
  await expect(status(page)).toHaveText(`2 contact submissions match "${word}"`);
  const items = page.getByTestId('contact-submission');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: `Pricing question ${word}` })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Another question' })).toHaveCount(1);
  await expect(page.getByTestId('shown-count')).toHaveText('Showing all 2');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // Typing alone searches once the typing pauses.
  const search = page.getByRole('searchbox', { name: 'Search contact submissions' });
  await search.fill(`${word}zz`);
  await expect(status(page)).toHaveText(`No contact submissions match "${word}zz".`);
  await expect(items).toHaveCount(0);

  await search.fill('');
  await expect(status(page)).toHaveText('');
  await expect(items.first()).toBeVisible();
});

test('the filter keeps only unread messages and unprocessed requests', async ({ page, request }) => {
  const word = token();
  await seedContacts(request, [`First ${word}`, `Second ${word}`, `Third ${word}`]);
  await seedRequests(request, [`Calc one ${word}`, `Calc two ${word}`]);

  await logInAndSearch(page, 'Contact Submissions', word);
  const contacts = page.getByTestId('contact-submission');
  await expect(status(page)).toHaveText(`3 contact submissions match "${word}"`);
  await contacts
    .filter({ hasText: `Second ${word}` })
    .getByRole('button', { name: 'Mark as read' })
    .click();
  await expect(contacts.filter({ hasText: `Second ${word}` }).getByTestId('badge')).toHaveText('Read');
  await page.getByRole('switch', { name: 'Unread only' }).click();
  await expect(status(page)).toHaveText(`2 unread contact submissions match "${word}"`);
  await expect(contacts).toHaveCount(2);
  await expect(contacts.filter({ hasText: `Second ${word}` })).toHaveCount(0);

  await page.getByRole('tab', { name: /^Calculator Requests/ }).click();
  await page.getByRole('searchbox', { name: 'Search calculator requests' }).fill(word);
  const requests = page.getByTestId('calculator-request');
  await expect(requests).toHaveCount(2);
  await requests
    .filter({ hasText: `Calc one ${word}` })
    .getByRole('button', { name: 'Mark as processed' })
    .click();
  await expect(requests.filter({ hasText: `Calc one ${word}` }).getByTestId('badge')).toHaveText('Processed');
  await page.getByRole('switch', { name: 'Unprocessed only' }).click();
  await expect(status(page)).toHaveText(`1 unprocessed calculator request matches "${word}"`);
  await expect(requests).toHaveCount(1);
  await expect(requests).toContainText(`Calc two ${word}`);

  // Each tab keeps its own search and filter.
  await page.getByRole('tab', { name: /^Contact Submissions/ }).click();
  await expect(page.getByRole('searchbox', { name: 'Search contact submissions' })).toHaveValue(word);
  await expect(page.getByRole('switch', { name: 'Unread only' })).toBeChecked();
  await expect(contacts).toHaveCount(2);
});

test('Load more pages through 120 matching records, 50 at a time', async ({ page, request }) => {
  const word = token();
  await seedRequests(
    request,
    Array.from({ length: 120 }, (_, i) => `Paging ${word} number ${i + 1}`),
  );

  await logInAndSearch(page, 'Calculator Requests', word);
  const items = page.getByTestId('calculator-request');
  await expect(status(page)).toHaveText(`120 calculator requests match "${word}"`);
  await expect(items).toHaveCount(50);
  await expect(page.getByTestId('shown-count')).toHaveText('Showing 50 of 120');
  const more = page.getByRole('button', { name: 'Load more' });
  await more.click();
  await expect(items).toHaveCount(100);
  await expect(page.getByTestId('shown-count')).toHaveText('Showing 100 of 120');
  await more.click();
  await expect(items).toHaveCount(120);
  await expect(page.getByTestId('shown-count')).toHaveText('Showing all 120');
  await expect(more).toHaveCount(0);
  const names = await items.getByRole('heading').allTextContents();
  expect(new Set(names).size).toBe(120);
  expect(names.every((name) => name.startsWith(`Paging ${word} number `))).toBe(true);
});

test('a page link that went out of date starts the list again from its first page', async ({ page, request }) => {
  const word = token();
  await seedRequests(
    request,
    Array.from({ length: 55 }, (_, i) => `Stale ${word} ${i + 1}`),
  );
  await page.route(
    (url) => url.pathname === '/api/admin/calculator-requests' && url.searchParams.has('cursor'),
    (route) =>
      route.fulfill({
        status: 400,
        json: { success: false, message: badPageCursor },
      }),
    { times: 1 },
  );
  await logInAndSearch(page, 'Calculator Requests', word);
  const items = page.getByTestId('calculator-request');
  await expect(status(page)).toHaveText(`55 calculator requests match "${word}"`);
  await expect(items).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('toast')).toContainText('List reloaded');
  await expect(items).toHaveCount(50);
  await expect(page.getByTestId('shown-count')).toHaveText('Showing 50 of 55');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(55);
});

test('Load more pressed while a search loads never mixes the old list into the new one', async ({ page, request }) => {
  const word = token();
  await seedRequests(
    request,
    Array.from({ length: 55 }, (_, i) => `Race ${word} ${i + 1}`),
  );
  const isList = (url: URL) => url.pathname === '/api/admin/calculator-requests';
  let answerSearch!: () => void;
  const searchHeld = new Promise<void>((resolve) => (answerSearch = resolve));
  let answerMore!: () => void;
  const moreHeld = new Promise<void>((resolve) => (answerMore = resolve));
  await page.route(
    (url) => isList(url) && url.searchParams.get('q') === word && !url.searchParams.has('cursor'),
    async (route) => {
      await searchHeld;
      await route.continue();
    },
  );
  await page.route(
    (url) => isList(url) && url.searchParams.has('cursor'),
    async (route) => {
      await moreHeld;
      await route.continue();
    },
  );
  await logIn(page);
  await page.getByRole('tab', { name: /^Calculator Requests/ }).click();
  const items = page.getByTestId('calculator-request');
  await expect(items).toHaveCount(50);
  const search = page.getByRole('searchbox', { name: 'Search calculator requests' });
  await search.fill(word);
  await search.press('Enter');
  // The unsearched list is still on screen, its Load more with it.
  await page.getByRole('button', { name: 'Load more' }).click();
  answerSearch();
  await expect(page.getByTestId('shown-count')).toHaveText('Showing 50 of 55');
  answerMore();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('shown-count')).toHaveText('Showing all 55');
  await expect(items).toHaveCount(55);
  const names = await items.getByRole('heading').allTextContents();
  expect(names.every((name) => name.startsWith(`Race ${word} `))).toBe(true);
});

test('Delete asks first: Cancel keeps the record, Delete removes it and the counts follow', async ({ page, request }) => {
  const word = token();
  await seedContacts(request, [`Keep me ${word}`, `Delete me ${word}`]);
  let total = 1000;
  await page.route('**/api/admin/counts', (route) =>
    route.fulfill({ json: { contactSubmissions: { total, unread: 3 }, calculatorRequests: { total: 0, unprocessed: 0 } } }),
  );

  await logInAndSearch(page, 'Contact Submissions', word);
  await expect(page.getByRole('tab', { name: 'Contact Submissions (1,000)' })).toBeVisible();
  const doomed = page.getByTestId('contact-submission').filter({ hasText: `Delete me ${word}` });
  const deleteButton = doomed.getByRole('button', { name: 'Delete' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`"Delete me ${word}" from Ada Lovelace will be deleted. This cannot be undone.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(doomed).toHaveCount(1);
  await expect(deleteButton).toBeFocused();

  total = 999;
  await deleteButton.click();
  await page.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(doomed).toHaveCount(0);
  await expect(page.getByTestId('toast')).toContainText('The contact submission was deleted.');
  await expect(status(page)).toHaveText(`1 contact submission matches "${word}"`);
  await expect(page.getByRole('tab', { name: 'Contact Submissions (999)' })).toBeVisible();
  // The focus moves on to the record that took its place, not back to the top of the page.
  await expect(page.getByTestId('contact-submission').getByRole('heading')).toBeFocused();

  // Deleted for good: a new search does not find it.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('contact-submission')).toHaveCount(1);
  await expect(page.getByTestId('contact-submission')).toContainText(`Keep me ${word}`);
});

test('a record already gone leaves the list; a failed delete keeps it and says so', async ({ page, request }) => {
  const word = token();
  await seedRequests(request, [`Gone ${word}`, `Stays ${word}`]);
  await logInAndSearch(page, 'Calculator Requests', word);
  const items = page.getByTestId('calculator-request');
  await expect(items).toHaveCount(2);

  await page.route('**/api/admin/calculator-requests/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 404,
          json: { success: false, message: recordNotFound },
        })
      : route.fallback(),
  );
  await items
    .filter({ hasText: `Gone ${word}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog', { name: 'Delete this request?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(items).toHaveCount(1);

  await page.unroute('**/api/admin/calculator-requests/*');
  await page.route('**/api/admin/calculator-requests/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'oops' }) : route.fallback(),
  );
  await items.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this request?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast')).toContainText('The record could not be deleted. Please try again.');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(`Stays ${word}`);
});

test('Export CSV downloads every record the list shows, with the server’s file name', async ({ page, request }) => {
  const word = token();
  const other = token();
  await seedContacts(request, [`Export one ${word}`, `Export two ${word}`], 'Hello, "world"');
  await seedContacts(request, [`Not exported ${other}`]);

  await logInAndSearch(page, 'Contact Submissions', word);
  await expect(page.getByTestId('contact-submission')).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('id,createdAt,name,email,subject,message,isRead');
  expect(lines).toHaveLength(3);
  expect(csv).toContain(`Export one ${word}`);
  expect(csv).toContain(`Export two ${word}`);
  expect(csv).toContain('"Hello, ""world"""');
  expect(csv).not.toContain(other);
});

test('axe finds no violations on the dashboard and the delete dialog at 375 px, and nothing overflows', async ({ page, request }) => {
  // Two full axe scans of the dashboard: 15 s on a quiet machine, past the default 30 s on a busy one.
  test.slow();
  const word = token();
  await seedContacts(request, [`Axe new ${word}`, `Axe read ${word}`]);
  await page.setViewportSize({ width: 375, height: 740 });
  await logInAndSearch(page, 'Contact Submissions', word);
  const read = page.getByTestId('contact-submission').filter({ hasText: `Axe read ${word}` });
  await read.getByRole('button', { name: 'Mark as read' }).click();
  await expect(read.getByTestId('badge')).toHaveText('Read');
  await expect(page.getByText('Loading...')).toHaveCount(0);
  const scan = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(await scan()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await read.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this message?' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Contrast is judged on the dialog as a person reads it, once it has faded in (mid-fade its colours are see-through).
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  expect(await scan()).toEqual([]);
});
