import { EMBED_SCRIPT_PATH } from '../../contract/embed';

/** What can be embedded: a calculator (`/embed/<slug>`) or a plan (`/embed/plan?…`). */
export type EmbedKind = 'calculator' | 'plan';

/** The iframe's height in CSS pixels when the resizer script is absent: a calculator with a short result fits. */
export const EMBED_FALLBACK_HEIGHT = 760;

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The HTML another site pastes to embed a calculator or a plan: an iframe of
 * `path` (`/embed/<slug>`, or `/embed/plan?…`) at a fixed height, then our
 * resizer script on one line, which fits the iframe to its content as
 * results appear. `origin` is the site's origin, e.g. "https://example.com"
 * (no trailing slash).
 */
export function embedSnippet(origin: string, path: string, title: string): string {
  const frame =
    `<iframe src="${escapeAttribute(`${origin}${path}`)}" title="${escapeAttribute(title)}" ` +
    `width="100%" height="${EMBED_FALLBACK_HEIGHT}" style="border:0;max-width:720px" loading="lazy" allow="clipboard-write"></iframe>`;
  return `${frame}\n<script src="${escapeAttribute(`${origin}${EMBED_SCRIPT_PATH}`)}" async></script>`;
}
