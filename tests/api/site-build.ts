/** A small site build for tests that need the site's routes and the studio's (api/site.ts, api/routes/studio.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './helpers';

/**
 * A build folder as `npm run build` leaves it, in a fresh temporary folder: the site's home and 404 pages, one
 * site asset (/assets/app-abc123.js), and the studio's build (dist/studio): its two pages (`<h1>Studio</h1>`,
 * `<h1>Preview</h1>`), one hashed asset (/studio/assets/studio-Ab12.js, "studio code") and one other file
 * (/studio/notes.txt, "studio notes"). Answers the folder.
 */
export function buildWithStudio(): string {
  const root = tempDir();
  for (const folder of ['client/assets', 'pages', 'studio/assets']) mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, 'client', 'assets', 'app-abc123.js'), 'site code');
  writeFileSync(join(root, 'pages', 'index.html'), '<h1>Home page</h1>');
  writeFileSync(join(root, 'pages', '404.html'), '<h1>Page Not Found</h1>');
  writeFileSync(join(root, 'pages', 'routes.json'), JSON.stringify({ '/': 'index.html' }));
  writeFileSync(join(root, 'studio', 'studio.html'), '<h1>Studio</h1>');
  writeFileSync(join(root, 'studio', 'studio-preview.html'), '<h1>Preview</h1>');
  writeFileSync(join(root, 'studio', 'assets', 'studio-Ab12.js'), 'studio code');
  writeFileSync(join(root, 'studio', 'notes.txt'), 'studio notes');
  return root;
}
