/**
 * The web app manifest (public/manifest.webmanifest) holds what a browser
 * needs to offer installing the site: names, start URL and scope, standalone
 * display, colours, and PNG icons of 192 and 512 pixels plus a maskable one,
 * each a real PNG of the size it states. Lighthouse 12 has no installability
 * audit any more, so this test is the check.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/site';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const manifest = JSON.parse(readFileSync(join('public', 'manifest.webmanifest'), 'utf8')) as Record<string, unknown> & {
  icons: ManifestIcon[];
};

/** Width and height from a PNG's signature and IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('web app manifest', () => {
  it('names the site, opens at / in its own window, in the page colours', () => {
    // The page's own theme colour, not the dark scheme's (the tag with a media query).
    const themeColor = /<meta name="theme-color" content="([^"]+)" \/>/.exec(readFileSync('index.html', 'utf8'))?.[1];
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: expect.any(String),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: themeColor,
      background_color: '#f8fafc',
    });
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);
  });

  it('has 192 and 512 pixel icons and a maskable one', () => {
    const any = manifest.icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes('any')).map((icon) => icon.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
  });

  it.each(manifest.icons.map((icon) => [icon.src, icon] as const))('%s is a PNG of the size it states', (_src, icon) => {
    expect(icon.type).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(join('public', icon.src))).toEqual({ width, height });
  });

  it('is linked from every page, with an apple-touch-icon', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(manifest.icons.map((icon) => icon.src)).toContain(touchIcon);
  });
});
