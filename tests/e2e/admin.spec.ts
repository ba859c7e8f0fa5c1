import { expect, test, type Page } from './fixtures';

const PASSWORD = 'e2e-admin-password';
const DATE_SHOWN = /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/;

async function logIn(page: Page, password = PASSWORD) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('from the contact page to the admin: submit both forms, log in, see the badges, mark read and processed', async ({ page }) => {
  const subject = `Admin flow ${Date.now()}`;
  const requestName = `Requested ${Date.now()}`;
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
  await expect(page.getByRole('tab', { name: /^Contact Submissions \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Calculator Requests \(\d+\)$/ })).toBeVisible();

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
  const request = page.getByTestId('calculator-request').filter({ hasText: requestName });
  await expect(request.getByTestId('badge')).toHaveText('New Request');
  await request.getByRole('button', { name: 'Mark as processed' }).click();
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

test('a wrong password returns to the prompt with a clear message and no browser dialog', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', () => (dialogs += 1));
  await logIn(page, 'not the password');
  await expect(page.getByTestId('login-message')).toHaveText('The admin password is not correct.');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect(dialogs).toBe(0);
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
  await page.route('**/api/admin/*', async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
  });
  await logIn(page);
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByText('No contact submissions yet.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Contact Submissions (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Calculator Requests (0)' }).click();
  await expect(page.getByText('No calculator requests yet.')).toBeVisible();
});

test('shows the raw date text when it cannot be read as a date', async ({ page }) => {
  await page.route('**/api/admin/contact-submissions', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify([
        { id: 'x', name: 'N', email: 'n@example.com', subject: 'Odd date', message: 'M', createdAt: 'sometime last week', isRead: false },
      ]),
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
  const before = await countTab.textContent();
  await page.route('**/api/admin/*', (route) => route.abort());
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('toast')).toContainText('Failed to fetch data. Please try again.');
  await expect(countTab).toHaveText(before!);
});

test('a non-ok answer other than a refusal is ignored and the list stays', async ({ page }) => {
  await logIn(page);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  const countTab = page.getByRole('tab', { name: /Contact Submissions/ });
  const before = await countTab.textContent();
  await page.route('**/api/admin/*', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(countTab).toHaveText(before!);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});
