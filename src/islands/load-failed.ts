/**
 * What a visitor reads when the code of a page's islands could not be
 * loaded (offline on a first visit, or after a deployment removed it): the
 * page stays as it is (the entry lets go of the presses it kept: src/boot.ts),
 * and a message above the first island says what failed, with
 * "Try again", as src/components/LoadBoundary.tsx does inside the app.
 * Without React: it runs in the page's entry (src/boot.ts), for the very
 * case where React did not arrive. Styled in index.html (`.load-failed`).
 */
import { ISLAND_ATTRIBUTE } from '../hydration';
import type { IslandName } from './table';

/** What each island is, as it reads after "Could not load". */
const what: Record<IslandName, string> = {
  calculator: 'the calculator',
  embed: 'the calculator',
  plan: 'the plan',
  directory: 'the search',
  'contact-form': 'the form',
  'request-form': 'the form',
  admin: 'the admin',
};

const MESSAGE_CLASS = 'load-failed';

/** Removes the message, if shown (a new attempt has begun). */
function hideLoadFailed(): void {
  document.querySelector(`.${MESSAGE_CLASS}`)?.remove();
}

/** Shows the message before the page's first island; "Try again" calls `retry`. */
export function showLoadFailed(retry: () => void): void {
  hideLoadFailed();
  const island = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  if (!island) return;
  const name = island.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const message = document.createElement('div');
  message.className = MESSAGE_CLASS;
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.textContent = `Could not load ${what[name] ?? 'this page'}. Check your connection, then try again.`;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Try again';
  button.addEventListener('click', () => {
    hideLoadFailed();
    retry();
  });
  message.append(text, button);
  // Outside the island: its markup must stay as the server rendered it, for hydration once the code arrives.
  island.before(message);
}
