/**
 * The studio's own build (`/studio`, src/studio/): its two pages, the
 * editor and the preview frame, built apart from the site into dist/studio,
 * so nothing of it (CodeMirror, the schema, the engine's compiler) enters
 * any public page's files or first load. The server serves it behind the
 * admin login (api/routes/studio.ts).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { definitionsPlugin } from './scripts/definitions-plugin';
import site from './vite.config';

const { define } = typeof site === 'function' ? site({ command: 'build', mode: 'production' }) : site;

export default defineConfig({
  base: '/studio/',
  // The site's public files (icons, manifest) are the site's to serve.
  publicDir: false,
  plugins: [react(), definitionsPlugin()],
  define,
  build: {
    outDir: 'dist/studio',
    emptyOutDir: true,
    // CodeMirror, its JSON Schema tools and the engine's compiler make one large editor bundle, loaded by editors only.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: { input: { studio: 'studio.html', preview: 'studio-preview.html' } },
  },
});
