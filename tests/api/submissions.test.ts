import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { basic, ADMIN_PASSWORD, json, testApp, validContact, validRequest, from } from './helpers';

async function storedContacts(app: Awaited<ReturnType<typeof testApp>>['app']) {
  const response = await app.request('/api/admin/contact-submissions', { headers: { Authorization: basic(ADMIN_PASSWORD) } });
  return (await response.json()) as Record<string, unknown>[];
}

describe('POST /api/contact', () => {
  it('stores a valid message, trimmed, and answers 201 with success and a message', async () => {
    const { app, dataFile } = await testApp();
    const response = await app.request('/api/contact', json({ ...validContact, name: '  Ada Lovelace  ' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: "We've received your message and will get back to you soon." });
    const file = JSON.parse(readFileSync(dataFile, 'utf8'));
    expect(file.contactSubmissions).toHaveLength(1);
    expect(file.contactSubmissions[0]).toMatchObject({ ...validContact, isRead: false });
    expect(file.contactSubmissions[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(file.contactSubmissions[0].createdAt).toISOString()).toBe(file.contactSubmissions[0].createdAt);
  });

  it('drops unknown fields', async () => {
    const { app } = await testApp();
    await app.request('/api/contact', json({ ...validContact, isRead: true, id: 'mine', admin: true }));
    const [stored] = await storedContacts(app);
    expect(stored).not.toHaveProperty('admin');
    expect(stored!.isRead).toBe(false);
    expect(stored!.id).not.toBe('mine');
  });

  it.each([
    ['a missing name', { ...validContact, name: undefined }, { name: 'Your Name is required.' }],
    ['a blank subject', { ...validContact, subject: '   ' }, { subject: 'Subject is required.' }],
    ['a bad e-mail', { ...validContact, email: 'ada@' }, { email: 'Please enter a valid email address.' }],
    ['a number as message', { ...validContact, message: 42 }, { message: 'Message is required.' }],
    ['an over-long name', { ...validContact, name: 'x'.repeat(101) }, { name: 'Your Name must be at most 100 characters.' }],
    [
      'everything missing',
      {},
      {
        name: 'Your Name is required.',
        email: 'Email Address is required.',
        subject: 'Subject is required.',
        message: 'Message is required.',
      },
    ],
  ])('rejects %s with 400 naming each bad field and stores nothing', async (_, body, errors) => {
    const { app } = await testApp();
    const response = await app.request('/api/contact', json(body));
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer).toEqual({ success: false, message: Object.values(errors).join(' '), errors });
    expect(await storedContacts(app)).toEqual([]);
  });

  it('rejects a JSON array body with 400', async () => {
    const { app } = await testApp();
    const response = await app.request('/api/contact', json([validContact]));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ body: 'The body must be a JSON object with the form fields.' });
  });

  it('rejects malformed JSON with 400 and a clear message', async () => {
    const { app } = await testApp();
    const response = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": "Ada",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Malformed JSON in request body' });
    expect(await storedContacts(app)).toEqual([]);
  });

  it.each([
    ['form data', 'application/x-www-form-urlencoded'],
    ['plain text', 'text/plain'],
  ])('rejects %s with 415', async (_, type) => {
    const { app } = await testApp();
    const response = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: JSON.stringify(validContact),
    });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe('Send the data as JSON with the header Content-Type: application/json.');
    expect(await storedContacts(app)).toEqual([]);
  });

  it('rejects a body over 32 kB with 413', async () => {
    const { app } = await testApp();
    const response = await app.request('/api/contact', json({ ...validContact, message: 'x'.repeat(40_000) }));
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('The request is too large. Send at most 32 kB.');
    expect(await storedContacts(app)).toEqual([]);
  });

  it('rejects a declared Content-Length over 32 kB with 413 without reading the body', async () => {
    const { app } = await testApp();
    const response = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(40_000) },
      body: JSON.stringify(validContact),
    });
    expect(response.status).toBe(413);
    expect(await storedContacts(app)).toEqual([]);
  });

  it('acknowledges a honeypot submission like any other but does not store it', async () => {
    const { app } = await testApp();
    const response = await app.request('/api/contact', json({ ...validContact, website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect((await response.json()).success).toBe(true);
    expect(await storedContacts(app)).toEqual([]);
  });

  it('answers the eleventh submission of a client in the window with 429, and not another client', async () => {
    const { app } = await testApp();
    for (let i = 0; i < 10; i += 1) {
      const ok = await app.request('/api/contact', json({ ...validContact, subject: `n${i}` }), from('10.0.0.1'));
      expect(ok.status).toBe(201);
    }
    const limited = await app.request('/api/calculator-request', json(validRequest), from('10.0.0.1'));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      success: false,
      message: 'Too many submissions from your network. Please wait 15 minutes and try again.',
    });
    expect((await app.request('/api/contact', json(validContact), from('10.0.0.2'))).status).toBe(201);
    expect(await storedContacts(app)).toHaveLength(11);
  });

  it('has no limit when SUBMISSION_RATE_LIMIT is 0', async () => {
    const { app } = await testApp({ rateLimits: { submissions: 0, loginFailures: 10, events: 120, windowMs: 60_000, trustProxy: false } });
    for (let i = 0; i < 15; i += 1) expect((await app.request('/api/contact', json(validContact), from('10.0.0.1'))).status).toBe(201);
  });

  it('counts by the last X-Forwarded-For address only when trusting a proxy', async () => {
    const { app } = await testApp({ rateLimits: { submissions: 1, loginFailures: 10, events: 120, windowMs: 60_000, trustProxy: true } });
    const send = (forwarded: string) =>
      app.request('/api/contact', json(validContact, 'POST', { 'X-Forwarded-For': forwarded }), from('127.0.0.1'));
    expect((await send('1.1.1.1, 10.0.0.1')).status).toBe(201);
    expect((await send('2.2.2.2, 10.0.0.1')).status).toBe(429);
    expect((await send('10.0.0.2')).status).toBe(201);
  });
});

describe('POST /api/calculator-request', () => {
  it('stores a valid request and answers with the spec message', async () => {
    const { app } = await testApp();
    const response = await app.request('/api/calculator-request', json(validRequest));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      success: true,
      message: "Thanks for your suggestion. We'll consider it for future development.",
    });
    const list = await (await app.request('/api/admin/calculator-requests', { headers: { Authorization: basic(ADMIN_PASSWORD) } })).json();
    expect(list).toEqual([{ id: expect.any(String), ...validRequest, createdAt: expect.any(String), isProcessed: false }]);
  });

  it('rejects an empty description with 400 naming it', async () => {
    const { app } = await testApp();
    const response = await app.request('/api/calculator-request', json({ name: 'X', description: '' }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ description: 'Brief Description is required.' });
  });

  it('rejects a wrong content type with 415', async () => {
    const { app } = await testApp();
    const response = await app.request('/api/calculator-request', { method: 'POST', body: JSON.stringify(validRequest) });
    expect(response.status).toBe(415);
  });
});
