import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createEmotionCache } from './emotion-cache';
import { siteTheme } from './theme';

const defaultCache = createEmotionCache();

/** Motion is cut to a blink for visitors who ask for less of it; the media query follows their setting live. */
const reducedMotion = (
  <GlobalStyles
    styles={{
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    }}
  />
);

/**
 * Styles, theme, baseline and toasts around the app, shared by the browser and
 * the server render (which passes its own emotion cache to collect the styles).
 */
export function Root({
  children,
  cache = defaultCache,
  stylesInPage = false,
}: {
  children: ReactNode;
  cache?: EmotionCache;
  /** The page already holds the theme's colour-scheme variables (pre-rendered): they are not generated again. */
  stylesInPage?: boolean;
}) {
  return (
    <CacheProvider value={cache}>
      {/*
        noSsr: MUI reads the stored mode in its first render instead of in an effect after it. Read later, the
        mode changes the colour-scheme context at the root, and React then hydrates every boundary still waiting
        at once, in one long blocking task (350 ms at 4x CPU). The theme button keeps the server's markup until
        hydration is over (src/frame/ThemeToggle.tsx).
      */}
      <ThemeProvider theme={siteTheme()} disableStyleSheetGeneration={stylesInPage} noSsr>
        <CssBaseline />
        {reducedMotion}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
