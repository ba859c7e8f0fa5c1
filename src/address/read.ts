/**
 * Reading the browser's address: with ./write.ts, the only code that
 * touches it (a lint rule in eslint.config.mjs refuses `location.search`
 * and `location.href` elsewhere, but for the head's script). Each part of a
 * page reads its own slice of it (./slice.ts). The pre-rendered page is the
 * same for every query: pages read it after hydration. Small, and with no
 * code of the slices': the paint-time script reads the address through it
 * (src/show-at-paint.ts), and whatever it imports is on every page's first load.
 */
import type { AddressSlice } from './slice';

/** The page's query string, with its leading `?` ('' for none): for a link that carries the whole address on. */
export const currentQuery = (): string => window.location.search;

/** The page's path (`/calculators/roi`): which page this is, for what a page counts and how it links. */
export const currentPath = (): string => window.location.pathname;

/** `slice`'s value in the page's address now (what its `decode` gives). */
export const readAddress = <S extends Pick<AddressSlice<unknown>, 'decode'>>(slice: S): ReturnType<S['decode']> =>
  slice.decode(new URLSearchParams(window.location.search)) as ReturnType<S['decode']>;

/** Whether the page's address holds any parameter whose name passes `test` (a slice's `owns`, or its opposite). */
export const addressHolds = (test: (name: string) => boolean): boolean =>
  [...new URLSearchParams(window.location.search).keys()].some(test);
