// `npm start`: builds the site and server when there is no build yet, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = existsSync('dist/pages/routes.json') && existsSync('dist/server/main.js');
if (!built || process.argv.includes('--build')) {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(new URL('../dist/server/main.js', import.meta.url).href);
