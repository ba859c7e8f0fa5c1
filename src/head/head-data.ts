/**
 * What a page puts in the document head: title, description, canonical path,
 * robots and JSON-LD. The server writes it into the pre-rendered HTML
 * (headTags); in the browser PageMeta keeps the live document in step.
 */
import { absoluteUrl, site } from '../site';

/** One page's head. `path` is site-relative (canonical and og:url are absolute). */
export interface HeadData {
  title: string;
  description: string;
  path: string;
  /** e.g. 'noindex, nofollow'; omitted means indexable. */
  robots?: string;
  /** Structured data objects, each written as one application/ld+json script. */
  jsonLd?: readonly object[];
}

/** The head of a page that sets nothing itself. */
export const defaultHead: HeadData = { title: site.defaultTitle, description: site.defaultDescription, path: '/' };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON for inside a script element: `<` is escaped so no text can close the element. */
export function scriptJson(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head's tags as HTML, for the pre-rendered page. */
export function headTags(head: HeadData): string {
  const url = absoluteUrl(head.path);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" />`);
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}
