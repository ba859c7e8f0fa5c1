/** `npm start`: one Node process serving the built site and /api on PORT. */
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from './app';
import { readConfig, type Config } from './config';
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

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Marketing Calculators is running on http://localhost:${info.port}`);
  console.log(`Submissions are stored in ${config.databaseUrl ? storeDescription(config) : resolve(config.dataFile)}`);
  if (config.generatedPassword) {
    console.log(`ADMIN_PASSWORD is not set; the admin password for this run is: ${config.adminPassword}`);
  }
});

server.on('error', (error: NodeJS.ErrnoException) => {
  fail(
    error.code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use. Stop the other server or set PORT to a free port.`
      : `The server could not start: ${error.message}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Every acknowledged submission is already on disk, so closing needs no flush.
  process.on(signal, () => server.close(() => process.exit(0)));
}
