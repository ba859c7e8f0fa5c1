/** `npm start`: one Node process serving the built site and /api on PORT. */
import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { createApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const app = createApp({ adminPassword: config.adminPassword, clientRoot: resolve('dist/client') });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Marketing Calculators is running on http://localhost:${info.port}`);
  if (config.generatedPassword) {
    console.log(`ADMIN_PASSWORD is not set; the admin password for this run is: ${config.adminPassword}`);
  }
});

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use. Stop the other server or set PORT to a free port.`
      : `The server could not start: ${error.message}`,
  );
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
