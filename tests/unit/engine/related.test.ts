import { describe, expect, it } from 'vitest';
import { definitions } from '../../../definitions';
import { RELATED_SHOWN, relatedByKey, relatedSourceOf, type RelatedSource } from '../../../engine/related';

/** A calculator reduced to what its links are worked out from. */
const calculator = (key: string, category: string, related: string[], measures: string[] = []): RelatedSource => ({
  key,
  category,
  related,
  measures,
});

const lists = (sources: RelatedSource[]) => Object.fromEntries(relatedByKey(sources));

describe('the related calculators a page shows', () => {
  it("shows the calculator's own related first, in the order written, at most three, never itself or an unknown key", () => {
    const a = calculator('a', 'Cost', ['e', 'a', 'nope', 'd', 'c', 'b']);
    const others = ['b', 'c', 'd', 'e'].map((key) => calculator(key, 'Cost', ['a']));
    expect(lists([a, ...others]).a).toEqual(['e', 'd', 'c']);
  });

  it('fills a short list with the closest calculators: a link either way, then the category, then shared measures', () => {
    // x: same category (4) and 1 shared measure = 5; y: y lists z (8); w: 2 shared measures = 2; v: nothing (0).
    const z = calculator('z', 'Cost', [], ['clicks', 'adSpend']);
    const x = calculator('x', 'Cost', ['y'], ['clicks']);
    const y = calculator('y', 'Revenue', ['z']);
    const w = calculator('w', 'Revenue', ['x'], ['clicks', 'adSpend']);
    const v = calculator('v', 'Analytics', ['x']);
    expect(lists([z, x, y, w, v]).z).toEqual(['y', 'x', 'w']);
  });

  it('gives a calculator that no page would show the last place on the page closest to it, one such place a page', () => {
    // Every page lists three others; n1 and n2 are new files that nobody lists, and that share nothing.
    const pages = [
      calculator('p', 'Cost', ['q', 'r', 's'], ['leads']),
      calculator('q', 'Cost', ['r', 's', 'p']),
      calculator('r', 'Revenue', ['s', 'p', 'q']),
      calculator('s', 'Revenue', ['p', 'q', 'r']),
    ];
    // n1 shares only p's measure (1): p's last place. n2 lists p and q (8 each): p has given its place, so q.
    const n1 = calculator('n1', 'Analytics', [], ['leads']);
    const n2 = calculator('n2', 'Other', ['p', 'q']);
    const shown = lists([...pages, n1, n2]);
    expect(shown.p).toEqual(['q', 'r', 'n1']);
    expect(shown.q).toEqual(['r', 's', 'n2']);
    expect(shown.r).toEqual(['s', 'p', 'q']);
    expect(shown.n1).toEqual(['p']);
    expect(shown.n2).toEqual(['p', 'q']);
  });

  it('prefers the page a new calculator lists itself, and never takes a place that was the only link to another', () => {
    // n lists r (8), but r's last place is s, which no other page shows; so p, of n's category (4), gives its last
    // place, t, which q shows too.
    const p = calculator('p', 'Cost', ['q', 'r', 't']);
    const q = calculator('q', 'Revenue', ['p', 'r', 't']);
    const r = calculator('r', 'Revenue', ['p', 'q', 's']);
    const s = calculator('s', 'Analytics', ['r']);
    const t = calculator('t', 'Other', ['p']);
    const n = calculator('n', 'Cost', ['r']);
    const shown = lists([p, q, r, s, t, n]);
    expect(shown.r).toEqual(['p', 'q', 's']);
    expect(shown.p).toEqual(['q', 'r', 'n']);
    expect(shown.q).toEqual(['p', 'r', 't']);
  });

  it("reads a definition's measures from every mode's fields and outputs, once each", () => {
    const measuresOf = (key: string) => relatedSourceOf(definitions.find((d) => d.key === key)!).measures;
    // definitions/cpc.ts: adSpend and clicks in, cpc out.
    expect(measuresOf('cpc')).toEqual(['adSpend', 'clicks', 'cpc']);
    // definitions/customer-retention-cost.ts: both methods name cost, customers and retentionCost, kept once each.
    expect(measuresOf('customerRetentionCost')).toEqual(['cost', 'customers', 'retentionCost']);
  });

  it('leaves a calculator that nothing connects to unlinked', () => {
    const a = calculator('a', 'Cost', ['b']);
    const b = calculator('b', 'Cost', ['a']);
    const lone = calculator('lone', 'Analytics', []);
    const shown = lists([a, b, lone]);
    expect(Object.values(shown).flat()).not.toContain('lone');
    expect(shown.lone).toEqual([]);
  });

  it("on the site, every calculator is shown on another's page, and each page keeps its own first choices", () => {
    const shown = relatedByKey(definitions.map(relatedSourceOf));
    for (const d of definitions) {
      const list = shown.get(d.key)!;
      expect(list.length).toBeLessThanOrEqual(RELATED_SHOWN);
      // A page's own choices come first: all of them, or all but the last place when a new calculator took it.
      const kept = Math.min(d.related.length, RELATED_SHOWN - 1);
      expect(list.slice(0, kept)).toEqual(d.related.slice(0, kept));
      expect(definitions.some((other) => other.key !== d.key && shown.get(other.key)!.includes(d.key))).toBe(true);
    }
  });
});
