/**
 * Says why a page's amounts are not in the visitor's currency: its link
 * holds amounts its sender typed in theirs (./typed-money.ts), and they mean
 * what they meant only in it. Shown on a calculator's card and on a plan.
 */
import { BenchmarkNote } from '../first-screen/PlainResult';
import { useLinkCurrency } from './current';

/** "US dollars", "euros": a currency's name for an amount of it, in English. */
function currencyName(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'name' }).formatToParts(2);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** The note, where the page's link keeps a currency other than the visitor's own; nothing otherwise. */
export function LinkCurrencyNote() {
  const link = useLinkCurrency();
  if (!link) return null;
  return (
    <BenchmarkNote testId="link-currency-note">
      {`The amounts in this link are in ${currencyName(link.currency)} (${link.currency}), as its sender typed them; your own currency, ${link.own}, stays yours on other pages.`}
    </BenchmarkNote>
  );
}
