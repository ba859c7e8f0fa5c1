/**
 * The site's pages, each its own chunk, with the route that shows it: one
 * registry that the router (src/App.tsx), the routes and the sitemap
 * (src/routes.ts) and the pre-renderer (src/entry-server.tsx,
 * scripts/prerender.ts) read. A new page is its component's file and an
 * entry here; a page per slug also names what it reads (`SlugData`), which
 * the compiler holds each place that loads it to (`Record<SlugData`).
 */
import type { ComponentType } from 'react';
import { matchPath, type Params } from 'react-router-dom';
import { planTemplates } from 'virtual:plan-templates';
import { templatePlan } from '../plan/template-plan';
import { loadCalculatorPage } from '../page-registry';
import type { Registry } from '../registry';
import { onDemand } from '../on-demand';
import type { CatalogueEntry } from '../catalogue';
import { isSlugPage, pageTableOf, type LazyPage, type PageEntry, type SlugData } from './page-entry';

export type { LazyPage };

/** The slugs of a page per calculator: every calculator's, in catalogue order. */
const calculatorSlugs = (catalogue: readonly CatalogueEntry[]) => catalogue.map((entry) => entry.slug);

/** A page's component from its module, loaded on first use: each page is a chunk of its own. */
const lazyPage = (load: () => Promise<ComponentType<object>>): LazyPage => onDemand(load);

/**
 * The pages by name, in matching order (and sitemap order, fixed pages
 * first); anything else is the 404 page. Only the pre-renderer and the dev
 * server's app read this table: no page's first load in the browser does.
 */
export const pageTable = pageTableOf({
  home: { path: '/', page: lazyPage(() => import('./HomePage').then((m) => m.HomePage)) },
  directory: { path: '/calculators', page: lazyPage(() => import('./DirectoryPage').then((m) => m.DirectoryPage)) },
  calculator: {
    path: '/calculators/:slug',
    page: lazyPage(() => import('./CalculatorPage').then((m) => m.CalculatorPage)),
    slugs: calculatorSlugs,
    reads: 'calculator',
  },
  plan: { path: '/plan', page: lazyPage(() => import('./PlanPage').then((m) => m.PlanPage)) },
  planTemplate: {
    path: '/plans/:slug',
    page: lazyPage(() => import('./PlanTemplatePage').then((m) => m.PlanTemplatePage)),
    slugs: () => planTemplates.map((template) => template.slug),
    reads: 'plan-template',
  },
  about: { path: '/about', page: lazyPage(() => import('./AboutPage').then((m) => m.AboutPage)) },
  contact: { path: '/contact', page: lazyPage(() => import('./ContactPage').then((m) => m.ContactPage)) },
  privacy: { path: '/privacy', page: lazyPage(() => import('./PrivacyPage').then((m) => m.PrivacyPage)) },
  terms: { path: '/terms', page: lazyPage(() => import('./TermsPage').then((m) => m.TermsPage)) },
  methodology: { path: '/methodology', page: lazyPage(() => import('./MethodologyPage').then((m) => m.MethodologyPage)) },
  // Before the embedded calculators' pattern, which would take "plan" for a slug.
  embedPlan: {
    path: '/embed/plan',
    page: lazyPage(() => import('./EmbedPlanPage').then((m) => m.EmbedPlanPage)),
    indexable: false,
    framed: false,
  },
  embed: {
    path: '/embed/:slug',
    page: lazyPage(() => import('./EmbedPage').then((m) => m.EmbedPage)),
    slugs: calculatorSlugs,
    reads: 'calculator',
    indexable: false,
    framed: false,
  },
  admin: { path: '/admin', page: lazyPage(() => import('./AdminPage').then((m) => m.AdminPage)), indexable: false },
  // What the offline worker shows for a page never visited (sw/service-worker.ts).
  offline: { path: '/offline', page: lazyPage(() => import('./OfflinePage').then((m) => m.OfflinePage)), indexable: false },
});

/** Every page, in the table's order. */
export const pageEntries: readonly PageEntry[] = Object.values(pageTable);

/** What a slug's page reads, loading, by what it reads: undefined for a slug the site does not have. */
const slugLoads = {
  calculator: (slug, registry) => loadCalculatorPage(registry, slug),
  'plan-template': (slug, registry) => {
    const template = planTemplates.find((t) => t.slug === slug);
    return template && templatePlan(registry, template);
  },
} satisfies Record<SlugData, (slug: string, registry: Registry) => Promise<unknown> | undefined>;

/** The table entry and parameters for a path (matched without case), if any. */
export function matchPage(pathname: string): { entry: PageEntry; params: Params } | undefined {
  for (const entry of pageEntries) {
    const match = matchPath({ path: entry.path, caseSensitive: false, end: true }, pathname);
    if (match) return { entry, params: match.params };
  }
  return undefined;
}

/** Loads the code a path needs to render: its page and, for a page per slug, what it reads (./page-entry.ts `SlugData`). */
export async function preloadPath(pathname: string, registry: Registry): Promise<void> {
  const match = matchPage(pathname);
  if (!match) return;
  const slug = match.params.slug?.toLowerCase();
  const data = slug && isSlugPage(match.entry) ? slugLoads[match.entry.reads](slug, registry) : undefined;
  await Promise.allSettled(data ? [match.entry.page.preload(), data] : [match.entry.page.preload()]);
}
