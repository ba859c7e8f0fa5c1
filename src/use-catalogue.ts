import { catalogue } from 'virtual:catalogue';
import type { CatalogueEntry } from './catalogue';
import { useRegistry } from './registry';

/** Every calculator's listing, in catalogue order. Importing this puts the catalogue in the importing page's chunk only. */
export function useCatalogue(): readonly CatalogueEntry[] {
  return useRegistry().catalogue ?? catalogue;
}
