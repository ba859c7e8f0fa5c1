/**
 * What is being written, kept in this browser as it is typed, so a reload
 * loses nothing.
 */
import { skeletonText } from './skeleton-text';

const DRAFT_KEY = 'marketing-calculators:studio-draft';

/** What the studio opens with: the text kept in this browser, else a new calculator (`kept` false). */
export const firstText = (): { text: string; kept: boolean } => {
  try {
    const kept = window.localStorage.getItem(DRAFT_KEY);
    if (kept) return { text: kept, kept: true };
  } catch {
    // Storage refused: the studio starts from a new calculator.
  }
  const text = skeletonText({
    slug: 'cost-per-widget',
    title: 'Cost per Widget Calculator',
    category: 'Cost & Efficiency',
    fields: [
      { label: 'Spend', kind: 'money' },
      { label: 'Widgets Made', kind: 'count' },
    ],
  });
  return { text, kept: false };
};

/** Keeps `text` in this browser, for the next {@link firstText}. */
export function keepDraft(text: string): void {
  try {
    window.localStorage.setItem(DRAFT_KEY, text);
  } catch {
    // Storage refused: the text lives as long as the page.
  }
}
