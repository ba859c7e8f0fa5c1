/**
 * The page's entry, a few hundred bytes: the pre-rendered page is painted
 * before the app's code is fetched or run; then the page's modules (listed
 * by the pre-renderer in <template id="app-modules">) are preloaded at once
 * and the app (src/main.tsx) starts and hydrates the page. React's own file
 * is run first and the rest of the app a task later, so that neither is one
 * long task on a slow phone. What the visitor does meanwhile is kept and
 * carried out once the app is live (src/keep-until-live.ts). Once it is
 * live, the offline worker is registered (src/register-offline-worker.ts).
 *
 * Why wait: on a slow phone, a page whose scripts load and run before its
 * first paint shows its finished HTML only after them, and hydration is the
 * longest task of a visit. Fetching the modules while the page is parsed
 * (modulepreload in the head, even at low priority) was tried: Lighthouse's
 * simulation then counts them towards the largest paint (LCP 0.9 s to 2.4 s).
 */
import { afterFirstPaint } from './after-first-paint';
import { keepUntilLive } from './keep-until-live';
import { registerOfflineWorker } from './register-offline-worker';

keepUntilLive();
registerOfflineWorker();

function startApp(): void {
  const modules = document.getElementById('app-modules');
  if (modules instanceof HTMLTemplateElement) document.head.append(modules.content);
  // React first, then the rest of the app a task later: compiling and running all of it at once was one long task.
  void import('./react-first').then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(() => import('./main'));
}

// The dev server sends an empty root: there is no first paint to wait for.
if (document.getElementById('root')?.firstElementChild) afterFirstPaint(startApp);
else startApp();
