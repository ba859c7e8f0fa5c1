import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_LIMIT, MAX_SEARCH_LENGTH, TOTAL_COUNT_HEADER } from '../../../contract/admin-lists';
import { PAGE_LIMIT, SEARCH_MAX_LENGTH, TOTAL_HEADER } from '../../../src/admin/list-contract';

describe('the admin screen’s copy of the list contract', () => {
  it('holds the values the API uses', () => {
    expect(PAGE_LIMIT).toBe(DEFAULT_PAGE_LIMIT);
    expect(SEARCH_MAX_LENGTH).toBe(MAX_SEARCH_LENGTH);
    expect(TOTAL_HEADER).toBe(TOTAL_COUNT_HEADER);
  });
});
