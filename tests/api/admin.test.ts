import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, from, json, testApp, validContact, validRequest } from './helpers';

const auth = { Authorization: basic(ADMIN_PASSWORD) };

describe('GET /api/admin/*', () => {
  it.each(['/api/admin/contact-submissions', '/api/admin/calculator-requests'])('%s is empty at first and not cached', async (path) => {
    const { app } = await testApp();
    const response = await app.request(path, { headers: auth });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('lists contact submissions newest first with the spec fields', async () => {
    const { app } = await testApp();
    for (const subject of ['first', 'second', 'third']) await app.request('/api/contact', json({ ...validContact, subject }));
    const list = (await (await app.request('/api/admin/contact-submissions', { headers: auth })).json()) as Record<string, unknown>[];
    expect(list.map((s) => s.subject)).toEqual(['third', 'second', 'first']);
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'email', 'id', 'isRead', 'message', 'name', 'subject']);
  });

  it('lists calculator requests newest first', async () => {
    const { app } = await testApp();
    for (const name of ['A', 'B']) await app.request('/api/calculator-request', json({ ...validRequest, name }));
    const list = (await (await app.request('/api/admin/calculator-requests', { headers: auth })).json()) as Record<string, unknown>[];
    expect(list.map((r) => r.name)).toEqual(['B', 'A']);
  });

  it.each([
    ['no credentials', {}],
    ['a wrong password', { Authorization: basic('wrong') }],
    ['a wrong user name', { Authorization: basic(ADMIN_PASSWORD, 'root') }],
    ['an empty password', { Authorization: basic('') }],
    ['a malformed header', { Authorization: 'Basic %%%' }],
    ['another scheme', { Authorization: `Bearer ${ADMIN_PASSWORD}` }],
  ])('answers %s with 401 and a JSON message', async (_, headers) => {
    const { app } = await testApp();
    await app.request('/api/contact', json(validContact));
    for (const path of ['/api/admin/contact-submissions', '/api/admin/calculator-requests']) {
      const response = await app.request(path, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, message: 'The admin password is not correct.' });
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    }
  });

  it('leaves out the browser challenge for the admin screen (X-Requested-With)', async () => {
    const { app } = await testApp();
    const response = await app.request('/api/admin/contact-submissions', {
      headers: { Authorization: basic('wrong'), 'X-Requested-With': 'fetch' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBeNull();
  });

  it('refuses a client with 429 after ten failed logins, even with the right password, but not others', async () => {
    const { app } = await testApp();
    for (let i = 0; i < 10; i += 1) {
      const response = await app.request(
        '/api/admin/contact-submissions',
        { headers: { Authorization: basic(`guess${i}`) } },
        from('10.0.0.9'),
      );
      expect(response.status).toBe(401);
    }
    const locked = await app.request('/api/admin/contact-submissions', { headers: auth }, from('10.0.0.9'));
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      success: false,
      message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
    });
    expect((await app.request('/api/admin/contact-submissions', { headers: auth }, from('10.0.0.10'))).status).toBe(200);
  });

  it('does not count successful admin calls toward the login limit', async () => {
    const { app } = await testApp();
    for (let i = 0; i < 25; i += 1) {
      expect((await app.request('/api/admin/calculator-requests', { headers: auth }, from('10.0.0.11'))).status).toBe(200);
    }
  });
});

describe('PATCH /api/admin/*/:id', () => {
  it('marks a contact submission read and unread, and the list shows it', async () => {
    const { app } = await testApp();
    await app.request('/api/contact', json(validContact));
    const [item] = (await (await app.request('/api/admin/contact-submissions', { headers: auth })).json()) as { id: string }[];
    const response = await app.request(`/api/admin/contact-submissions/${item!.id}`, json({ isRead: true }, 'PATCH', auth));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: item!.id, ...validContact, isRead: true });
    const [after] = await (await app.request('/api/admin/contact-submissions', { headers: auth })).json();
    expect(after.isRead).toBe(true);
    await app.request(`/api/admin/contact-submissions/${item!.id}`, json({ isRead: false }, 'PATCH', auth));
    const [again] = await (await app.request('/api/admin/contact-submissions', { headers: auth })).json();
    expect(again.isRead).toBe(false);
  });

  it('marks a calculator request processed', async () => {
    const { app } = await testApp();
    await app.request('/api/calculator-request', json(validRequest));
    const [item] = (await (await app.request('/api/admin/calculator-requests', { headers: auth })).json()) as { id: string }[];
    const response = await app.request(`/api/admin/calculator-requests/${item!.id}`, json({ isProcessed: true }, 'PATCH', auth));
    expect(response.status).toBe(200);
    expect((await response.json()).isProcessed).toBe(true);
  });

  it.each([
    ['/api/admin/contact-submissions/nope', { isRead: true }, 'There is no contact submission with this id.'],
    ['/api/admin/calculator-requests/nope', { isProcessed: true }, 'There is no calculator request with this id.'],
  ])('answers an unknown id at %s with 404', async (path, body, message) => {
    const { app } = await testApp();
    const response = await app.request(path, json(body, 'PATCH', auth));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message });
  });

  it.each([
    ['a string flag', { isRead: 'yes' }],
    ['no flag', {}],
  ])('rejects %s with 400 naming isRead', async (_, body) => {
    const { app } = await testApp();
    await app.request('/api/contact', json(validContact));
    const [item] = await (await app.request('/api/admin/contact-submissions', { headers: auth })).json();
    const response = await app.request(`/api/admin/contact-submissions/${item.id}`, json(body, 'PATCH', auth));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ isRead: 'isRead must be true or false.' });
  });

  it('needs the password too', async () => {
    const { app } = await testApp();
    await app.request('/api/contact', json(validContact));
    const [item] = await (await app.request('/api/admin/contact-submissions', { headers: auth })).json();
    const response = await app.request(`/api/admin/contact-submissions/${item.id}`, json({ isRead: true }, 'PATCH'));
    expect(response.status).toBe(401);
    const [after] = await (await app.request('/api/admin/contact-submissions', { headers: auth })).json();
    expect(after.isRead).toBe(false);
  });
});
