import { EMBED_HEIGHT_MESSAGE, type EmbedHeightMessage } from '../../contract/embed';

/** On an embedded calculator's <main>: the calculator's slug. */
export const EMBED_SLUG_ATTRIBUTE = 'data-embed-slug';

/**
 * While an embedded calculator's page is framed, posts the height of its
 * <main> to the framing page whenever it changes (the page is painted, a
 * result appears, a panel opens), so our resizer script (public/embed.js)
 * can fit the iframe to it. Run by the page's entry, so the frame fits from
 * the first paint, before React has loaded. The target origin is '*': the
 * framing site is anyone's, and a height is no secret. Any other page: nothing.
 */
export function startReportingHeight(): void {
  const main = document.querySelector<HTMLElement>(`main[${EMBED_SLUG_ATTRIBUTE}]`);
  const slug = main?.getAttribute(EMBED_SLUG_ATTRIBUTE);
  if (!main || !slug || window.parent === window) return;
  let last = 0;
  const post = () => {
    const height = Math.ceil(main.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    const message: EmbedHeightMessage = { type: EMBED_HEIGHT_MESSAGE, slug, height };
    window.parent.postMessage(message, '*');
  };
  new ResizeObserver(post).observe(main);
  post();
}
