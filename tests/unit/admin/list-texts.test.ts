import { describe, expect, it } from 'vitest';
import { contactsKind, requestsKind } from '../../../src/admin/list-kinds';
import { count, emptyLine, matchLine, openLine, shownLine, tabLabel } from '../../../src/admin/list-texts';

describe('the admin lists’ sentences', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1,234'],
    [100000, '100,000'],
  ])('count(%i) is %s', (n, text) => expect(count(n)).toBe(text));

  it('names the tabs as the spec does, with the total', () => {
    expect(tabLabel(contactsKind, 1234)).toBe('Contact Submissions (1,234)');
    expect(tabLabel(requestsKind, 0)).toBe('Calculator Requests (0)');
  });

  it.each([
    [12, { q: 'roas', openOnly: false }, '12 contact submissions match "roas"'],
    [1, { q: ' roas ', openOnly: false }, '1 contact submission matches "roas"'],
    [3, { q: 'roas', openOnly: true }, '3 unread contact submissions match "roas"'],
    [5, { q: '', openOnly: true }, '5 unread contact submissions'],
    [1, { q: '', openOnly: true }, '1 unread contact submission'],
    [1200, { q: 'a', openOnly: false }, '1,200 contact submissions match "a"'],
    [40, { q: '', openOnly: false }, ''],
  ])('matchLine for %i with %j', (total, filter, text) => expect(matchLine(contactsKind, total, filter)).toBe(text));

  it.each([
    [{ q: '', openOnly: false }, 'No contact submissions yet.', 'No calculator requests yet.'],
    [{ q: 'xyz', openOnly: false }, 'No contact submissions match "xyz".', 'No calculator requests match "xyz".'],
    [{ q: '', openOnly: true }, 'No unread contact submissions.', 'No unprocessed calculator requests.'],
    [{ q: 'xyz', openOnly: true }, 'No unread contact submissions match "xyz".', 'No unprocessed calculator requests match "xyz".'],
  ])('emptyLine with %j', (filter, contacts, requests) => {
    expect(emptyLine(contactsKind, filter)).toBe(contacts);
    expect(emptyLine(requestsKind, filter)).toBe(requests);
  });

  it.each([
    [50, 1234, 'Showing 50 of 1,234'],
    [60, 60, 'Showing all 60'],
    [1, 1, 'Showing all 1'],
  ])('shownLine(%i, %i) is %s', (shown, total, text) => expect(shownLine(shown, total)).toBe(text));

  it.each([
    [0, ''],
    [1, '1 new'],
    [2500, '2,500 new'],
  ])('openLine(%i) is %j', (open, text) => expect(openLine(open)).toBe(text));
});
