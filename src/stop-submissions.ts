import { LIVE_EVENT } from './live';

/**
 * Until the app is live, a form's submission is stopped: the browser's own
 * submission would reload the page (and put the fields in the address). The
 * press does nothing until the app answers it, moments later.
 */
export function stopSubmissionsUntilLive(): void {
  const stop = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  document.addEventListener('submit', stop, true);
  window.addEventListener(LIVE_EVENT, () => document.removeEventListener('submit', stop, true), { once: true });
}
