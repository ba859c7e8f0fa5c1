/**
 * The site's pages, each its own chunk, with the route that shows it. The
 * router, the pre-renderer and the browser's pre-hydration preload all read
 * this one table.
 */
import { matchPath } from 'react-router-dom';
import { planTemplates } from 'virtual:plan-templates';
import { templatePlan } from '../plan/template-plan';
import { loadCalculatorPage } from '../page-registry';
import type { Registry } from '../registry';
import { onDemand, type OnDemand } from '../on-demand';

/** A page component whose code loads on first use; `preload()` starts (and returns) the load. */
export type LazyPage = OnDemand<object>;

export const HomePage = onDemand(() => import('./HomePage').then((m) => m.HomePage));
export const DirectoryPage = onDemand(() => import('./DirectoryPage').then((m) => m.DirectoryPage));
export const CalculatorPage = onDemand(() => import('./CalculatorPage').then((m) => m.CalculatorPage));
export const AboutPage = onDemand(() => import('./AboutPage').then((m) => m.AboutPage));
export const ContactPage = onDemand(() => import('./ContactPage').then((m) => m.ContactPage));
export const PrivacyPage = onDemand(() => import('./PrivacyPage').then((m) => m.PrivacyPage));
export const TermsPage = onDemand(() => import('./TermsPage').then((m) => m.TermsPage));
export const MethodologyPage = onDemand(() => import('./MethodologyPage').then((m) => m.MethodologyPage));
export const EmbedPlanPage = onDemand(() => import('./EmbedPlanPage').then((m) => m.EmbedPlanPage));
export const EmbedPage = onDemand(() => import('./EmbedPage').then((m) => m.EmbedPage));
export const AdminPage = onDemand(() => import('./AdminPage').then((m) => m.AdminPage));
export const PlanPage = onDemand(() => import('./PlanPage').then((m) => m.PlanPage));
export const PlanTemplatePage = onDemand(() => import('./PlanTemplatePage').then((m) => m.PlanTemplatePage));
export const OfflinePage = onDemand(() => import('./OfflinePage').then((m) => m.OfflinePage));

/**
 * Route pattern → page, in matching order (and sitemap order); anything else
 * is the 404 page. `indexable` false keeps a page out of the sitemap.
 * `framed` false shows a page without the site's header and footer (an
 * embedded calculator). `module` is the page's source file, which the pre-renderer looks up in the
 * build manifest to preload its chunk; the browser build keeps none of these
 * paths, because this table is on every page's first load and a calculator
 * page is at its size budget.
 */
export const pageTable: readonly { path: string; page: LazyPage; module: string; indexable?: false; framed?: false }[] = [
  { path: '/', page: HomePage, module: import.meta.env.SSR ? 'src/pages/HomePage.tsx' : '' },
  { path: '/calculators', page: DirectoryPage, module: import.meta.env.SSR ? 'src/pages/DirectoryPage.tsx' : '' },
  { path: '/calculators/:slug', page: CalculatorPage, module: import.meta.env.SSR ? 'src/pages/CalculatorPage.tsx' : '' },
  { path: '/plan', page: PlanPage, module: import.meta.env.SSR ? 'src/pages/PlanPage.tsx' : '' },
  { path: '/plans/:slug', page: PlanTemplatePage, module: import.meta.env.SSR ? 'src/pages/PlanTemplatePage.tsx' : '' },
  { path: '/about', page: AboutPage, module: import.meta.env.SSR ? 'src/pages/AboutPage.tsx' : '' },
  { path: '/contact', page: ContactPage, module: import.meta.env.SSR ? 'src/pages/ContactPage.tsx' : '' },
  { path: '/privacy', page: PrivacyPage, module: import.meta.env.SSR ? 'src/pages/PrivacyPage.tsx' : '' },
  { path: '/terms', page: TermsPage, module: import.meta.env.SSR ? 'src/pages/TermsPage.tsx' : '' },
  { path: '/methodology', page: MethodologyPage, module: import.meta.env.SSR ? 'src/pages/MethodologyPage.tsx' : '' },
  // Before the embedded calculators' pattern, which would take "plan" for a slug.
  {
    path: '/embed/plan',
    page: EmbedPlanPage,
    module: import.meta.env.SSR ? 'src/pages/EmbedPlanPage.tsx' : '',
    indexable: false,
    framed: false,
  },
  {
    path: '/embed/:slug',
    page: EmbedPage,
    module: import.meta.env.SSR ? 'src/pages/EmbedPage.tsx' : '',
    indexable: false,
    framed: false,
  },
  { path: '/admin', page: AdminPage, module: import.meta.env.SSR ? 'src/pages/AdminPage.tsx' : '', indexable: false },
  // What the offline worker shows for a page never visited (sw/service-worker.ts).
  { path: '/offline', page: OfflinePage, module: import.meta.env.SSR ? 'src/pages/OfflinePage.tsx' : '', indexable: false },
];

/** The table entry and parameters for a path (matched without case), if any. */
export function matchPage(pathname: string) {
  for (const entry of pageTable) {
    const match = matchPath({ path: entry.path, caseSensitive: false, end: true }, pathname);
    if (match) return { entry, params: match.params };
  }
  return undefined;
}

/** Loads the code a path needs to render: its page and, for a calculator, its definition, for a plan template, its calculators. */
export async function preloadPath(pathname: string, registry: Registry): Promise<void> {
  const match = matchPage(pathname);
  if (!match) return;
  const loads: Promise<unknown>[] = [match.entry.page.preload()];
  const slug = match.params.slug?.toLowerCase();
  if (slug && match.entry.page === PlanTemplatePage) {
    const template = planTemplates.find((t) => t.slug === slug);
    if (template) loads.push(templatePlan(registry, template));
  } else if (slug) {
    const definition = loadCalculatorPage(registry, slug);
    if (definition) loads.push(definition);
  }
  await Promise.allSettled(loads);
}
