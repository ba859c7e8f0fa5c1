/**
 * The parts of pages that React hydrates (islands), by name. A page marks
 * one with <Island name props /> (src/islands/Island.tsx); the pre-renderer
 * renders it as a root of its own, and the browser hydrates it from here
 * (src/islands/hydrate.tsx). Each island's code is a chunk of its own;
 * its source file, which the pre-renderer looks up in the build manifest to
 * preload, is named apart (./island-sources.ts), where the browser never
 * loads it.
 *
 * An island's props are JSON (they travel in the page's HTML), and the
 * island renders from them alone: no context from the page around it.
 * Islands built with MUI load inside its scope (src/mui/MuiScope.tsx); a
 * calculator's card and the directory's search and tabs are built without
 * it (src/first-screen/), as are the contact page's two forms, so they are
 * live before MUI arrives, if it ever does.
 */
import type { ComponentType } from 'react';
import { withMui } from '../mui/with-mui';

/** One island: its component, loaded on first use, and optionally what must load before it renders without suspending. */
export interface IslandEntry<P extends object> {
  load: () => Promise<ComponentType<P>>;
  /**
   * Loads what the island reads while rendering (a calculator's definition), so hydration takes one pass. What it
   * loads must be in the island's own files (scripts/client-chunks.ts), so preloaded with them.
   */
  prepare?: (props: P) => Promise<unknown>;
}

const entry = <P extends object>(island: IslandEntry<P>) => island;

export const islandTable = {
  calculator: entry<{ slug: string }>({
    load: () => import('./CalculatorIsland').then((m) => m.CalculatorIsland),
    prepare: ({ slug }) => import('./prepare-calculator').then((m) => m.prepareCalculator(slug)),
  }),
  embed: entry<{ slug: string }>({
    load: () => import('./EmbedIsland').then((m) => m.EmbedIsland),
    prepare: ({ slug }) => import('./prepare-calculator').then((m) => m.prepareCalculator(slug)),
  }),
  directory: entry({
    load: () => import('../directory/DirectoryFilter').then((m) => m.DirectoryFilter),
  }),
  plan: entry<{ embedded?: boolean }>({
    load: () => import('../plan/PlanEditor').then((m) => m.PlanEditor),
  }),
  'contact-form': entry({
    load: () => import('../contact/ContactForm').then((m) => m.ContactForm),
  }),
  'request-form': entry({
    load: () => import('../contact/CalculatorRequestForm').then((m) => m.CalculatorRequestForm),
  }),
  admin: entry({
    load: withMui(() => import('../admin/AdminApp').then((m) => m.AdminApp)),
  }),
};

/** The name of an island. */
export type IslandName = keyof typeof islandTable;

/** The props of the island called `N`. */
export type IslandProps<N extends IslandName> = (typeof islandTable)[N] extends IslandEntry<infer P> ? P : never;

/** Whether `name` (read from the page) is an island's. */
export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandTable, name);
}
