/**
 * Reading and writing the admin lists' addresses (contract/admin-lists.ts):
 * the first page's query, the next page's address from the Link header, the
 * total from X-Total-Count and the export's file name.
 */
import { DEFAULT_PAGE_LIMIT } from '../../contract/admin-lists';

/** What the admin asked a list for: a search text (may be empty) and whether only open records show. */
export interface ListFilter {
  q: string;
  openOnly: boolean;
}

/** No search, no filter. */
export const NO_FILTER: ListFilter = { q: '', openOnly: false };

/** True when the filter narrows the list (a search or the open-only switch). */
export function isNarrowed(filter: ListFilter): boolean {
  return filter.q.trim() !== '' || filter.openOnly;
}

function searchParams(filter: ListFilter, filterParam: string): URLSearchParams {
  const params = new URLSearchParams();
  const q = filter.q.trim();
  if (q) params.set('q', q);
  if (filter.openOnly) params.set(filterParam, 'true');
  return params;
}

/**
 * The first page's address.
 * @example firstPageAddress('/api/admin/contact-submissions', { q: 'roas', openOnly: true }, 'unread')
 * // '/api/admin/contact-submissions?limit=50&q=roas&unread=true'
 */
export function firstPageAddress(path: string, filter: ListFilter, filterParam: string): string {
  const params = searchParams(filter, filterParam);
  params.set('limit', String(DEFAULT_PAGE_LIMIT));
  params.sort();
  return `${path}?${params}`;
}

/**
 * The CSV export's address: every record the list shows, whatever was loaded.
 * @example csvAddress('/api/admin/calculator-requests', { q: '', openOnly: true }, 'unprocessed')
 * // '/api/admin/calculator-requests.csv?unprocessed=true'
 */
export function csvAddress(path: string, filter: ListFilter, filterParam: string): string {
  const query = searchParams(filter, filterParam).toString();
  return `${path}.csv${query ? `?${query}` : ''}`;
}

/**
 * The rel="next" address of a Link header, when it is on `origin` under
 * `under`: the admin's password goes with it, so it is never sent elsewhere.
 * @example nextPageAddress('</api/admin/x?cursor=a>; rel="next"', 'https://site', '/api/admin/') // '/api/admin/x?cursor=a'
 */
export function nextPageAddress(link: string | null, origin: string, under: string): string | undefined {
  if (!link) return undefined;
  for (const [, target, params] of link.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params!);
    const rels = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (!rels.includes('next')) continue;
    let url: URL;
    try {
      url = new URL(target!, origin);
    } catch {
      return undefined;
    }
    if (url.origin !== new URL(origin).origin || !url.pathname.startsWith(under)) return undefined;
    return `${url.pathname}${url.search}`;
  }
  return undefined;
}

/** The X-Total-Count header as a count, or undefined when it is missing or not a whole number. */
export function totalFrom(header: string | null): number | undefined {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return undefined;
  return Number(header);
}

/**
 * The file name a Content-Disposition header gives (`filename*` first), kept
 * to a plain name; `fallback` when it gives none.
 * @example fileNameFrom('attachment; filename="contact-submissions.csv"', 'x.csv') // 'contact-submissions.csv'
 */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      name = undefined;
    }
  }
  if (name === undefined) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  }
  // A name with a folder in it is cut to its last part; the browser would refuse or rewrite it anyway.
  const plain = name?.split(/[/\\]/).pop()?.trim();
  return plain ? plain : fallback;
}
