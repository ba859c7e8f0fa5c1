/**
 * Tooltips for the static parts of a page (the header's buttons), without
 * React: the same timing and look as src/components/Tooltip.tsx, which the
 * React parts use. The text is the control's name (aria-label), read when
 * the tooltip opens, so it follows a button whose name changes.
 */
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../components/tooltip-timing';

const TOOLTIP_ID = 'static-tooltip';
/** The bubble's look, as TooltipPopup draws it; the class is styled in index.html. */
const TOOLTIP_CLASS = 'static-tooltip';

let lastClosedAt = Number.NEGATIVE_INFINITY;

/** Gives every element matching `selector` now a tooltip of its name. */
export function showTooltips(selector: string): void {
  const anchors = [...document.querySelectorAll<HTMLElement>(selector)];
  if (anchors.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let open: { anchor: HTMLElement; bubble: HTMLElement } | undefined;

  const hide = () => {
    clearTimeout(timer);
    if (!open) return;
    open.bubble.remove();
    open.anchor.removeAttribute('aria-describedby');
    open = undefined;
    lastClosedAt = Date.now();
  };
  const reveal = (anchor: HTMLElement) => {
    hide();
    const bubble = document.createElement('div');
    bubble.id = TOOLTIP_ID;
    bubble.setAttribute('role', 'tooltip');
    bubble.className = TOOLTIP_CLASS;
    bubble.textContent = anchor.getAttribute('aria-label') ?? '';
    document.body.append(bubble);
    // Centred under the anchor, kept within the window.
    const box = anchor.getBoundingClientRect();
    const width = bubble.offsetWidth;
    const left = Math.min(Math.max(4, box.left + box.width / 2 - width / 2), document.documentElement.clientWidth - width - 4);
    bubble.style.left = `${left}px`;
    bubble.style.top = `${box.bottom}px`;
    anchor.setAttribute('aria-describedby', TOOLTIP_ID);
    open = { anchor, bubble };
  };
  const show = (event: Event) => {
    const anchor = event.currentTarget as HTMLElement;
    clearTimeout(timer);
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) reveal(anchor);
    else timer = setTimeout(() => reveal(anchor), TOOLTIP_DELAY_MS);
  };
  for (const anchor of anchors) {
    anchor.addEventListener('mouseenter', show);
    anchor.addEventListener('focus', show);
    anchor.addEventListener('mouseleave', hide);
    anchor.addEventListener('blur', hide);
    anchor.addEventListener('click', hide);
  }
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hide();
  });
  window.addEventListener('scroll', hide, { passive: true, capture: true });
}
