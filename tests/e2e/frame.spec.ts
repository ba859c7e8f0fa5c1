import { expect, test } from './fixtures';

test.describe('header and footer', () => {
  test('the header highlights the current page', async ({ page }) => {
    await page.goto('/calculators/roi');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'All Calculators' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  test('the footer has the tagline, profile link, quick links, six popular calculators, the year and the legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByText('Free, fast marketing calculators with benchmarks and plain-language guidance.')).toBeVisible();
    const profile = footer.getByRole('link', { name: /Connect on LinkedIn/ });
    await expect(profile).toHaveAttribute('target', '_blank');
    await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    await expect(quick).toHaveText(['Home', 'All Calculators', 'About Us', 'Contact']);
    const popular = footer.getByRole('navigation', { name: 'Popular Calculators' }).getByRole('link');
    await expect(popular).toHaveCount(6);
    await expect(popular.first()).toHaveAttribute('href', '/calculators/conversion-rate');
    await expect(footer.getByText(`© ${new Date().getFullYear()} Marketing Calculators. All rights reserved.`)).toBeVisible();
    const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
    await expect(legal).toHaveText(['Privacy Policy', 'Terms of Service', 'Methodology', 'Contact Us']);
    await legal.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText('Last updated: November 29, 2026')).toBeVisible();
    await expect(page.getByText(/not intended for children under 13/)).toBeVisible();
  });

  test('the footer reaches the methodology page, which explains illustrative figures and links to the contact form', async ({ page }) => {
    await page.goto('/calculators/ctr');
    await page.locator('footer').getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Methodology' }).click();
    await expect(page).toHaveURL(/\/methodology$/);
    await expect(page).toHaveTitle('How We Choose Our Figures | Marketing Calculators');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we choose our figures');
    await expect(page.getByRole('heading', { level: 2, name: 'What “illustrative” means' })).toBeVisible();
    await expect(page.getByText(/Illustrative figures, not measured data\./)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'contact form' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByLabel('Your Name')).toBeVisible();
  });

  test('the about page links to the methodology page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('main').getByRole('link', { name: 'how we choose our figures' }).click();
    await expect(page).toHaveURL(/\/methodology$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we choose our figures');
  });

  test('the terms promise 30 days of notice', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByText('Last updated: May 10, 2023')).toBeVisible();
    await expect(page.getByText(/at least 30 days' notice of any material change/)).toBeVisible();
  });

  test('focus is visible on links and buttons reached with the keyboard', async ({ page }) => {
    await page.goto('/calculators');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeInViewport();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('Home');
    await expect(focused).toHaveCSS('outline-style', 'solid');
    await expect(focused).toHaveCSS('outline-width', '2px');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/calculators');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from the menu button and closes with Escape, returning focus', async ({ page }) => {
    await page.goto('/calculators/roi');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'All Calculators', 'About', 'Contact']);
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closes on a click outside', async ({ page }) => {
    await page.goto('/calculators/roi');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  });

  test('closes when a link is chosen, and the new page starts at the top', async ({ page }) => {
    await page.goto('/calculators/roi');
    await page.mouse.wheel(0, 1500);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu button has a tooltip that opens after 700 ms and closes on Escape', async ({ page }) => {
    await page.clock.install();
    await page.goto('/calculators');
    const button = page.getByRole('button', { name: 'Open menu' });
    // The menu opening and closing shows the page answers; then the clock stops, so that on a slow, busy machine
    // no real time passes for the tooltip's delay between the hover and the checks (only runFor moves it).
    await button.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await page.mouse.move(5, 400);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await button.hover();
    await page.clock.runFor(650);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole('tooltip')).toHaveText('Open menu');
    await page.keyboard.press('Escape');
    await page.clock.runFor(500);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.mouse.move(5, 400);
    await button.hover();
    await page.clock.runFor(750);
    await expect(page.getByRole('tooltip')).toHaveText('Open menu');
    await page.mouse.move(5, 400);
    await page.clock.runFor(500);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

test.describe('routes', () => {
  test('every route change scrolls to the top', async ({ page }) => {
    await page.goto('/calculators');
    await page
      .getByRole('link', { name: /Budget Pacing/ })
      .first()
      .scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page
      .getByRole('link', { name: /Budget Pacing/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/calculators\/budget-pacing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('paths match without regard to case', async ({ page }) => {
    const response = await page.goto('/CALCULATORS/Roi');
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Return on Investment (ROI) Calculator');
  });

  test('an unknown path shows the 404 page with a 404 status', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the FAQ works with the keyboard alone, one item open at a time', async ({ page }) => {
    await page.goto('/calculators/roi');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.locator('summary');
    const answers = faq.locator('details > div');
    await questions.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(answers.nth(0)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(answers.nth(1)).toBeVisible();
    await expect(answers.nth(0)).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(answers.nth(1)).toBeHidden();
  });
});
