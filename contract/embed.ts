/**
 * Embedded calculators (`/embed/<slug>`) and plans (`/embed/plan`): their paths, the resizer script's
 * path, and the message an embedded calculator posts to the page that frames
 * it. Shared by the site (which posts it), the server (which lets these paths
 * be framed) and public/embed.js (plain JavaScript, which reads the same
 * message type; keep the two in step).
 */

/** The `type` of the height message an embedded calculator posts to its parent. */
export const EMBED_HEIGHT_MESSAGE = 'marketing-calculators:height';

/** The message: the embedded page's content height in CSS pixels. */
export interface EmbedHeightMessage {
  type: typeof EMBED_HEIGHT_MESSAGE;
  slug: string;
  height: number;
}

/** The embedded calculator's path for a calculator slug. */
export function embedPath(slug: string): string {
  return `/embed/${slug}`;
}

/** The full calculator page's path for a calculator slug. */
export function calculatorPath(slug: string): string {
  return `/calculators/${slug}`;
}

/** The embedded plan page's path (a plan in its query, as on /plan). */
export const EMBED_PLAN_PATH = '/embed/plan';

/**
 * The full page's path for an embedded page's path (`/embed/roi` → `/calculators/roi`, `/embed/plan` → `/plan`);
 * any other path as it is.
 */
export function calculatorPathOfEmbed(pathname: string): string {
  if (pathname.toLowerCase() === EMBED_PLAN_PATH) return '/plan';
  return pathname.replace(/^\/embed\//i, '/calculators/');
}

/** Whether a site path is an embedded calculator or plan (paths match without case, as the server's do). */
export function isEmbedPath(pathname: string): boolean {
  return /^\/embed\//i.test(pathname);
}

/** The path of the resizer script other sites include beside our iframes (public/embed.js). */
export const EMBED_SCRIPT_PATH = '/embed.js';
