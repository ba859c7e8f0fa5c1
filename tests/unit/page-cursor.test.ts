/**
 * PageCursors opens only the text it wrote (issue 51, item 6): a seal in
 * base64's other alphabet or in padded base64, which Node's base64url
 * decoder reads as the same 16 bytes, is refused as a forged one is.
 */
import { describe, expect, it } from 'vitest';
import { PageCursors } from '../../api/routes/page-cursor';
import { BadCursorError } from '../../api/store/submission-store';

const cursors = new PageCursors('correct horse battery staple');
/** The first of cursors c0, c1, … whose seal has `-` or `_`: about half of all seals have one, so it comes within a few. */
const sealed = Array.from({ length: 50 }, (_, i) => cursors.seal('contacts', `c${i}`)).find((s) => /[-_]/.test(s.split('.')[1]!))!;
const [part, seal] = sealed.split('.') as [string, string];

describe('PageCursors', () => {
  it('opens what it sealed, for that list only', () => {
    expect(cursors.open('contacts', sealed)).toBe(part);
    expect(() => cursors.open('requests', sealed)).toThrow(BadCursorError);
  });

  it.each([
    ['its seal in base64’s other alphabet (+ and /)', `${part}.${seal.replaceAll('-', '+').replaceAll('_', '/')}`],
    ['its seal in padded base64', `${part}.${Buffer.from(seal, 'base64url').toString('base64')}`],
    ['a tab inside its seal', `${part}.${seal.slice(0, 4)}\t${seal.slice(4)}`],
  ])('refuses the cursor with %s', (_, rewritten) => {
    expect(Buffer.from(rewritten.split('.')[1]!, 'base64url')).toEqual(Buffer.from(seal, 'base64url'));
    expect(() => cursors.open('contacts', rewritten)).toThrow(new BadCursorError('The cursor is not one this server gave for this list.'));
  });
});
