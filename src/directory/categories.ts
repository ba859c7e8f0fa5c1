/**
 * The directory's category tabs and how each calculator is filed under them
 * and searched: shared by the page, which renders the list, and its island,
 * which renders the tabs and the search.
 */
import type { CatalogueEntry } from '../catalogue';

/** The tab that lists every calculator. */
export const ALL = 'All Calculators';

/** The tab that lists the plan templates (definitions/plans/), and them only. */
export const PLANS = 'Plans';

/** The tabs, in order (spec: the directory), then the plans' (issue 27). */
export const categoryTabs = [
  ALL,
  'Conversion & Performance',
  'Cost & Efficiency',
  'Revenue & Profitability',
  'Analytics & Tracking',
  PLANS,
] as const;

/** A category's name in the address and on the page: 'Cost & Efficiency' → 'cost-efficiency'. */
export function categoryParam(tab: string): string {
  return tab
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What the directory's search looks through, lower-cased (the filter reads it from the item: src/directory/filter-list.ts). */
export function searchText(d: CatalogueEntry): string {
  return [d.title, d.seo.summary, d.seo.metaDescription].join('\n').toLowerCase();
}

/** What the search looks through for a plan template: its title and summary, lower-cased. */
export function planSearchText(plan: { title: string; summary: string }): string {
  return [plan.title, plan.summary].join('\n').toLowerCase();
}
