/**
 * Every /assets/ file a pre-rendered page names (its entry script and the
 * modules it preloads), as paths from the site's root. Shared by the worker,
 * which stores them beside the page, and the worker's build, which finds the
 * shell as the files every page names.
 */
export function assetsNamedIn(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!))];
}
