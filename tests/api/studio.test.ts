/**
 * The studio behind the admin login (issue 51, item 4): every page and file
 * of its build under /studio, whatever the path names (the pages as files,
 * studio.html and studio-preview.html, were 200 without a login), in the
 * admin's realm and behind the failed-login limit; and nothing of the
 * studio's build is reachable through the site's own routes.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, from, testApp } from './helpers';
import { buildWithStudio } from './site-build';

const challenge = 'Basic realm="Marketing Calculators admin"';
const refusal = { success: false, message: 'The admin password is not correct.' };

/** Each path under /studio with what it answers after the login. */
const studioPaths: [string, string][] = [
  ['/studio', '<h1>Studio</h1>'],
  ['/studio/', '<h1>Studio</h1>'],
  ['/studio/preview', '<h1>Preview</h1>'],
  ['/studio/studio.html', '<h1>Studio</h1>'],
  ['/studio/studio-preview.html', '<h1>Preview</h1>'],
  ['/studio/%73tudio.html', '<h1>Studio</h1>'],
  ['/studio/assets/studio-Ab12.js', 'studio code'],
  ['/studio/notes.txt', 'studio notes'],
];

describe('the studio', async () => {
  const { app } = await testApp({ siteRoot: buildWithStudio() });

  it.each(studioPaths)('answers %s with 401 and the admin’s login dialog without the login, or with a wrong one', async (path) => {
    for (const headers of [{}, { Authorization: basic('not the password') }] as Record<string, string>[]) {
      const refused = await app.request(path, { headers });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe(challenge);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.json()).toEqual(refusal);
    }
  });

  it.each(studioPaths)('answers %s with the login', async (path, body) => {
    const answer = await app.request(path, { headers: { Authorization: basic(ADMIN_PASSWORD) } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(body);
  });

  it('asks for the login in the admin API’s realm, so one login serves both', async () => {
    const api = await app.request('/api/admin/counts');
    expect(api.status).toBe(401);
    expect(api.headers.get('www-authenticate')).toBe(challenge);
  });

  it('refuses a client with 429 after ten failed logins on the studio’s files, even with the right password', async () => {
    for (let i = 0; i < 10; i += 1) {
      const guess = await app.request(
        '/studio/assets/studio-Ab12.js',
        { headers: { Authorization: basic(`guess${i}`) } },
        from('10.0.0.51'),
      );
      expect(guess.status).toBe(401);
    }
    const locked = await app.request('/studio/studio.html', { headers: { Authorization: basic(ADMIN_PASSWORD) } }, from('10.0.0.51'));
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      success: false,
      message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
    });
  });

  it.each(['/studio.html', '/studio-preview.html', '/assets/studio-Ab12.js', '/notes.txt', '/STUDIO/studio.html'])(
    'serves none of the studio’s build at %s, through the site’s own routes: the 404 page',
    async (path) => {
      const answer = await app.request(path);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe('<h1>Page Not Found</h1>');
    },
  );
});
