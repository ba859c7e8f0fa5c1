/**
 * The US-dollar figures of an article's tables (a calculator's rating table,
 * a benchmark table) in the visitor's currency, each with the US figure it
 * comes from: "Below $0.50" reads "Below 0,43 € ($0.50)" in euros, as the
 * result's band scale and benchmark note read it (issue 49). The article is
 * pre-rendered in US dollars outside the islands, so the code that sets the
 * page's style (./start.ts, ./choose.ts) writes it here; in US dollars, or
 * in a currency the reference rates lack, the tables read as written.
 */
import { moneyWords } from '../../engine/learn-style';
import type { NumberStyle } from '../../engine/runtime';
import { ARTICLE_MONEY_ATTRIBUTE } from '../../contract/number-setting-names';

/** Each text as the pre-rendered page wrote it, kept to write it again in another currency. */
const written = new WeakMap<Text, string>();

/** Writes the figures of every marked article table in `style`'s currency, each with its US figure. */
export function showArticleMoney(style: NumberStyle): void {
  const words = moneyWords(style);
  for (const table of document.querySelectorAll(`[${ARTICLE_MONEY_ATTRIBUTE}]`)) {
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!written.has(node)) written.set(node, node.data);
      const text = words.withSource(written.get(node)!);
      if (node.data !== text) node.data = text;
    }
  }
}
