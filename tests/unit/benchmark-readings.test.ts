/**
 * The CPC and CPL pages do not contradict their own averages (issue 28,
 * item 5): an average Google search click ($5.42) or lead ($66.69) in
 * WordStream by LocaliQ's 2026 benchmarks lands in the band the spec gives
 * it, and that band's reading says the figure is the search average.
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../definitions';
import { calculate } from '../../engine/calculate';

const bySlug = (slug: string) => definitions.find((d) => d.slug === slug)!;

describe('the 2026 search averages read as such', () => {
  it('CPC: $542 for 100 clicks is $5.42, Very High, and the reading says search ads now average about that', () => {
    const result = calculate(bySlug('cpc'), undefined, { adSpend: '542', clicks: '100' });
    expect(result.ok && result.band?.label).toBe('Very High');
    expect(result.ok && result.band?.text).toContain('On Google search ads this is now about average ($5.42 across industries');
  });

  it('CPL: $6,669 for 100 leads is $66.69, Relatively High, and the reading says that is typical of search leads', () => {
    const result = calculate(bySlug('cpl'), undefined, { marketingSpend: '6669', leadsGenerated: '100' });
    expect(result.ok && result.band?.label).toBe('Relatively High');
    expect(result.ok && result.band?.text).toContain(
      'For leads from Google search ads this is typical: the average across industries was $66.69',
    );
  });
});
