import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { readConfig } from '../../api/config';
import { openJsonFileStore } from '../../api/store/json-file-store';
import { tempDir } from './helpers';

function clientBuild() {
  const root = mkdtempSync(join(tmpdir(), 'client-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Marketing Calculators</title><div id="root"></div>');
  writeFileSync(join(root, 'routes.json'), JSON.stringify(['/', '/calculators', '/calculators/churn-rate']));
  return root;
}

describe('app', async () => {
  const store = await openJsonFileStore(join(tempDir(), 'db.json'));
  const app = createApp({ adminPassword: 'secret', store, clientRoot: clientBuild() });

  it('answers the health check', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'There is no API endpoint at this address.' });
  });

  it.each(['/', '/calculators', '/calculators/churn-rate', '/Calculators/Churn-Rate', '/calculators/churn-rate/'])('serves the page %s with 200', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it.each(['/calculators/no-such-slug', '/nowhere'])('serves the app with a 404 status for %s', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

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
    expect(readConfig({ PORT: '8080', DATA_FILE: '/tmp/x.json', ADMIN_PASSWORD: 'pw' })).toMatchObject({ port: 8080, dataFile: '/tmp/x.json', adminPassword: 'pw', generatedPassword: false });
  });

  it('rejects a bad PORT with a message naming it', () => expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/));

  it('has rate limits of 10 submissions and 10 failed logins per 15 minutes by default', () => {
    expect(readConfig({}).rateLimits).toEqual({ submissions: 10, loginFailures: 10, windowMs: 900_000, trustProxy: false });
  });

  it('reads the rate-limit variables', () => {
    const config = readConfig({ SUBMISSION_RATE_LIMIT: '0', LOGIN_FAILURE_LIMIT: '3', RATE_LIMIT_WINDOW_MINUTES: '1', TRUST_PROXY: 'true' });
    expect(config.rateLimits).toEqual({ submissions: 0, loginFailures: 3, windowMs: 60_000, trustProxy: true });
  });

  it('rejects a negative limit with a message naming it', () => expect(() => readConfig({ SUBMISSION_RATE_LIMIT: '-1' })).toThrow(/SUBMISSION_RATE_LIMIT/));
});
