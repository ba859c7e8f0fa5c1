/**
 * The routes come from the page table (src/pages/index.ts): fixed pages in
 * the table's order, then each page per slug for each of its slugs; the
 * sitemap lists the indexable ones, and a pattern is never a route.
 */
import { describe, expect, it } from 'vitest';
import { planTemplates } from 'virtual:plan-templates';
import type { CatalogueEntry } from '../../src/catalogue';
import { matchPage } from '../../src/pages';
import { indexableRoutes, pageRoutes } from '../../src/routes';

const list = [{ slug: 'roi' }, { slug: 'cac' }] as CatalogueEntry[];
const plans = planTemplates.map((template) => `/plans/${template.slug}`);

describe('routes', () => {
  it('lists the indexable fixed pages, then every calculator and every plan template', () => {
    expect(indexableRoutes(list)).toEqual([
      '/',
      '/calculators',
      '/plan',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/methodology',
      '/calculators/roi',
      '/calculators/cac',
      ...plans,
    ]);
    expect(plans.length).toBeGreaterThan(0);
  });

  it('answers those, then each calculator embedded, then the unlisted fixed pages', () => {
    expect(pageRoutes(list)).toEqual([...indexableRoutes(list), '/embed/roi', '/embed/cac', '/embed/plan', '/admin', '/offline']);
    expect(pageRoutes(list).filter((route) => route.includes(':'))).toEqual([]);
  });

  it('matches a route to its page without case, the embedded plan before the embedded calculators', () => {
    expect(matchPage('/CALCULATORS/Roi')).toMatchObject({
      entry: { path: '/calculators/:slug', reads: 'calculator' },
      params: { slug: 'Roi' },
    });
    expect(matchPage('/embed/plan')?.entry.path).toBe('/embed/plan');
    expect(matchPage('/no-such-page')).toBeUndefined();
  });
});
