import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Another site that frames one of our calculators: its address, and how to stop it. */
export interface HostSite {
  /** `http://localhost:<port>`: another site than the one under test (127.0.0.1), not only another origin. */
  url: string;
  close(): Promise<void>;
}

/** The embed snippet's page for `/embed/<slug>` of `site`: `/` with the resizer script, `/fixed` without it. */
function hostPage(site: string, slug: string, withScript: boolean): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A marketing blog</title></head>
<body><h1>Our post</h1><p>Work out your return below.</p>
<iframe src="${site}/embed/${slug}" title="ROI Calculator" width="100%" height="760" style="border:0;max-width:720px" loading="lazy" allow="clipboard-write"></iframe>
${withScript ? `<script src="${site}/embed.js" async></script>` : ''}
<p>After the calculator.</p></body></html>`;
}

/**
 * Starts a blog on 127.0.0.1 (a port of its own) that pastes our snippet for `slug` of `site`. It is addressed as
 * `localhost`, so the browser treats the calculator inside it as on another site, as a real embed is (its storage
 * kept apart from our own pages').
 */
export async function startHostSite(site: string, slug = 'roi'): Promise<HostSite> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(hostPage(site, slug, request.url !== '/fixed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
