/**
 * After the client build: writes dist/client/routes.json, the page paths the
 * server answers with 200 (every other path gets the 404 page and status).
 */
import { writeFileSync } from 'node:fs';
import { definitions } from '../definitions';

const routes = ['/', '/calculators', '/about', '/contact', '/admin', ...definitions.map((d) => `/calculators/${d.slug}`)];
writeFileSync('dist/client/routes.json', `${JSON.stringify(routes, null, 2)}\n`);
console.log(`routes.json: ${routes.length} page routes`);
