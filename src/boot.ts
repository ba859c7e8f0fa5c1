/**
 * The page's entry, a few hundred bytes. The page's modules are fetched while
 * it is parsed (low-priority modulepreload links written by the pre-renderer);
 * the app (src/main.tsx) runs only after the first contentful paint and then
 * hydrates the page. What the visitor does meanwhile is kept and carried out
 * once the app is live (src/keep-until-live.ts).
 *
 * Why wait to run: on a slow phone, a page whose scripts run before its first
 * paint shows its finished HTML only after them, and hydration is the longest
 * task of a visit.
 */
import { afterFirstPaint } from './after-first-paint';
import { keepUntilLive } from './keep-until-live';

keepUntilLive();

const startApp = () => void import('./main');

// The dev server sends an empty root: there is no first paint to wait for.
if (document.getElementById('root')?.firstElementChild) afterFirstPaint(startApp);
else startApp();
