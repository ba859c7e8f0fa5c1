import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSubmittedAt } from '../../src/admin/format-date';

describe('formatSubmittedAt', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it.each([
    ['2026-11-20T15:05:09.123Z', 'Nov 20, 2026 3:05 PM'],
    ['2026-01-02T00:00:00.000Z', 'Jan 2, 2026 12:00 AM'],
    ['2025-07-04T12:30:00Z', 'Jul 4, 2025 12:30 PM'],
  ])('shows %s as %s', (iso, shown) => expect(formatSubmittedAt(iso)).toBe(shown));

  it.each(['yesterday', '', '2026-13-45T99:00:00Z'])('shows the raw text %j when it is not a date', (text) => {
    expect(formatSubmittedAt(text)).toBe(text);
  });
});
