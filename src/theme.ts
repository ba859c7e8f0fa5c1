import { createTheme } from '@mui/material/styles';

/** The site's MUI theme: a blue primary colour, matching the theme-color meta tag. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1d4ed8' },
    success: { main: '#15803d' },
    error: { main: '#b91c1c' },
    background: { default: '#f8fafc' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
  },
  components: {
    // A ring from CSS alone: it shows for keyboard focus that came before the app was live, which MUI's own
    // focus-visible class (set by its code) misses.
    // No ripple: mounting one on every press cost a Calculate 50-70 ms before its result could paint on a slow
    // phone (Chromium, 4x CPU). A press shows as a small inset instead, drawn by the compositor.
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: { root: { '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 } } },
    },
    // Tab labels are the spec's text ("By Units", "Total Spend Method"), shown as written.
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600, fontSize: '0.95rem' } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600, '&:active': { transform: 'scale(0.98)' } } },
    },
  },
});
