import { describe, expect, it } from 'vitest';
import { reviewedText } from '../../src/content/references';

describe('reviewedText', () => {
  it('writes a review date as people read it', () => {
    expect(reviewedText('2026-11-24')).toBe('November 24, 2026');
    expect(reviewedText('2027-01-05')).toBe('January 5, 2027');
  });

  it("gives Intl's en-US long date for every day of a leap year", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      expect(reviewedText(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });
});
