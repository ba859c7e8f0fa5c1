import { createTheme, type Theme } from '@mui/material/styles';
// Types `theme.vars` as always there, in sx callbacks and useTheme too: this theme always has CSS variables.
import type {} from '@mui/material/themeCssVarsAugmentation';

/**
 * The site's MUI theme: a light and a dark colour scheme as CSS variables,
 * switched by the `data-mui-color-scheme` attribute on `<html>` (set before
 * the first paint by src/head/color-scheme-script.ts, then by MUI). Colours
 * in components come from the palette (`'primary.main'` in sx, or
 * `theme.vars.palette…`), never `theme.palette…`, which holds only the light
 * scheme's values.
 *
 * Built on first use, not when the module loads: building both schemes'
 * variables takes about 20 ms of a fast machine's CPU (50 ms at 4x), and at
 * load it would lengthen the one long task that evaluates the app's code.
 * Called during the first render it runs in a hydration slice of its own.
 */
let built: Theme | undefined;

export function siteTheme(): Theme {
  built ??= createSiteTheme();
  return built;
}

const createSiteTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#1d4ed8' },
          success: { main: '#15803d' },
          error: { main: '#b91c1c' },
          background: { default: '#f8fafc' },
        },
      },
      // Slate surfaces with Tailwind's 300/400 tones: every text colour is at least 6.7:1 on both surfaces
      // (tests/unit/theme/dark-contrast.test.ts), and a contained button takes dark text. warning.dark is
      // set because result values in the warning tone are written in it.
      dark: {
        palette: {
          primary: { main: '#93c5fd' },
          success: { main: '#4ade80' },
          error: { main: '#fca5a5' },
          warning: { main: '#fbbf24', dark: '#f59e0b' },
          background: { default: '#0f172a', paper: '#1e293b' },
          text: { primary: '#f1f5f9', secondary: '#cbd5e1' },
        },
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.25rem', fontWeight: 700 },
      h2: { fontSize: '1.6rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
    },
    components: {
      // A ring from CSS alone: it shows for keyboard focus that came before the app was hydrated, which MUI's own
      // focus-visible class (set by its code) misses.
      // No ripple: mounting one on every press cost a Calculate 50-70 ms before its result could paint on a slow
      // phone (Chromium, 4x CPU). A press shows as a small inset instead, drawn by the compositor.
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: ({ theme }) => ({ '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 } }),
        },
      },
      // Tab labels are the spec's text ("By Units", "Total Spend Method"), shown as written.
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600, fontSize: '0.95rem' } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600, '&:active': { transform: 'scale(0.98)' } } },
      },
    },
  });
