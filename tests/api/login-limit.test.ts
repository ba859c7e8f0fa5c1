/**
 * The admin login's limit counts refused logins only, on both stores (issue
 * 31, finding 3: it counted every request before the password was checked,
 * so 30 concurrent requests with the right password got 20 answers of 429
 * on PostgreSQL).
 */
import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../api/middleware/rate-limits';
import { ADMIN_PASSWORD, basic, from, testApp } from './helpers';
import { bothStores } from './postgres';

describe.each(bothStores())('the login limit on %s', (_, open) => {
  const app = async () => {
    const store = await open();
    return (await testApp({ ...(store ? { store } : {}), rateLimits: { ...defaultRateLimits, loginFailures: 10 } })).app;
  };
  const counts = (api: Awaited<ReturnType<typeof app>>, password: string, address = '10.0.0.7') =>
    api.request('/api/admin/counts', { headers: { Authorization: basic(password) } }, from(address));

  it('never refuses 30 concurrent requests with the right password', async () => {
    const api = await app();
    const statuses = await Promise.all(Array.from({ length: 30 }, async () => (await counts(api, ADMIN_PASSWORD)).status));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('refuses a client after ten wrong passwords, with Retry-After, and counts nothing else', async () => {
    const api = await app();
    // Requests without credentials (a browser before its login dialog) are no failed logins.
    for (let i = 0; i < 5; i += 1) expect((await api.request('/api/admin/counts', {}, from('10.0.0.7'))).status).toBe(401);
    for (let i = 0; i < 10; i += 1) expect((await counts(api, 'wrong')).status).toBe(401);
    const locked = await counts(api, ADMIN_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await counts(api, ADMIN_PASSWORD, '10.0.0.8')).status).toBe(200);
  });
});
