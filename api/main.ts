/** `npm start`: one Node process serving the built site and /api on PORT. */
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { createApp } from './app';
import { readConfig, type Config } from './config';
import { gracefulShutdown } from './shutdown';
import { openStore, storeDescription } from './store/open-store';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = readConfig();
} catch (error) {
  fail(`The server could not start: ${(error as Error).message}`);
}

const store = await openStore(config).catch((error: Error) => fail(`The server could not start. ${error.message}`));

const siteRoot = resolve('dist');
const built = existsSync(resolve(siteRoot, 'pages', 'routes.json'));
if (!built) console.warn('The site is not built (run npm run build); serving /api only.');
const app = createApp({
  adminPassword: config.adminPassword,
  store,
  rateLimits: config.rateLimits,
  siteRoot: built ? siteRoot : undefined,
});

// Slow or stalled clients must not hold connections: a request's head within
// 10 s, the whole request within 30 s, an idle keep-alive connection 5 s
// (longer than a page's burst of module requests). Node enforces the first two
// every connectionsCheckingInterval, 30 s by default, which would let a
// stalled client stay up to 30 s past its limit.
const serverOptions = { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 };
const options = { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions };
// Without createServer in the options, serve makes a node:http Server.
const server = serve(options, (info) => {
  console.log(`Marketing Calculators is running on http://localhost:${info.port}`);
  console.log(`Submissions are stored in ${storeDescription(config)}`);
  if (config.generatedPassword) {
    console.log(`ADMIN_PASSWORD is not set; the admin password for this run is: ${config.adminPassword}`);
  }
}) as Server;

server.on('error', (error: NodeJS.ErrnoException) => {
  fail(
    error.code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use. Stop the other server or set PORT to a free port.`
      : `The server could not start: ${error.message}`,
  );
});

const shutdown = gracefulShutdown({ server, store });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
