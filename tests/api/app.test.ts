import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { readConfig } from '../../api/config';

function clientBuild() {
  const root = mkdtempSync(join(tmpdir(), 'client-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Marketing Calculators</title><div id="root"></div>');
  writeFileSync(join(root, 'routes.json'), JSON.stringify(['/', '/calculators', '/calculators/churn-rate']));
  return root;
}

describe('app', () => {
  const app = createApp({ adminPassword: 'secret', clientRoot: clientBuild() });

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

  it('sends secure headers', async () => {
    const response = await app.request('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
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
});
