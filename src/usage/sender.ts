/**
 * Usage counts from this page (DESIGN.md "Usage counts"), started once the
 * page is hydrated (src/after-hydration.ts). Unless the visitor's browser asks for
 * privacy (Global Privacy Control, Do Not Track) or the visitor turned
 * counting off with the footer's switch, it sends:
 * - at once, the page's view: its path and, from another site, that site's
 *   host (an embedded calculator: the embedding page's host);
 * - at once too, what earlier pages of this tab were left with unsent,
 *   before their own sender ran (src/usage/keep-unsent.ts);
 * - every 10 seconds and when the page is hidden, what the page's parts
 *   announced (a Calculate with its band or failed rule, an explorer, a
 *   copy, a plan's step), by `navigator.sendBeacon`, which never delays the
 *   page. Names only: never a typed or calculated value, a query string or
 *   anything that identifies the visitor.
 */
import type { UsageEvent } from '../../contract/events';
import { EVENTS_PATH, HOST_PATTERN, MAX_EVENTS_PER_BATCH, USAGE_SWITCH_ATTRIBUTE, USAGE_SWITCH_KEY } from '../../contract/usage-names';
import { USAGE_QUEUE, USAGE_UNSENT_KEY, USAGE_VIEW_KEPT, type UnsentPage } from '../../contract/usage-queue';
import type { UsageQueue } from './report';
import { calculatorOfPath } from '../../contract/calculator-of-path';
import { isEmbedPath } from '../../contract/embed';
import { currentPath } from '../address/read';

const SEND_EVERY_MS = 10_000;

/** Whether the browser asks not to be tracked: Global Privacy Control, or Do Not Track. */
export function browserAsksForPrivacy(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; doNotTrack?: string | null };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || (window as { doNotTrack?: string }).doNotTrack === '1';
}

/** Whether the visitor turned counting off in this browser (the footer's switch). */
function switchedOff(): boolean {
  try {
    return localStorage.getItem(USAGE_SWITCH_KEY) === 'off';
  } catch {
    return false;
  }
}

/** The host of `referrer` (the page the visitor came from), if another site's and a plain host name. */
function referrerHost(referrer: string): string | undefined {
  if (!referrer || !URL.canParse(referrer)) return undefined;
  const from = new URL(referrer);
  const host = from.hostname.toLowerCase();
  return /^https?:$/.test(from.protocol) && from.host !== location.host && HOST_PATTERN.test(host) ? host : undefined;
}

/**
 * A page's view, from its path and referrer as the browser gives them: the path as the site names its pages
 * (lower case, no trailing slash, never its query), the referrer's host if another site's, and for an embedded
 * calculator the embedding site's host.
 */
function viewEvents(pathname: string, referrer: string): UsageEvent[] {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const host = referrerHost(referrer);
  const slug = isEmbedPath(path) ? calculatorOfPath(path) : undefined;
  const view: UsageEvent[] = [host ? { type: 'view', path, referrer: host } : { type: 'view', path }];
  if (slug && host) view.push({ type: 'embed-view', calculator: slug, host });
  return view;
}

/**
 * Whether `value` is a page as the entry keeps it (src/usage/keep-unsent.ts). Checked by hand, not with zod: this
 * reads back what this site's own entry wrote in this tab, and the API checks every event it is sent
 * (contract/events.ts), refusing a batch it does not know; zod here would be a fetch at hydration on every page.
 */
function isUnsentPage(value: unknown): value is UnsentPage {
  const page = value as Partial<UnsentPage> | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    typeof page.path === 'string' &&
    typeof page.referrer === 'string' &&
    typeof page.view === 'boolean' &&
    Array.isArray(page.events)
  );
}

/** Takes what earlier pages of this tab were left with before their sender ran (oldest first), and forgets it. */
function takeUnsent(): UnsentPage[] {
  try {
    const stored = sessionStorage.getItem(USAGE_UNSENT_KEY);
    if (stored === null) return [];
    sessionStorage.removeItem(USAGE_UNSENT_KEY);
    const pages: unknown = JSON.parse(stored);
    return Array.isArray(pages) ? pages.filter(isUnsentPage) : [];
  } catch {
    return [];
  }
}

let queue: UsageEvent[] = [];
let counting = false;

function send(events: UsageEvent[]): void {
  for (let i = 0; i < events.length; i += MAX_EVENTS_PER_BATCH) {
    const body = new Blob([JSON.stringify({ events: events.slice(i, i + MAX_EVENTS_PER_BATCH) })], { type: 'application/json' });
    navigator.sendBeacon(EVENTS_PATH, body);
  }
}

function flush(): void {
  if (!counting || queue.length === 0) return;
  send(queue);
  queue = [];
}

/** The footer's switch, saying whether this browser is counted and turning it off or on. */
function showSwitch(): void {
  const button = document.querySelector<HTMLButtonElement>(`[${USAGE_SWITCH_ATTRIBUTE}]`);
  if (!button) return;
  const say = () => {
    const asked = browserAsksForPrivacy();
    button.textContent = asked
      ? 'Not counted: your browser asks for privacy'
      : counting
        ? 'Don’t count my visits'
        : 'Count my visits again';
    button.disabled = asked;
    button.setAttribute('aria-pressed', String(!counting));
  };
  button.addEventListener('click', () => {
    counting = !counting;
    try {
      if (counting) localStorage.removeItem(USAGE_SWITCH_KEY);
      else localStorage.setItem(USAGE_SWITCH_KEY, 'off');
    } catch {
      // Storage refused: the choice lasts as long as the page.
    }
    if (!counting) queue = [];
    say();
  });
  say();
  button.hidden = false;
}

/** Starts counting this page's usage, unless the visitor's browser or the visitor says not to. */
export function startUsage(): void {
  counting = !browserAsksForPrivacy() && !switchedOff();
  showSwitch();
  // What was left on the window's list before this ran (a press replayed at hydration), then each entry as it comes.
  const holder = window as unknown as Record<string, unknown>;
  const waiting = holder[USAGE_QUEUE];
  const take = (event: UsageEvent) => {
    if (counting) queue.push(event);
  };
  holder[USAGE_QUEUE] = { push: take } satisfies UsageQueue;
  if (Array.isArray(waiting)) (waiting as UsageEvent[]).forEach(take);
  setInterval(flush, SEND_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  const unsent = takeUnsent();
  if (counting)
    for (const page of unsent) {
      // Each view alone, as this page's below: a batch the server refuses takes nothing else with it.
      if (page.view) send(viewEvents(page.path, page.referrer));
      if (page.events.length > 0) send(page.events as UsageEvent[]);
    }
  // The view goes alone, at once: a page left within seconds is still counted, and a batch the server refuses
  // (a page it does not have, such as a mistyped address) takes nothing else with it. A page back from the
  // back-forward cache before this ran has its view among the unsent, sent above.
  if (counting && holder[USAGE_VIEW_KEPT] !== true) send(viewEvents(currentPath(), document.referrer));
}
