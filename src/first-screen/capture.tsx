/**
 * Captures what MUI renders for the first screen's specimens (./specimens/):
 * the classes of each part in each state, the CSS behind them, and the markup
 * itself. Run in production mode (class names carry no labels then, as in the
 * built site) by scripts/first-screen-styles.ts and the markup test.
 */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { createEmotionCache } from '../emotion-cache';
import { siteTheme } from '../theme';
import { stateKey, type PartState } from './classes';
import { specimens, type Specimen, type TableName } from './specimens';

/** A part's classes by state: `dims` are the dimensions they depend on, `values` keyed by those dimensions' values joined with '|'. */
export interface PartClasses {
  dims: string[];
  values: Record<string, string>;
}

/**
 * What the capture gives: classes by table, specimen and part, each specimen's dimensions with the values it was
 * captured in (by table: the state type its reader takes), the CSS, and MUI's markup by specimen and state key.
 */
export interface Capture {
  classes: Record<TableName, Record<string, Record<string, PartClasses>>>;
  states: Record<TableName, Record<string, Specimen['dims']>>;
  css: string;
  markup: Record<string, Record<string, string>>;
}

type State = PartState;

/** Every combination of a specimen's dimensions. */
export function statesOf(dims: Specimen['dims']): State[] {
  return Object.entries(dims).reduce<State[]>(
    (states, [name, values]) => states.flatMap((state) => values.map((value) => ({ ...state, [name]: value }))),
    [{}],
  );
}

interface Tag {
  name: string;
  attributes: Map<string, string>;
}

/** The start tags of `html`, in order. */
function tagsOf(html: string): Tag[] {
  return [...html.matchAll(/<([a-z][a-z0-9]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)].map((match) => ({
    name: match[1]!,
    attributes: new Map([...match[2]!.matchAll(/([^\s=>]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, a[2] ?? ''])),
  }));
}

/** Whether `tag` is what `selector` names (see ./specimens/specimen.ts). */
function matches(tag: Tag, selector: string): boolean {
  if (selector.startsWith('.')) return (tag.attributes.get('class') ?? '').split(' ').includes(selector.slice(1));
  const part = /^\[data-part=(.+)\]$/.exec(selector);
  if (part) return tag.attributes.get('data-part') === part[1];
  return tag.name === selector;
}

/** The dimensions a part's classes depend on: a dimension whose change never changes them is left out. */
function dependsOn(dims: string[], seen: { state: State; value: string }[]): string[] {
  return dims.filter((dim) =>
    seen.some(({ state, value }) =>
      seen.some((other) => other.value !== value && dims.every((d) => d === dim || other.state[d] === state[d])),
    ),
  );
}

/** Renders every specimen in every state with MUI and the site's theme. */
export function capture(): Capture {
  const cache = createEmotionCache();
  // Styles collected by the cache rather than written into the markup.
  cache.compat = true;
  const { extractCritical } = createEmotionServer(cache);
  const classes: Capture['classes'] = { card: {}, result: {}, directory: {}, forms: {} };
  const states: Capture['states'] = { card: {}, result: {}, directory: {}, forms: {} };
  const markup: Capture['markup'] = {};
  let all = '';
  for (const [name, specimen] of Object.entries(specimens) as [string, Specimen][]) {
    const dims = Object.keys(specimen.dims);
    const seen: Record<string, { state: State; value: string }[]> = {};
    markup[name] = {};
    for (const state of statesOf(specimen.dims)) {
      const html = renderToString(
        <CacheProvider value={cache}>
          <ThemeProvider theme={siteTheme()} disableStyleSheetGeneration>
            {specimen.mui(state as never)}
          </ThemeProvider>
        </CacheProvider>,
      );
      all += html;
      markup[name][stateKey(dims, state)] = html;
      const tags = tagsOf(html);
      for (const [part, selector] of Object.entries(specimen.parts)) {
        const tag = tags.find((t) => matches(t, selector));
        if (tag) (seen[part] ??= []).push({ state, value: tag.attributes.get('class') ?? '' });
      }
    }
    states[specimen.table ?? 'card'][name] = specimen.dims;
    classes[specimen.table ?? 'card'][name] = Object.fromEntries(
      Object.entries(specimen.parts).map(([part]) => {
        const found = seen[part];
        if (!found) throw new Error(`The specimen "${name}" has no part "${part}" in any state.`);
        const partDims = dependsOn(dims, found);
        return [part, { dims: partDims, values: Object.fromEntries(found.map(({ state, value }) => [stateKey(partDims, state), value])) }];
      }),
    );
  }
  return { classes, states, css: extractCritical(all).css, markup };
}
