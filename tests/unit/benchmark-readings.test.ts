/**
 * The money pages do not contradict their own measured figures (issue 28,
 * item 5; issue 51, item 9): a typical Google search click ($5.42) or lead
 * ($66.69) in WordStream by LocaliQ's 2026 benchmarks, medians, lands in the
 * band the spec gives it, and that band's reading says the figure is the
 * search median; CPM's bands, which the spec fixes, are a scale across
 * channels, and its readings say so where Facebook's measured 2025 average
 * (about $20, Superads) falls.
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../definitions';
import { calculate } from '../../engine/calculate';

const bySlug = (slug: string) => definitions.find((d) => d.slug === slug)!;
const reading = (slug: string, inputs: Record<string, string>) => {
  const result = calculate(bySlug(slug), undefined, inputs);
  return result.ok ? result.band : undefined;
};

describe('the 2026 search medians read as such', () => {
  it('CPC: $542 for 100 clicks is $5.42, Very High, and the reading says that is the median search click', () => {
    const band = reading('cpc', { adSpend: '542', clicks: '100' });
    expect(band?.label).toBe('Very High');
    expect(band?.text).toContain('On Google search ads this is now about typical ($5.42, the median across industries');
    expect(band?.text).not.toMatch(/\baverage\b/);
  });

  it('CPL: $6,669 for 100 leads is $66.69, Relatively High, and the reading says that is typical of search leads', () => {
    const band = reading('cpl', { marketingSpend: '6669', leadsGenerated: '100' });
    expect(band?.label).toBe('Relatively High');
    expect(band?.text).toContain('For leads from Google search ads this is typical: the median across industries was $66.69');
  });
});

describe('CPM’s Average band is the middle of a scale, not a measured average', () => {
  it('$5,000 for 1,000,000 impressions is a $5.00 CPM, Average, and the reading says what Average is and where $20 falls', () => {
    const band = reading('cpm', { adCost: '5000', impressions: '1000000' });
    expect(band?.label).toBe('Average');
    expect(band?.text).toMatch(
      /^Your CPM is average on this calculator’s scale, a general guide across channels rather than a measured average: /,
    );
    expect(band?.text).toContain('Facebook ads averaged about $20 over 2025, which this scale rates High.');
  });

  it('$20,190 for 1,000,000 impressions is $20.19, Superads’ 2025 Facebook average: High, and the reading says that is typical there', () => {
    const band = reading('cpm', { adCost: '20190', impressions: '1000000' });
    expect(band?.label).toBe('High');
    expect(band?.text).toContain(
      'Facebook ads averaged about $20 over 2025 and about $25 in November, so a CPM near those figures is typical there',
    );
  });
});
