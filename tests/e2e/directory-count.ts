/**
 * What the directory's count says of the registry, worked out from the definitions rather than counted by hand, so
 * a new definition file passes these tests with no edit: "31 calculators", "9 calculators" in a tab,
 * "2 calculators found" for a search (matched, as the page matches, in title, summary and meta description).
 */
import { definitions } from '../../definitions';
import { catalogueEntry } from '../../src/catalogue';
import { searchText } from '../../src/directory/categories';
import { countLabel } from '../../src/directory/filter-list';

/** The count's text for the calculators of `category` (all when absent) that match `search` (none when absent). */
export function calculatorCount({ category, search }: { category?: string; search?: string } = {}): string {
  const listed = definitions
    .filter((d) => category === undefined || d.category === category)
    .filter((d) => search === undefined || searchText(catalogueEntry(d)).includes(search.toLowerCase()));
  return countLabel(listed.length, 'calculator', 'calculators', search !== undefined);
}
