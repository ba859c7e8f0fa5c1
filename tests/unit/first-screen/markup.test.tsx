/**
 * The first screen's components (src/first-screen/) render MUI's markup,
 * state for state, and the classes and stylesheet they use are what MUI and
 * the theme make today. MUI's side is rendered in production mode, as the
 * built site's class names are, by the capture script in a process of its own.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { stateKey } from '../../../src/first-screen/classes';
import { statesOf } from '../../../src/first-screen/capture';
import { specimens, type Specimen } from '../../../src/first-screen/specimens';

const root = new URL('../../../', import.meta.url);
const printed = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/first-screen-styles.ts', '--print'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  }).toString(),
) as { files: Record<string, string>; markup: Record<string, Record<string, string>> };

/**
 * MUI's text area renders a hidden twin that measures how tall an auto-growing
 * one must be; a text area of fixed rows is as tall as its rows, so the
 * site's leaves the twin out.
 */
const MEASURING_TWIN = /<textarea aria-hidden="true"[^>]*readOnly=""[^>]*><\/textarea>/g;

/**
 * The site's tabs carry an indicator in every tab, shown under the selected
 * one by CSS (src/first-screen/TabList.tsx: the markup is then the same
 * whichever tab an island hydrates with); MUI's renders the selected tab's
 * alone. Left out of the site's unselected tabs, the rest is MUI's.
 */
const UNSELECTED_TABS_INDICATOR = /(<button [^>]*aria-selected="false"[^>]*>[^<]*)<span class="MuiTabs-indicator [^"]*"><\/span>/g;

/** Markup with each tag's attributes in one order, and without the specimens' `data-part` markers or MUI's measuring twin. */
function normalised(html: string): string {
  return html
    .replace(MEASURING_TWIN, '')
    .replace(/<([a-z][a-z0-9]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_, name: string, attributes: string, closed: string) => {
      const sorted = [...attributes.matchAll(/[^\s=>]+(?:="[^"]*")?/g)].map((a) => a[0]).filter((a) => !a.startsWith('data-part='));
      return `<${[name, ...sorted.sort()].join(' ')}${closed}>`;
    });
}

describe('the first screen', () => {
  it.each(Object.keys(printed.files))('%s is what the capture makes today (npm run first-screen:styles)', (file) => {
    expect(readFileSync(new URL(`src/first-screen/${file}`, root), 'utf8')).toBe(printed.files[file]);
  });

  for (const [name, specimen] of Object.entries(specimens) as [string, Specimen][]) {
    const dims = Object.keys(specimen.dims);
    it.each(statesOf(specimen.dims).map((state) => [stateKey(dims, state) || 'its one state', state] as const))(
      `${name} in %s renders MUI's markup`,
      (key, state) => {
        const mui = printed.markup[name]![key === 'its one state' ? '' : key]!;
        const plain = normalised(renderToString(specimen.plain(state as never))).replace(UNSELECTED_TABS_INDICATOR, '$1');
        expect(plain).toBe(normalised(mui));
      },
    );
  }
});
