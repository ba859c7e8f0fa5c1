import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { siteTheme } from '../theme';
import { ToastProvider } from '../toast/ToastProvider';

/**
 * What is around every island, in the pre-renderer and in the browser alike:
 * the emotion cache, the theme and the toasts. The page's global styles (the
 * theme's variables, the baseline) are rendered once, with the page
 * (src/Root.tsx), so an island generates none.
 */
export function IslandRoot({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      {/* noSsr: MUI reads the stored mode in its first render (see src/Root.tsx). */}
      <ThemeProvider theme={siteTheme()} disableStyleSheetGeneration noSsr>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
