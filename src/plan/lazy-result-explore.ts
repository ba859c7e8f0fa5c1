/**
 * The band scale and What it takes under a plan's step, loaded when first wanted, inside MUI's scope. It imports the
 * explorers' module itself, which the build puts in the file of what a result opens (scripts/result-tools-chunks.ts),
 * as the card's loader of it does (src/calculator/lazy-tools.ts): the plan does not reach up into the card for it.
 */
import { withMui } from '../mui/with-mui';
import { onDemand } from '../on-demand';

export const LazyResultExplore = onDemand(withMui(() => import('../explore/ResultExplore').then((m) => m.default)));

/**
 * Starts fetching the band scale's and What it takes' code, resolving once it is here or could not be fetched (the
 * step then says so where it shows them): a plan's first results wait for it, and adding a step starts it early.
 */
export const prepareResultExplore = (): Promise<void> =>
  LazyResultExplore.preload().then(
    () => {},
    () => {},
  );
