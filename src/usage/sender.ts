/**
 * Usage counts from this page (DESIGN.md "Usage counts"), started once the
 * page is live (src/after-live.ts). Unless the visitor's browser asks for
 * privacy (Global Privacy Control, Do Not Track) or the visitor turned
 * counting off with the footer's switch, it sends:
 * - at once, the page's view: its path and, from another site, that site's
 *   host (an embedded calculator: the embedding page's host);
 * - every 10 seconds and when the page is hidden, what the page's parts
 *   announced (a Calculate with its band or failed rule, an explorer, a
 *   copy, a plan's step), by `navigator.sendBeacon`, which never delays the
 *   page. Names only: never a typed or calculated value, a query string or
 *   anything that identifies the visitor.
 */
import type { UsageEvent } from '../../contract/events';
import {
  EVENTS_PATH,
  HOST_PATTERN,
  MAX_EVENTS_PER_BATCH,
  USAGE_QUEUE,
  USAGE_SWITCH_ATTRIBUTE,
  USAGE_SWITCH_KEY,
} from '../../contract/usage-names';
import type { UsageEntry, UsageQueue } from './report';
import { calculatorOfPath } from '../../contract/calculator-of-path';
import { isEmbedPath } from '../../contract/embed';
import type { CalcResult, CalculatorCore } from '../../engine/runtime';

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

/** The host of the page the visitor came from, if another site's and a plain host name. */
function referrerHost(): string | undefined {
  if (!document.referrer || !URL.canParse(document.referrer)) return undefined;
  const from = new URL(document.referrer);
  const host = from.hostname.toLowerCase();
  return /^https?:$/.test(from.protocol) && from.host !== location.host && HOST_PATTERN.test(host) ? host : undefined;
}

/** This page's path as the site names its pages: lower case, no trailing slash, never its query. */
const pagePath = () => location.pathname.toLowerCase().replace(/\/+$/, '') || '/';

/** A Calculate as an event: its band's label, or the place of the rule that refused it. */
function calculated(definition: CalculatorCore, mode: string, result: CalcResult): UsageEvent {
  const event: UsageEvent = { type: 'calculate', calculator: definition.slug, mode };
  if (result.ok) return result.band ? { ...event, band: result.band.label } : event;
  const rule = definition.calculator.modes.find((m) => m.id === mode)?.rules.findIndex((r) => r.message === result.message) ?? -1;
  return rule >= 0 ? { ...event, rule } : event;
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
  // What was left on the window's list before this ran (a press replayed at live), then each entry as it comes.
  const holder = window as unknown as Record<string, UsageQueue | undefined>;
  const waiting = holder[USAGE_QUEUE];
  const take = (entry: UsageEntry) => {
    if (counting)
      queue.push(Array.isArray(entry) ? calculated(...(entry as readonly [CalculatorCore, string, CalcResult])) : (entry as UsageEvent));
  };
  holder[USAGE_QUEUE] = { push: take };
  if (Array.isArray(waiting)) (waiting as UsageEntry[]).forEach(take);
  setInterval(flush, SEND_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  if (!counting) return;
  // The view goes alone, at once: a page left within seconds is still counted, and a batch the server refuses
  // (a page it does not have, such as a mistyped address) takes nothing else with it.
  const path = pagePath();
  const host = referrerHost();
  const slug = isEmbedPath(path) ? calculatorOfPath(path) : undefined;
  const view: UsageEvent[] = [host ? { type: 'view', path, referrer: host } : { type: 'view', path }];
  if (slug && host) view.push({ type: 'embed-view', calculator: slug, host });
  send(view);
}
