import { createHash } from 'node:crypto';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../api/security';
import { colorSchemeScript } from '../../../contract/color-scheme-script';
import { siteTheme } from '../../../src/theme';

const theme = siteTheme();

/** MUI's own script, as its InitColorSchemeScript renders it with the defaults the theme relies on. */
const muiScript = /<script[^>]*>([\s\S]*)<\/script>/.exec(renderToStaticMarkup(<InitColorSchemeScript />))![1]!;

/** Runs a colour-scheme script against a stored state and a system preference; returns <html>'s attributes. */
function run(script: string, stored: Record<string, string>, systemDark: boolean): Record<string, string> {
  const attributes = new Map<string, string>();
  const documentElement = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const matchMedia = (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' });
  new Function('document', 'localStorage', 'matchMedia', 'window', script)({ documentElement }, localStorage, matchMedia, {
    localStorage,
    matchMedia,
  });
  return Object.fromEntries(attributes);
}

describe('the inline colour-scheme script', () => {
  const modes = [undefined, 'light', 'dark', 'system', 'sepia'];
  const schemes: Record<string, string>[] = [
    {},
    { 'mui-color-scheme-dark': 'dark' },
    { 'mui-color-scheme-light': 'light', 'mui-color-scheme-dark': 'dark' },
  ];
  const cases = modes.flatMap((mode) =>
    schemes.flatMap((scheme) =>
      [false, true].map((systemDark) => ({ stored: { ...scheme, ...(mode ? { 'mui-mode': mode } : {}) }, systemDark })),
    ),
  );

  it.each(cases)('sets what MUI InitColorSchemeScript sets: $stored, system dark $systemDark', ({ stored, systemDark }) => {
    expect(run(colorSchemeScript, stored, systemDark)).toEqual(run(muiScript, stored, systemDark));
  });

  it('sets the scheme the theme selects on', () => {
    expect(theme.colorSchemeSelector).toBe('data-mui-color-scheme');
    expect(run(colorSchemeScript, {}, true)).toEqual({ 'data-mui-color-scheme': 'dark' });
  });

  it('still follows the system when the browser refuses storage', () => {
    const refused = `var localStorage={getItem:function(){throw new Error('denied')}};${colorSchemeScript}`;
    expect(run(refused, {}, true)).toEqual({ 'data-mui-color-scheme': 'dark' });
  });

  it('is allowed by the Content-Security-Policy by its hash', () => {
    const hash = createHash('sha256').update(colorSchemeScript).digest('base64');
    expect(contentSecurityPolicy.scriptSrc).toContain(`'sha256-${hash}'`);
  });

  it('can sit inside a <script> element as it is', () => {
    expect(colorSchemeScript).not.toMatch(/<\/script|<!--/i);
  });
});
