/**
 * The few things a scenario does with a browser, the same on every engine: open a page, press a control, type
 * into a field, choose an option, see a text, read the address, and hear the console's errors. An engine
 * (firefox.ts, webkit.ts) supplies a `Driver`, a handful of primitives of its client; `pageOf` builds the actions
 * on them, so both engines find things the same way and wait the same way.
 *
 * Things are found as a person finds them, by role and name, by a field's label, or by test id, inside another
 * when `within` says so, and only when shown. Every action starts the moment its control is shown (no waiting for
 * the app to be hydrated, nor for the network to be idle); every wait is bounded (`WAIT_MS`) and says, when it
 * runs out, what it was waiting for and what the page showed instead.
 */

/** How long an action waits for its control, or a look for its text. */
export const WAIT_MS = 15_000;
const POLL_MS = 50;

/** A text wanted: exactly this (whitespace collapsed) or matching this. */
export type Wanted = string | RegExp;

type Role = 'button' | 'link' | 'tab' | 'tabpanel' | 'heading' | 'dialog' | 'region' | 'alert';

/** What a person looks for. */
export type Query = (
  { role: Role; name: Wanted; level?: number; selected?: boolean; busy?: boolean } | { label: Wanted } | { testId: string }
) & { within?: Query };

/** The primitives an engine's client gives. `H` is its element handle. */
export interface Driver<H> {
  /** Opens `url` and returns once its HTML is parsed (DOMContentLoaded), without waiting for what loads after. */
  goto(url: string): Promise<void>;
  /** Runs a function body (reading `arguments`) in the page and returns its JSON-able result. */
  run(body: string, ...args: unknown[]): Promise<unknown>;
  /** Runs a function body that returns an element, or null, and gives the element's handle. */
  element(body: string, ...args: unknown[]): Promise<H | null>;
  /** The client's own press: the pointer moved to the element's middle, pressed and released. */
  click(element: H): Promise<void>;
  /** The client's own typing: the element focused and each character's keys pressed. */
  type(element: H, text: string): Promise<void>;
  /** Chooses the option with this value of a select element, as the client does it. */
  choose(element: H, value: string): Promise<void>;
  /** The page's console errors and uncaught errors, since the page was opened. */
  consoleErrors(): Promise<string[]>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** What a scenario is given. */
export interface EnginePage {
  /** Opens a path of the site (the HTML parsed, the app not waited for). */
  goto(path: string): Promise<void>;
  /** Presses the control as soon as it is shown. */
  click(query: Query): Promise<void>;
  /** Types into the field as soon as it is shown (appending to what it holds). */
  type(query: Query, text: string): Promise<void>;
  /** Chooses, in the select, the option a person reads as `option`. */
  choose(query: Query, option: string): Promise<void>;
  /** Waits until the thing is shown, holding `wanted` when given (its text as rendered); returns its text. */
  see(query: Query, wanted?: Wanted): Promise<string>;
  /** The page's path and query. */
  address(): Promise<string>;
  /** Waits until the address matches. */
  seeAddress(wanted: Wanted): Promise<void>;
  consoleErrors(): Promise<string[]>;
}

type Wire = { text: string } | { regexp: string; flags: string };
const wire = (wanted: Wanted): Wire => (typeof wanted === 'string' ? { text: wanted } : { regexp: wanted.source, flags: wanted.flags });

/** A query as it crosses into the page: texts as plain data. */
function toWire(query: Query): unknown {
  const out: Record<string, unknown> = { ...query };
  if ('name' in query) out.name = wire(query.name);
  if ('label' in query) out.label = wire(query.label);
  if (query.within) out.within = toWire(query.within);
  return out;
}

/** How a query reads in a message. */
export function describe(query: Query): string {
  const { within, ...own } = query;
  const text = JSON.stringify(own, (_, value: unknown) => (value instanceof RegExp ? String(value) : value));
  return within ? `${text} within ${describe(within)}` : text;
}

/**
 * The page's side: `find(query)` gives the first shown element the query names, or null. Kept as source text (not
 * a function of this file) so that what runs in the page is exactly this, whatever the test runner's compiler does.
 * A name is the accessible name's usual sources in order: aria-labelledby, aria-label, a field's labels, the
 * element's text; text that is aria-hidden (a required field's asterisk) or inside a form control is not part of it.
 */
const FIND = String.raw`
  var ROLES = {
    button: 'button,[role=button],input[type=submit],input[type=button]',
    link: 'a[href],[role=link]',
    tab: '[role=tab]',
    tabpanel: '[role=tabpanel]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    dialog: 'dialog,[role=dialog]',
    region: 'section[aria-label],section[aria-labelledby],[role=region]',
    alert: '[role=alert]'
  };
  function norm(s) { return (s || '').replace(/\s+/g, ' ').trim(); }
  function holds(value, wanted) { return 'regexp' in wanted ? new RegExp(wanted.regexp, wanted.flags).test(value) : value === wanted.text; }
  function ownText(node) {
    var text = '';
    node.childNodes.forEach(function (child) {
      if (child.nodeType === 3) text += child.data;
      else if (child.nodeType === 1 && child.getAttribute('aria-hidden') !== 'true' && !/^(SCRIPT|STYLE|SELECT|TEXTAREA|INPUT)$/.test(child.tagName)) text += ' ' + ownText(child) + ' ';
    });
    return text;
  }
  function byIds(ids) {
    return ids.split(/\s+/).map(function (id) { return document.getElementById(id); }).filter(Boolean).map(ownText).join(' ');
  }
  function name(el) {
    if (el.hasAttribute('aria-labelledby')) return norm(byIds(el.getAttribute('aria-labelledby')));
    if (el.hasAttribute('aria-label')) return norm(el.getAttribute('aria-label'));
    if (el.labels && el.labels.length) return norm(Array.prototype.map.call(el.labels, ownText).join(' '));
    return /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName) ? '' : norm(ownText(el));
  }
  function shown(el) {
    if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') return false;
    return typeof el.checkVisibility !== 'function' || el.checkVisibility();
  }
  function level(el) {
    var m = /^H([1-6])$/.exec(el.tagName);
    return m ? Number(m[1]) : Number(el.getAttribute('aria-level'));
  }
  function find(query) {
    var root = document;
    if (query.within) { root = find(query.within); if (!root) return null; }
    var all;
    if (query.role) {
      all = Array.prototype.filter.call(root.querySelectorAll(ROLES[query.role]), function (el) {
        if (!holds(name(el), query.name)) return false;
        if (query.level !== undefined && level(el) !== query.level) return false;
        if (query.selected !== undefined && (el.getAttribute('aria-selected') === 'true') !== query.selected) return false;
        if (query.busy !== undefined && (el.getAttribute('aria-busy') === 'true') !== query.busy) return false;
        return true;
      });
    } else if (query.label) {
      all = Array.prototype.filter.call(root.querySelectorAll('input,select,textarea'), function (el) { return holds(name(el), query.label); });
    } else {
      all = root.querySelectorAll('[data-testid="' + query.testId + '"]');
    }
    return Array.prototype.find.call(all, shown) || null;
  }
`;

/** Body: the element for arguments[0], or null. */
const ELEMENT = `${FIND} return find(arguments[0]);`;
/** Body: the element's text as rendered (whitespace collapsed), or null when it is not shown. */
const TEXT = `${FIND} var el = find(arguments[0]); return el ? norm(el.innerText) : null;`;
/** Body: the value of the option of select arguments[0] that reads arguments[1], or null. */
const OPTION = `${FIND} var el = find(arguments[0]), wanted = arguments[1];
  var option = el && Array.prototype.find.call(el.options, function (o) { return norm(o.label || o.text) === wanted; });
  return option ? option.value : null;`;

/** An action that failed in a way trying again would not mend. */
class ActionFailed {
  constructor(readonly cause: unknown) {}
}

const matches = (text: string, wanted: Wanted) => (typeof wanted === 'string' ? text === wanted : wanted.test(text));

/**
 * An element found that cannot take the action yet, which the client says before acting: gone (re-rendered),
 * covered, or not yet interactable. Any other error during an action is not retried (typing must not repeat).
 */
const NOT_YET = /stale element|detached|not interactable|intercepted|not clickable|not attached|no such element/i;

/** Does `attempt` until it gives a result, for at most WAIT_MS; a read that throws (a page being replaced) is tried again. */
async function until<T>(attempt: () => Promise<T | undefined>, failure: () => Promise<string>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let lastError: unknown;
  for (;;) {
    try {
      const result = await attempt();
      if (result !== undefined) return result;
    } catch (error) {
      if (error instanceof ActionFailed) throw error.cause;
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message.split('\n')[0]})` : '';
      throw new Error(`${await failure()} within ${WAIT_MS} ms${cause}`);
    }
    // The poll interval: classic WebDriver sends no event for a page's change, and the deadline above bounds the loop.
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The scenario's actions over an engine's driver, opening paths of `origin`. */
export function pageOf<H>(driver: Driver<H>, origin: string): EnginePage {
  const address = async () => String(await driver.run('return location.pathname + location.search;'));
  const text = async (query: Query) => (await driver.run(TEXT, toWire(query))) as string | null;
  const shownNow = async (query: Query) => {
    const now = await text(query).catch(() => null);
    return now === null ? 'nothing' : `"${now.slice(0, 300)}"`;
  };
  const act = (query: Query, what: string, action: (element: H) => Promise<void>) =>
    until(
      async () => {
        const element = await driver.element(ELEMENT, toWire(query));
        if (element === null) return undefined;
        try {
          await action(element);
        } catch (error) {
          if (error instanceof Error && NOT_YET.test(error.message)) return undefined;
          throw new ActionFailed(error);
        }
        return true;
      },
      async () => `Could not ${what} ${describe(query)} on ${await address()}: it showed ${await shownNow(query)}`,
    );
  return {
    goto: (path) => driver.goto(new URL(path, origin).href),
    click: async (query) => void (await act(query, 'press', (element) => driver.click(element))),
    type: async (query, typed) => void (await act(query, `type "${typed}" into`, (element) => driver.type(element, typed))),
    choose: async (query, option) => {
      const value = await until(
        async () => ((await driver.run(OPTION, toWire(query), option)) as string | null) ?? undefined,
        async () => `No option "${option}" in ${describe(query)} on ${await address()}`,
      );
      await act(query, `choose "${option}" in`, (element) => driver.choose(element, value));
    },
    see: (query, wanted) =>
      until(
        async () => {
          const now = await text(query);
          return now !== null && (wanted === undefined || matches(now, wanted)) ? now : undefined;
        },
        async () =>
          `Expected ${describe(query)}${wanted === undefined ? '' : ` to read ${String(wanted)}`} on ${await address()}; it showed ${await shownNow(query)}`,
      ),
    address,
    seeAddress: async (wanted) =>
      void (await until(
        async () => (matches(await address(), wanted) ? true : undefined),
        async () => `Expected the address to be ${String(wanted)}; it is ${await address()}`,
      )),
    consoleErrors: () => driver.consoleErrors(),
  };
}
