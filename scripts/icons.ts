/**
 * `npx tsx scripts/icons.ts`: draws the web app manifest's PNG icons from
 * public/favicon.svg with the configured Chromium, into public/icons. Run it
 * again only when the favicon changes, and commit the PNGs: the build copies
 * them as they are, so it needs no browser.
 *
 * `favicon-32.png`, `icon-192.png` and `icon-512.png` are the favicon itself;
 * pages name the PNGs, not the SVG (index.html). The maskable icon
 * draws it at 70% on the favicon's own blue: a launcher may crop a maskable
 * icon to any shape inside the central 80% circle, and the bars must survive.
 */
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from './chromium-flags';

const svg = readFileSync(join('public', 'favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1];
if (!background) throw new Error('public/favicon.svg has no <rect fill="#rrggbb"> to use as the maskable background.');
const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const icons = [
  { file: 'favicon-32.png', size: 32, scale: 1 },
  { file: 'icon-192.png', size: 192, scale: 1 },
  { file: 'icon-512.png', size: 512, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.7 },
];

const browser = await chromium.launch({ executablePath: existsSync(chromiumPath) ? chromiumPath : undefined, args: chromiumFlags });
try {
  for (const { file, size, scale } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const fill = scale < 1 ? background : 'transparent';
    const side = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${fill}">` +
        `<img src="${source}" width="${side}" height="${side}"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: join('public', 'icons', file), omitBackground: scale === 1 });
    await page.close();
    console.log(`public/icons/${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
