/**
 * Which calculators each calculator page shows as related: the one owner of those links, read by the built site,
 * the studio's preview and the definitions check (noIncomingLink), so a new definition file is linked from the
 * site with no edit to any other file (issue 49).
 *
 * A page shows its own `related` first, in the order written (an editor's choice), up to RELATED_SHOWN. A
 * calculator that no page would show that way (a new file, whose neighbours' lists are already full) is given a
 * place on the page closest to it, found from both directions: it lists that page in its own `related`, or that
 * page lists it; they share a category; they share measures. It takes that page's last place, and a page gives up
 * at most one place this way, so a page keeps its first choices. A page whose own list is short is filled the same
 * way, closest first.
 */
import type { CalculatorCore } from './definition';

/** How many related calculators a page shows: the spec's "up to 3 related calculators". */
export const RELATED_SHOWN = 3;

/** What a calculator's links are worked out from: its key, its own links, its category and the measures it names. */
export interface RelatedSource {
  key: string;
  category: string;
  related: readonly string[];
  /** The measures its fields and outputs name, in any mode (engine/measures.ts). */
  measures: readonly string[];
}

/** A definition's related source: the measures of its fields and outputs, in every mode. */
export function relatedSourceOf(definition: Pick<CalculatorCore, 'key' | 'category' | 'related' | 'calculator'>): RelatedSource {
  const { key, category, related, calculator } = definition;
  const items = calculator.modes.flatMap((mode) => [...mode.fields, ...mode.outputs]);
  const measures = [...new Set(items.flatMap((item) => ('measure' in item && item.measure ? [item.measure] : [])))];
  return { key, category, related, measures };
}

/**
 * How close two calculators are, 0 when nothing connects them: a link either way outweighs a shared category,
 * which outweighs each shared measure.
 */
function closeness(a: RelatedSource, b: RelatedSource): number {
  const linked = a.related.includes(b.key) || b.related.includes(a.key) ? 8 : 0;
  const category = a.category === b.category ? 4 : 0;
  const shared = b.measures.filter((m) => a.measures.includes(m)).length;
  return linked + category + shared;
}

/** The other calculators connected to `to`, closest first (ties in registry order). */
function closest(to: RelatedSource, definitions: readonly RelatedSource[]) {
  return definitions
    .filter((d) => d.key !== to.key)
    .map((d, order) => ({ d, order, score: closeness(to, d) }))
    .filter(({ score }) => score > 0)
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .map(({ d }) => d);
}

/**
 * Each calculator's related calculators by key, as its page shows them (at most RELATED_SHOWN keys, never its own,
 * only keys of `definitions`). A calculator that appears in no other calculator's list is one no page links to.
 */
export function relatedByKey(definitions: readonly RelatedSource[]): ReadonlyMap<string, readonly string[]> {
  const keys = new Set(definitions.map((d) => d.key));
  const lists = new Map<string, string[]>();
  for (const d of definitions) {
    const own = [...new Set(d.related)].filter((key) => key !== d.key && keys.has(key)).slice(0, RELATED_SHOWN);
    const fill = closest(d, definitions)
      .map((c) => c.key)
      .filter((key) => !own.includes(key));
    lists.set(d.key, [...own, ...fill].slice(0, RELATED_SHOWN));
  }
  // How many pages show each calculator: a host's last place is taken only if what it showed stays shown elsewhere.
  const shownOn = new Map<string, number>();
  for (const key of [...lists.values()].flat()) shownOn.set(key, (shownOn.get(key) ?? 0) + 1);
  const hosting = new Set<string>();
  for (const orphan of definitions.filter((d) => !shownOn.has(d.key))) {
    const host = closest(orphan, definitions).find((d) => {
      const last = lists.get(d.key)![RELATED_SHOWN - 1];
      return !hosting.has(d.key) && (last === undefined || shownOn.get(last)! > 1);
    });
    if (!host) continue;
    hosting.add(host.key);
    const list = lists.get(host.key)!;
    const [given] = list.splice(Math.min(list.length, RELATED_SHOWN - 1), 1, orphan.key);
    if (given !== undefined) shownOn.set(given, shownOn.get(given)! - 1);
    shownOn.set(orphan.key, 1);
  }
  return lists;
}
