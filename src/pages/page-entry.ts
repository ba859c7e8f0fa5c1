/**
 * What the page table (./index.ts) says of a page: its route, its code and
 * where it is listed. A page at a path with `:slug` is one page per slug
 * (a calculator, a plan template), so it also says which slugs it is
 * pre-rendered for and what it reads for one.
 */
import type { CatalogueEntry } from '../catalogue';
import type { OnDemand } from '../on-demand';

/** A page component whose code loads on first use; `preload()` starts (and returns) the load. */
export type LazyPage = OnDemand<object>;

/** What a page at a `:slug` path reads for its slug beside its own code: a calculator's page, or a plan template's calculators. */
export type SlugData = 'calculator' | 'plan-template';

/** A page at a path without a parameter. */
export interface FixedPage {
  path: string;
  page: LazyPage;
  /** false keeps the page out of the sitemap. */
  indexable?: false;
  /** false shows the page without the site's header and footer (an embedded calculator). */
  framed?: false;
}

/** A page at a path with `:slug`, once per slug its `slugs` lists. */
export interface SlugPage extends Omit<FixedPage, 'path'> {
  path: `${string}/:slug`;
  /** The slugs it is pre-rendered for, in sitemap order, given the calculators' catalogue. */
  slugs(catalogue: readonly CatalogueEntry[]): readonly string[];
  reads: SlugData;
}

/** A page of the page table. */
export type PageEntry = FixedPage | SlugPage;

/** Each entry of `T` as the table must have it: a path with a parameter makes it a {@link SlugPage}, and only such a path does. */
type Checked<T> = {
  [K in keyof T]: T[K] extends { path: `${string}:${string}` } ? SlugPage : FixedPage & { slugs?: never; reads?: never };
};

/**
 * The page table (./index.ts), checked by the compiler: a path with a
 * parameter must come with its slugs and what it reads, so the routes and
 * the pre-renderer never take a pattern for a page.
 */
export const pageTableOf = <const T extends Record<string, PageEntry>>(table: T & Checked<T>): T => table;

/** Whether `entry` is a page per slug. */
export const isSlugPage = (entry: PageEntry): entry is SlugPage => 'slugs' in entry;

/** The path of a slug's page. */
export const slugPath = (entry: SlugPage, slug: string): string => entry.path.replace(':slug', slug);
