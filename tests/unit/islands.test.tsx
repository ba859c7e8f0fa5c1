/**
 * Pages are static HTML with islands (src/islands/): the pre-renderer says
 * which islands a page has, renders each as the root the browser hydrates,
 * and leaves everything else (header, article, FAQ, footer) without any.
 */
import { resolve } from 'node:path';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { definitions } from '../../definitions';
import { renderPage } from '../../src/entry-server';
import { islandSources } from '../../src/islands/island-sources';
import { islandTable, type IslandEntry, type IslandName } from '../../src/islands/table';
import { scoped } from '../../src/mui/MuiScope';

const root = resolve(import.meta.dirname, '../..');

/** Each island element on the page: its name, props and id, in order. */
function islandsIn(html: string) {
  return [...html.matchAll(/<div data-island="([^"]+)" data-props="([^"]*)" data-island-id="([^"]+)">/g)].map(([, name, props, id]) => ({
    name,
    props: JSON.parse(props!.replaceAll('&quot;', '"')) as unknown,
    id,
  }));
}

describe('islands', () => {
  it.each([
    ['/', []],
    ['/about', []],
    ['/privacy', []],
    ['/terms', []],
    ['/methodology', []],
    ['/no-such-page', []],
    ['/offline', []],
    ['/calculators', [{ name: 'directory', props: { total: definitions.length }, id: 'i0' }]],
    ['/calculators/roi', [{ name: 'calculator', props: { slug: 'roi' }, id: 'i0' }]],
    ['/CALCULATORS/Roi', [{ name: 'calculator', props: { slug: 'roi' }, id: 'i0' }]],
    ['/embed/roi', [{ name: 'embed', props: { slug: 'roi' }, id: 'i0' }]],
    [
      '/contact',
      [
        { name: 'contact-form', props: {}, id: 'i0' },
        { name: 'request-form', props: {}, id: 'i1' },
      ],
    ],
    ['/admin', [{ name: 'admin', props: {}, id: 'i0' }]],
    ['/plan', [{ name: 'plan', props: {}, id: 'i0' }]],
  ])('%s has the islands %j, and names them for the pre-renderer', async (path, expected) => {
    const { html, islands } = await renderPage(path);
    expect(islandsIn(html)).toEqual(expected);
    expect(islands).toEqual(expected.map((island) => island.name));
  });

  it('renders an island in place of its placeholder, its ids prefixed by its id, and the header outside any island', async () => {
    const { html } = await renderPage('/calculators/roi');
    expect(html).not.toContain('<!--island:');
    const island = html.slice(html.indexOf('data-island="calculator"'));
    expect(island).toContain('>Calculate Your ROI</h2>');
    expect(html.indexOf('<header')).toBeLessThan(html.indexOf('data-island='));
    expect(html.indexOf('Frequently Asked Questions')).toBeGreaterThan(html.lastIndexOf('>Calculate</button>'));
  });

  it("prefixes the ids React makes inside an island with the island's id, as hydrateRoot's identifierPrefix does in the browser", async () => {
    const { html } = await renderPage('/calculators');
    const search =
      /<input[^>]*id="([^"]+)"[^>]*data-filter-search/.exec(html) ?? /<input[^>]*data-filter-search[^>]*id="([^"]+)"/.exec(html);
    expect(search?.[1]).toMatch(/^_?i0-/);
  });

  it('gives the FAQ as native details that share a name, so one is open at a time with no script', async () => {
    const { html } = await renderPage('/calculators/roi');
    const details = [...html.matchAll(/<details [^>]*name="roi-faq"[^>]*>/g)];
    expect(details.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toContain('MuiAccordion');
  });

  it.each(Object.keys(islandSources) as IslandName[])(
    'names the source file of the island %s: the module its loader loads, which the pre-renderer preloads',
    async (name) => {
      const exported = Object.values((await import(resolve(root, islandSources[name]))) as Record<string, unknown>);
      const loaded = await (islandTable[name] as IslandEntry<object>).load();
      // An island built with MUI loads inside its scope (src/mui/with-mui.ts): the same wrapper each time.
      const loads = (value: unknown) =>
        value === loaded || (typeof value === 'function' && scoped(value as ComponentType<object>) === loaded);
      expect(exported.some(loads)).toBe(true);
    },
  );
});
