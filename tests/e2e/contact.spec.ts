import { expect, test, type Page } from './fixtures';

function unique(label: string): string {
  return `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

async function fillContact(page: Page, subject: string) {
  await page.getByLabel('Your Name').fill('Ada Lovelace');
  await page.getByLabel('Email Address').fill('ada@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel(/^Message/).fill('How is ROAS different from ROI?');
}

const toast = (page: Page) => page.getByTestId('toast');

test.describe('contact page', () => {
  test('sends a message: Sending... while it runs, then the toast, and the form is cleared', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText('We typically reply within 24-48 hours.')).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await fillContact(page, unique('Question'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    await expect(toast(page)).toContainText('Message sent!');
    await expect(toast(page)).toContainText("We've received your message and will get back to you soon.");
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Your Name', 'Email Address', 'Subject']) await expect(page.getByLabel(label)).toHaveValue('');
  });

  test('shows the error toast and keeps the text when sending fails', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/api/contact', (route) => route.abort());
    await fillContact(page, 'Kept subject');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('There was a problem sending your message. Please try again.');
    await expect(page.getByLabel('Subject')).toHaveValue('Kept subject');
  });

  test('a message whose answer was lost is stored once when the visitor sends it again', async ({ page, request }) => {
    await page.goto('/contact');
    const subject = unique('Lost answer');
    let first = true;
    const keys: (string | undefined)[] = [];
    await page.route('**/api/contact', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (!first) return route.continue();
      first = false;
      await route.fetch(); // the server stores it ...
      await route.abort(); // ... and the answer never reaches the visitor
    });
    await fillContact(page, subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('There was a problem sending your message. Please try again.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message sent!');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const stored = await request.get(`/api/admin/contact-submissions?q=${encodeURIComponent(subject)}`, {
      headers: { Authorization: `Basic ${Buffer.from('admin:e2e-admin-password').toString('base64')}` },
    });
    expect(((await stored.json()) as { subject: string }[]).map((r) => r.subject)).toEqual([subject]);
  });

  test('shows the error toast when the server answers not ok', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"x"}' }),
    );
    await fillContact(page, 'Subject');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('There was a problem sending your message. Please try again.');
  });

  test('names a bad e-mail address under its field and sends nothing', async ({ page }) => {
    await page.goto('/contact');
    let sent = false;
    await page.route('**/api/contact', (route) => {
      sent = true;
      return route.continue();
    });
    await fillContact(page, 'Subject');
    await page.getByLabel('Email Address').fill('ada@');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Your Name').fill('');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Your Name is required.')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('Send with fields left empty puts the caret in the first of them; each message leaves once its field is right', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Subject').fill('Only a subject');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const name = page.getByLabel('Your Name');
    const email = page.getByLabel('Email Address');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Your Name is required.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email Address is required.');
    await expect(page.getByText('Message is required.')).toBeVisible();
    await expect(page.getByText('Subject is required.')).toHaveCount(0);
    await name.fill('Ada');
    await expect(page.getByText('Your Name is required.')).toHaveCount(0);
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await email.fill('ada@');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await email.fill('ada@example.com');
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
    await expect(page.getByText('Message is required.')).toBeVisible();
  });

  test('on a phone, the field Send puts the caret in is shown below the sticky header, its label too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/contact');
    await page.getByLabel('Subject').fill('Only a subject');
    // Pressing Send scrolls the page down to the button; the caret then goes back up to Your Name.
    await page.getByRole('button', { name: 'Send Message' }).click();
    const name = page.getByLabel('Your Name');
    await expect(name).toBeFocused();
    const labelOf = page.locator('label', { hasText: 'Your Name' });
    // Where the label comes to rest: it moves up onto the field's border as the field is focused (a CSS transition).
    await labelOf.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const header = await page.locator('header').boundingBox();
    const label = await labelOf.boundingBox();
    expect(header).not.toBeNull();
    expect(label).not.toBeNull();
    // The label sits on the field's top border, so it is the first thing the header would cover.
    expect(label!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });

  test('the calculator request is sent only when both fields hold text', async ({ page }) => {
    await page.goto('/contact');
    let posts = 0;
    await page.route('**/api/calculator-request', (route) => {
      posts += 1;
      return route.continue();
    });
    const submit = page.getByRole('button', { name: 'Submit Request' });
    await submit.click();
    await page.getByLabel('Calculator Name').fill('Email list growth');
    await submit.click();

    await page.getByLabel('Brief Description').fill('Net new subscribers per month.');
    await submit.click();
    await expect(toast(page)).toContainText('Request submitted!');
    await expect(toast(page)).toContainText("Thanks for your suggestion. We'll consider it for future development.");
    // The presses are handled in order, and each sent request is seen before its answer: by the toast, the two
    // presses before the last have been handled, and sent nothing.
    expect(posts).toBe(1);
    await expect(page.getByLabel('Calculator Name')).toHaveValue('');
    expect(posts).toBe(1);
  });

  test('shows the request error toast when the server fails', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/api/calculator-request', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.getByLabel('Calculator Name').fill('A');
    await page.getByLabel('Brief Description').fill('B');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(page)).toContainText('There was a problem submitting your request. Please try again.');
    await expect(page.getByLabel('Calculator Name')).toHaveValue('A');
  });

  test('toasts: one at a time, each for 5000 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contact');
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true,"message":"ok"}' }),
    );
    await fillContact(page, 'First');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message sent!');
    // From here the page's clock moves only when the test moves it: the checks below take real time, and a
    // clock flowing meanwhile would count it towards the second toast's 5000 ms. A second ahead: on a busy machine
    // the pause may come a few hundred ms after the page read its clock, and the clock cannot be paused in its past.
    await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 1000);
    await page.getByLabel('Calculator Name').fill('A');
    await page.getByLabel('Brief Description').fill('B');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page)).toContainText('Request submitted!');
    await page.clock.runFor(4800);
    await expect(toast(page)).toBeVisible();
    await page.clock.runFor(1500);
    await expect(toast(page)).toHaveCount(0);
  });
});
