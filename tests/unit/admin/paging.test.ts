import { describe, expect, it } from 'vitest';
import { csvAddress, fileNameFrom, firstPageAddress, isNarrowed, nextPageAddress, totalFrom } from '../../../src/admin/paging';

const origin = 'https://calculators.example';
const under = '/api/admin/contact-submissions';

describe('firstPageAddress and csvAddress', () => {
  it.each([
    [{ q: '', openOnly: false }, '/api/admin/contact-submissions?limit=50', '/api/admin/contact-submissions.csv'],
    [{ q: '  roas ', openOnly: false }, '/api/admin/contact-submissions?limit=50&q=roas', '/api/admin/contact-submissions.csv?q=roas'],
    [{ q: '', openOnly: true }, '/api/admin/contact-submissions?limit=50&unread=true', '/api/admin/contact-submissions.csv?unread=true'],
    [
      { q: 'a&b=c d', openOnly: true },
      '/api/admin/contact-submissions?limit=50&q=a%26b%3Dc+d&unread=true',
      '/api/admin/contact-submissions.csv?q=a%26b%3Dc+d&unread=true',
    ],
  ])('%j gives %s and %s', (filter, first, csv) => {
    expect(firstPageAddress(under, filter, 'unread')).toBe(first);
    expect(csvAddress(under, filter, 'unread')).toBe(csv);
  });

  it('names the filter of the list it is given', () => {
    expect(csvAddress('/api/admin/calculator-requests', { q: '', openOnly: true }, 'unprocessed')).toBe(
      '/api/admin/calculator-requests.csv?unprocessed=true',
    );
  });

  it.each([
    [{ q: '', openOnly: false }, false],
    [{ q: '   ', openOnly: false }, false],
    [{ q: 'x', openOnly: false }, true],
    [{ q: '', openOnly: true }, true],
  ])('isNarrowed(%j) is %s', (filter, narrowed) => expect(isNarrowed(filter)).toBe(narrowed));
});

describe('nextPageAddress', () => {
  it.each([
    ['</api/admin/contact-submissions?limit=50&cursor=abc&q=x>; rel="next"', '/api/admin/contact-submissions?limit=50&cursor=abc&q=x'],
    ['</api/admin/contact-submissions?cursor=abc>;rel=next', '/api/admin/contact-submissions?cursor=abc'],
    [
      '</api/admin/contact-submissions?cursor=1>; rel="prev", </api/admin/contact-submissions?cursor=3>; rel="next"',
      '/api/admin/contact-submissions?cursor=3',
    ],
    ['</api/admin/contact-submissions?cursor=abc>; title="x"; REL="last next"', '/api/admin/contact-submissions?cursor=abc'],
    [`<${origin}/api/admin/contact-submissions?cursor=abc>; rel="next"`, '/api/admin/contact-submissions?cursor=abc'],
  ])('follows %s', (link, address) => expect(nextPageAddress(link, origin, under)).toBe(address));

  it.each([
    [null],
    [''],
    ['</api/admin/contact-submissions?cursor=1>; rel="prev"'],
    // The password goes with the next call: never to another site or another part of this one.
    ['<https://elsewhere.example/api/admin/contact-submissions?cursor=abc>; rel="next"'],
    ['<//elsewhere.example/api/admin/contact-submissions>; rel="next"'],
    ['</api/contact?cursor=abc>; rel="next"'],
    ['not a link header'],
  ])('finds no next page in %j', (link) => expect(nextPageAddress(link, origin, under)).toBeUndefined());
});

describe('totalFrom', () => {
  it.each([
    ['0', 0],
    ['1234', 1234],
    [' 12 ', 12],
    [null, undefined],
    ['', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['many', undefined],
  ])('reads %j as %s', (header, total) => expect(totalFrom(header)).toBe(total));
});

describe('fileNameFrom', () => {
  it.each([
    ['attachment; filename="contact-submissions-2026-11-23.csv"', 'contact-submissions-2026-11-23.csv'],
    ['attachment; filename=requests.csv', 'requests.csv'],
    ['attachment; filename="plain.csv"; filename*=UTF-8\'\'caf%C3%A9.csv', 'café.csv'],
    ['attachment; filename="say \\"hi\\".csv"', 'say "hi".csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\x\\\\list.csv"', 'list.csv'],
  ])('reads %s as %s', (header, name) => expect(fileNameFrom(header, 'fallback.csv')).toBe(name));

  it.each([[null], [''], ['attachment'], ['attachment; filename=""'], ["attachment; filename*=UTF-8''%E0%A4%A"]])(
    'falls back when %j names no file',
    (header) => expect(fileNameFrom(header, 'fallback.csv')).toBe('fallback.csv'),
  );
});
