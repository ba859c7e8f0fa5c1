/**
 * The engine's way into the site: a plain HTTP pass-through on 127.0.0.1 before the built server, of the suite's
 * own, that does two things no client does the same way on both engines:
 *
 * - `hold(pattern)` keeps the requests whose path matches waiting until `release()`, so a press can be made on the
 *   pre-rendered page before its app has arrived (what first-paint.spec.ts does with Playwright's routes);
 * - with `watchConsole`, every page gets, first in its head, a same-origin script (allowed by the page's CSP,
 *   'self') that writes the page's console.error calls and uncaught errors to sessionStorage, where
 *   `CONSOLE_ERRORS_READ` reads them back: WebKitWebDriver speaks classic WebDriver only (no BiDi in 2.50), which
 *   has no console, and MiniBrowser's own console-to-stdout setting is not applied to the views it opens for
 *   automation. Firefox needs neither: puppeteer hears its console over BiDi.
 *
 * Everything else is passed on byte for byte.
 */
import { request as httpRequest, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const WATCH_PATH = '/__engines/console-watch.js';
const ERRORS_KEY = 'engines:console-errors';

/** The watcher: console.error calls, uncaught errors and unhandled rejections, kept across the tab's pages. */
const WATCH_SCRIPT = `(function () {
  function keep(text) {
    try {
      var kept = JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}) || '[]');
      kept.push(location.pathname + ': ' + text);
      sessionStorage.setItem(${JSON.stringify(ERRORS_KEY)}, JSON.stringify(kept));
    } catch (e) {}
  }
  var error = console.error;
  console.error = function () {
    keep(Array.prototype.map.call(arguments, String).join(' '));
    return error.apply(console, arguments);
  };
  addEventListener('error', function (event) {
    if (event instanceof ErrorEvent) keep('Uncaught ' + event.message + (event.error && event.error.stack ? '\\n' + event.error.stack : ''));
  });
  addEventListener('unhandledrejection', function (event) {
    keep('Unhandled rejection: ' + String(event.reason) + (event.reason && event.reason.stack ? '\\n' + event.reason.stack : ''));
  });
})();
`;

/** A script body (for WebDriver's execute) that returns what the watcher kept in this tab. */
export const CONSOLE_ERRORS_READ = `return JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}) || '[]');`;

export interface Held {
  /** Lets the held requests, and any later ones matching, go on. */
  release(): void;
  /** How many matching requests have arrived so far. */
  asked(): number;
}

export interface FrontDoor {
  /** The origin to open pages at. */
  url: string;
  hold(pattern: RegExp): Held;
  close(): Promise<void>;
}

export async function openFrontDoor(siteUrl: string, { watchConsole = false } = {}): Promise<FrontDoor> {
  const site = new URL(siteUrl);
  const holds: { pattern: RegExp; released: Promise<void>; count: number }[] = [];

  const pass = (incoming: IncomingMessage, outgoing: ServerResponse, path: string) => {
    const html = watchConsole && incoming.method === 'GET' && /text\/html/.test(incoming.headers.accept ?? '');
    // A page is asked for uncompressed, so that the watcher can be written into it.
    const headers = html ? { ...incoming.headers, 'accept-encoding': 'identity' } : incoming.headers;
    const upstream = httpRequest({ host: site.hostname, port: site.port, method: incoming.method, path, headers }, (answer) => {
      if (!html || !/text\/html/.test(answer.headers['content-type'] ?? '')) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const page = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head>/i, `<head><script src="${WATCH_PATH}"></script>`);
        const body = Buffer.from(page, 'utf8');
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': String(body.length) });
        outgoing.end(body);
      });
    });
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`front door: ${error.message}`);
    });
    incoming.pipe(upstream);
  };

  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (watchConsole && path === WATCH_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      outgoing.end(WATCH_SCRIPT);
      return;
    }
    const pathname = path.split('?')[0]!;
    const holding = holds.filter((h) => h.pattern.test(pathname));
    for (const h of holding) h.count += 1;
    if (holding.length === 0) pass(incoming, outgoing, path);
    else void Promise.all(holding.map((h) => h.released)).then(() => pass(incoming, outgoing, path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    hold(pattern) {
      let release!: () => void;
      const entry = { pattern, released: new Promise<void>((resolve) => (release = resolve)), count: 0 };
      holds.push(entry);
      return {
        release: () => {
          if (holds.includes(entry)) holds.splice(holds.indexOf(entry), 1);
          release();
        },
        asked: () => entry.count,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
