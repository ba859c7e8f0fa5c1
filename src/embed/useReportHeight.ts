import { useEffect, type RefObject } from 'react';
import { EMBED_HEIGHT_MESSAGE, type EmbedHeightMessage } from '../../contract/embed';

/**
 * While the page is framed, posts the height of `ref`'s element to the
 * framing page whenever it changes (a result appears, a panel opens), so
 * our resizer script (public/embed.js) can fit the iframe to it. The target
 * origin is '*': the framing site is anyone's, and a height is no secret.
 */
export function useReportHeight(ref: RefObject<HTMLElement | null>, slug: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || window.parent === window) return;
    let last = 0;
    const post = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      const message: EmbedHeightMessage = { type: EMBED_HEIGHT_MESSAGE, slug, height };
      window.parent.postMessage(message, '*');
    };
    const observer = new ResizeObserver(post);
    observer.observe(element);
    post();
    return () => observer.disconnect();
  }, [ref, slug]);
}
