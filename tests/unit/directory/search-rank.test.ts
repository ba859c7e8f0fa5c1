/**
 * The directory's search ranks what a title answers first (issue 52, item 10: "cost" listed CPM and CLV above
 * CPC, and "cost per click" did not find CPC first).
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../definitions';
import { searchText } from '../../../src/directory/categories';
import { searchRank } from '../../../src/directory/search-order';

/** The titles of the calculators `needle` finds, in the order the directory lists them. */
function found(needle: string): string[] {
  return definitions
    .map((d, order) => ({ d, order }))
    .filter(({ d }) => searchText(d).includes(needle))
    .sort((a, b) => searchRank(a.d.title.toLowerCase(), needle) - searchRank(b.d.title.toLowerCase(), needle) || a.order - b.order)
    .map(({ d }) => d.title);
}

describe('searchRank', () => {
  it('is 0 where a word of the title starts with the search, 1 inside a word, 2 where the title lacks it', () => {
    expect(searchRank('cost per click (cpc) calculator', 'cost per click')).toBe(0);
    expect(searchRank('cost per click (cpc) calculator', 'cpc')).toBe(0);
    expect(searchRank('customer retention cost calculator', 'cost')).toBe(0);
    expect(searchRank('roas calculator', 'oas')).toBe(1);
    expect(searchRank('cpm calculator', 'cost')).toBe(2);
    expect(searchRank('cpm calculator', '')).toBe(2);
  });
});

describe('the directory’s order for a search', () => {
  it('finds CPC first for "cost per click" and for "cpc"', () => {
    expect(found('cost per click')[0]).toBe('Cost Per Click (CPC) Calculator');
    expect(found('cpc')[0]).toBe('Cost Per Click (CPC) Calculator');
  });

  it('lists CPC above CPM and CLV for "cost", which name it only in their descriptions', () => {
    const titles = found('cost');
    const at = (title: string) => titles.indexOf(title);
    expect(at('Cost Per Click (CPC) Calculator')).toBeGreaterThanOrEqual(0);
    for (const below of ['CPM Calculator', 'Customer Lifetime Value (CLV) Calculator']) {
      expect(titles).toContain(below);
      expect(at('Cost Per Click (CPC) Calculator')).toBeLessThan(at(below));
    }
  });
});
