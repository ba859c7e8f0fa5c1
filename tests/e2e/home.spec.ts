import { expect, test } from './fixtures';

test('the home page: hero, six cards with home categories, why use, get started', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketing Metrics Made Simple');
  await expect(page.getByRole('link', { name: 'Explore All Calculators' })).toHaveAttribute('href', '/calculators');
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
  await expect(page.getByRole('heading', { name: 'Essential Marketing Metrics' })).toBeVisible();
  const cards = page.locator('a[href^="/calculators/"]').filter({ has: page.locator('h3') });
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText('Conversion');
  await expect(page.getByRole('link', { name: 'View All Calculators' })).toHaveAttribute('href', '/calculators');
  for (const reason of ['Fast & Simple', 'Always Free', 'Expert Guidance'])
    await expect(page.getByRole('heading', { name: reason })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/calculators');
});

test.describe('the particle canvas', () => {
  test('starts after the first paint without moving anything, with area / 25000 particles (at most 30)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    const canvas = page.getByTestId('particle-canvas');
    await expect(canvas).toHaveAttribute('data-particles', /\d+/);
    expect(await heading.boundingBox()).toEqual(before);
    const box = (await canvas.boundingBox())!;
    const expected = Math.min(30, Math.floor((box.width * box.height) / 25000));
    expect(Number(await canvas.getAttribute('data-particles'))).toBe(expected);
    expect(await canvas.getAttribute('aria-hidden')).toBe('true');
  });

  test('moves: its frames keep coming (drawn in a worker where the browser can hand it the canvas)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const canvas = page.getByTestId('particle-canvas');
    await expect(canvas).toHaveAttribute('data-particles', /\d+/);
    const first = await canvas.screenshot();
    await expect.poll(async () => (await canvas.screenshot()).equals(first), { timeout: 5000 }).toBe(false);
  });

  test('has at most 15 particles below 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const canvas = page.getByTestId('particle-canvas');
    await expect(canvas).toHaveAttribute('data-particles', /\d+/);
    const box = (await canvas.boundingBox())!;
    expect(Number(await canvas.getAttribute('data-particles'))).toBe(Math.min(15, Math.floor((box.width * box.height) / 25000)));
  });

  test('is skipped when the visitor prefers reduced motion, and goes away live when they switch', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // The particles start after the largest contentful paint (src/home/hero-particles.ts): once the page has reported
    // it, the start has been decided, and with reduced motion it drew nothing.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          new PerformanceObserver((list) => list.getEntries().length > 0 && resolve()).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
    await expect(page.getByTestId('particle-canvas')).toHaveCount(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(page.getByTestId('particle-canvas')).toHaveCount(1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.getByTestId('particle-canvas')).toHaveCount(0);
  });
});
