/**
 * Text no store can keep as sent (contract/storable-text.ts) is refused at
 * the contract with the field's message and a 400, on both stores alike: a
 * NUL made PostgreSQL answer 500 while the JSON store answered 201 (issue
 * 31, finding 1). Nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, json, testApp, validContact, validRequest } from './helpers';
import { bothStores } from './postgres';

const auth = { Authorization: basic(ADMIN_PASSWORD) };
const said = (label: string) =>
  `${label} contains a character that cannot be stored, such as a null or control character. Remove it and try again.`;

describe.each(bothStores())('unstorable text on %s', (_, open) => {
  const app = async () => {
    const store = await open();
    return (await testApp(store ? { store } : {})).app;
  };

  it.each([
    ['a NUL in the name', { ...validContact, name: 'Ada\u0000Lovelace' }, 'name', 'Your Name'],
    ['a control character in the subject', { ...validContact, subject: 'Hi\u0007' }, 'subject', 'Subject'],
    ['a lone surrogate in the message', { ...validContact, message: 'Half a character: \uD83D' }, 'message', 'Message'],
    ['a non-character in the message', { ...validContact, message: 'Not a character: \uFFFF' }, 'message', 'Message'],
  ])('refuses %s with 400 and stores nothing', async (_, body, field, label) => {
    const api = await app();
    const response = await api.request('/api/contact', json(body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors[field]).toBe(said(label));
    expect(await (await api.request('/api/admin/contact-submissions', { headers: auth })).json()).toEqual([]);
  });

  it('keeps tabs, line breaks and every real character, emoji included', async () => {
    const api = await app();
    const message = 'Line one\nLine two\twith a tab, café, 数字 and 📈';
    expect((await api.request('/api/contact', json({ ...validContact, message }))).status).toBe(201);
    const [stored] = (await (await api.request('/api/admin/contact-submissions', { headers: auth })).json()) as { message: string }[];
    expect(stored!.message).toBe(message);
    expect((await api.request('/api/calculator-request', json({ ...validRequest, description: 'Bad\u0000' }))).status).toBe(400);
  });

  it('refuses a NUL in the admin’s search with 400, not 500', async () => {
    const api = await app();
    const response = await api.request(`/api/admin/contact-submissions?q=${encodeURIComponent('a\u0000b')}`, { headers: auth });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(said('The search'));
  });
});
