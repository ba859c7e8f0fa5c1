import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { readConfig } from '../../api/config';
import { openJsonFileStore } from '../../api/store/json-file-store';
import { tempDir } from './helpers';

/** A build folder as `npm run build` leaves it: client assets and pre-rendered pages. */
function siteBuild() {
  const root = tempDir();
  mkdirSync(join(root, 'client', 'assets'), { recursive: true });
  mkdirSync(join(root, 'pages', 'calculators'), { recursive: true });
  writeFileSync(join(root, 'client', 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'client', 'assets', 'app-abc123.js.br'), 'brotli form');
  writeFileSync(join(root, 'client', 'assets', 'app-abc123.js.gz'), 'gzip form');
  writeFileSync(join(root, 'client', 'robots.txt'), 'User-agent: *');
  writeFileSync(join(root, 'client', 'sw.js'), 'self.skipWaiting()');
  mkdirSync(join(root, 'client', '.vite'));
  writeFileSync(join(root, 'client', '.vite', 'manifest.json'), '{}');
  writeFileSync(join(root, 'pages', 'index.html'), '<h1>Home page</h1>');
  writeFileSync(join(root, 'pages', 'calculators.html'), '<h1>Directory page</h1>');
  writeFileSync(join(root, 'pages', 'calculators', 'churn-rate.html'), '<h1>Churn page</h1>');
  writeFileSync(join(root, 'pages', '404.html'), '<h1>Page Not Found</h1>');
  writeFileSync(
    join(root, 'pages', 'routes.json'),
    JSON.stringify({ '/': 'index.html', '/calculators': 'calculators.html', '/calculators/churn-rate': 'calculators/churn-rate.html' }),
  );
  return root;
}

describe('app', async () => {
  const store = await openJsonFileStore(join(tempDir(), 'db.json'));
  const app = createApp({ adminPassword: 'secret', store, siteRoot: siteBuild() });

  it('answers the health check', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'There is no API endpoint at this address.' });
  });

  it.each([
    ['/', 'Home page'],
    ['/calculators', 'Directory page'],
    ['/calculators/churn-rate', 'Churn page'],
    ['/Calculators/Churn-Rate', 'Churn page'],
    ['/calculators/churn-rate/', 'Churn page'],
  ])('serves the pre-rendered page of %s with 200', async (path, heading) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(`<h1>${heading}</h1>`);
  });

  it.each(['/calculators/no-such-slug', '/nowhere', '/index.html'])('serves the 404 page with a 404 status for %s', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Page Not Found</h1>');
  });

  it('sends pages compressed when the browser accepts it', async () => {
    for (const [encoding, expected] of [
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip, deflate, br', 'br'],
    ] as const) {
      const response = await app.request('/calculators/churn-rate', { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(expected);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
    }
    const plain = await app.request('/calculators/churn-rate', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<h1>Churn page</h1>');
  });

  it('names the speculation rules on every page, which prerender links to pages on hover but not the API, admin or embeds', async () => {
    for (const path of ['/', '/calculators/churn-rate', '/nowhere']) {
      expect((await app.request(path)).headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
    }
    const rules = await app.request('/speculation-rules.json');
    expect(rules.status).toBe(200);
    expect(rules.headers.get('content-type')).toBe('application/speculationrules+json');
    expect(await rules.json()).toEqual({
      prerender: [
        {
          source: 'document',
          where: {
            and: [
              { href_matches: '/*' },
              { not: { href_matches: '/api/*' } },
              { not: { href_matches: '/admin' } },
              { not: { href_matches: '/embed/*' } },
            ],
          },
          eagerness: 'moderate',
        },
      ],
    });
  });

  it('serves assets with a year-long immutable cache, and other static files', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await asset.text()).toBe('console.log(1)');
    expect(await (await app.request('/robots.txt')).text()).toBe('User-agent: *');
  });

  it('serves the offline worker to be checked on every visit, so a new deployment is picked up', async () => {
    const worker = await app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await worker.text()).toBe('self.skipWaiting()');
  });

  it('sends an asset in the encoding the browser accepts, as the build compressed it', async () => {
    for (const [encoding, expected, body] of [
      ['gzip, deflate, br', 'br', 'brotli form'],
      ['gzip', 'gzip', 'gzip form'],
      ['identity', null, 'console.log(1)'],
    ] as const) {
      const response = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(expected);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(body);
    }
  });

  it('answers HEAD for an asset with its headers and no body', async () => {
    const response = await app.request('/assets/app-abc123.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it.each(['/.vite/manifest.json', '/assets/app-abc123.js.br', '/assets/missing.js'])(
    'does not serve %s (build metadata, a compressed twin, a missing file)',
    async (path) => {
      expect((await app.request(path)).status).toBe(404);
    },
  );

  it.each(['/', '/api/health', '/api/nothing-here'])('sends secure headers with %s', async (path) => {
    const response = await app.request(path);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('answers an unexpected error with a JSON 500 and no stack trace', async () => {
    const failing = createApp({
      adminPassword: 'secret',
      store: { ...store, addContactSubmission: () => Promise.reject(new Error('disk on fire at /secret/path')) },
    });
    const errors = console.error;
    console.error = () => {};
    try {
      const response = await failing.request('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' }),
      });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
      expect(text).not.toContain('disk on fire');
    } finally {
      console.error = errors;
    }
  });
});

describe('readConfig', () => {
  it('uses the defaults and generates an admin password when none is set', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, dataFile: 'data/db.json', generatedPassword: true });
    expect(config.adminPassword.length).toBeGreaterThanOrEqual(20);
  });

  it('reads PORT, DATA_FILE and ADMIN_PASSWORD', () => {
    expect(readConfig({ PORT: '8080', DATA_FILE: 'storage/submissions.json', ADMIN_PASSWORD: 'pw' })).toMatchObject({
      port: 8080,
      dataFile: 'storage/submissions.json',
      adminPassword: 'pw',
      generatedPassword: false,
    });
  });

  it('rejects a bad PORT with a message naming it', () => expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/));

  it('has rate limits of 10 submissions, 10 failed logins and 120 usage batches per 15 minutes by default', () => {
    expect(readConfig({}).rateLimits).toEqual({ submissions: 10, loginFailures: 10, events: 120, windowMs: 900_000, trustProxy: false });
  });

  it('reads the rate-limit variables', () => {
    const config = readConfig({
      SUBMISSION_RATE_LIMIT: '0',
      LOGIN_FAILURE_LIMIT: '3',
      EVENTS_RATE_LIMIT: '30',
      RATE_LIMIT_WINDOW_MINUTES: '1',
      TRUST_PROXY: 'true',
    });
    expect(config.rateLimits).toEqual({ submissions: 0, loginFailures: 3, events: 30, windowMs: 60_000, trustProxy: true });
  });

  it('rejects a negative limit with a message naming it', () =>
    expect(() => readConfig({ SUBMISSION_RATE_LIMIT: '-1' })).toThrow(/SUBMISSION_RATE_LIMIT/));
});

describe('the Permissions-Policy header', () => {
  it('denies devices and payments on every answer, names only features every engine knows, and lets this origin write the clipboard', async () => {
    const app = createApp({ adminPassword: 'x', store: await openJsonFileStore(join(tempDir(), 'db.json')) });
    const policy = (await app.request('/api/health')).headers.get('permissions-policy');
    // The whole header, so that a feature added or dropped is a decision this test records (issue 48).
    expect(policy).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), clipboard-write=(self)');
  });
});
