/**
 * Says why a page's amounts are not in the visitor's currency: its link
 * holds amounts its sender typed in theirs (./typed-money.ts), and they mean
 * what they meant only in it. A line above the calculator's card or the
 * plan, outside the islands (React renders inside them only), written by
 * the code that learns the visitor's setting (./start.ts), which only pages
 * not in en-US dollars load: the card's own code carries none of it.
 */
import { currencyName } from '../../engine/learn-style';
import { ISLAND_ATTRIBUTE } from '../hydration';

/** The note's text: the link's currency (`currency`) and the visitor's own (`own`), by ISO 4217 code. */
export function linkCurrencyText(currency: string, own: string): string {
  return `The amounts in this link are in ${currencyName(currency)} (${currency}), as its sender typed them; your own currency, ${own}, stays yours on other pages.`;
}

/** Puts the note before the page's calculator or plan; none on a page without one. */
export function showLinkCurrency(currency: string, own: string): void {
  const island = document.querySelector(`[${ISLAND_ATTRIBUTE}="calculator"], [${ISLAND_ATTRIBUTE}="embed"], [${ISLAND_ATTRIBUTE}="plan"]`);
  if (!island) return;
  const note = document.createElement('p');
  note.setAttribute('role', 'note');
  note.dataset.testid = 'link-currency-note';
  note.textContent = linkCurrencyText(currency, own);
  // Set through the CSSOM, which the Content-Security-Policy allows, as a caption under the page's heading reads.
  Object.assign(note.style, { margin: '0 0 12px', fontSize: '0.875rem', lineHeight: '1.5', opacity: '0.8' });
  island.before(note);
}
