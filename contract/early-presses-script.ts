/**
 * Presses made before the page's entry has run. The entry (src/boot.ts) is
 * a module, run only once the page is parsed and it has arrived: on a slow
 * connection a visitor sees the page and presses Calculate first, and the
 * button would submit its form as plain HTML (a reload) or do nothing.
 * This script, inline in the head of every page with islands, holds such
 * presses and submissions the way the entry does (src/event-replay.ts):
 * the control shows it is working (aria-busy, data-queued), and the entry
 * takes them over, in order, when it starts. The approach of JSAction's
 * early event contract. api/security.ts allows it by its hash: keep it a
 * plain string, read by both.
 */

/** Controls whose presses the app handles; a press inside a link is the link's. */
export const PRESSABLE =
  'button, [role="button"], [role="tab"], [role="menuitem"], [role="option"], input[type="checkbox"], input[type="radio"], input[type="submit"], summary';

/** What the script leaves on window for the entry: the held events, and how to stop holding. */
export interface EarlyPresses {
  /** Event type ('click' or 'submit') and the control pressed or the form submitted, in order. */
  held: [type: 'click' | 'submit', target: HTMLElement][];
  stop: () => void;
}

/** The window property the script sets. */
export const EARLY_PRESSES = '__earlyPresses';

/** The script, as it appears inline in the head. */
export const earlyPressesScript =
  `(function(){var d=document,h=[],P=${JSON.stringify(PRESSABLE)};` +
  'function k(e){var t=e.target;if(!t||!t.closest||!t.closest("[data-island]"))return;' +
  'if(e.type==="click"){t=t.closest(P);if(!t||t.closest("a[href]")||t.disabled)return}' +
  'e.preventDefault();e.stopImmediatePropagation();' +
  'var s=e.type==="submit"?t.querySelector("[type=submit]")||t:t;s.setAttribute("data-queued","");s.setAttribute("aria-busy","true");' +
  'h.push([e.type,t])}' +
  'd.addEventListener("click",k,true);d.addEventListener("submit",k,true);' +
  `window.${EARLY_PRESSES}={held:h,stop:function(){d.removeEventListener("click",k,true);d.removeEventListener("submit",k,true)}}})()`;
