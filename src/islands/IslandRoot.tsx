import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { storedMode } from '../frame/stored-mode';
import { siteTheme } from '../theme';
import { ToastProvider } from '../toast/ToastProvider';

/**
 * Takes the mode stored now, once hydrated. The island's provider read it
 * when hydration began; a press of the header's theme button since then
 * (src/frame/header-controls.ts) came before the provider listened for it,
 * and the provider would otherwise put the old scheme back on <html>. Run
 * in the effects MUI's provider starts listening in, so no press falls
 * between them.
 */
function ModeFromStorage() {
  const { mode, setMode } = useColorScheme();
  useEffect(() => {
    const stored = storedMode();
    if (mode !== undefined && stored !== mode) setMode(stored);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: after this the provider hears every change itself
  }, []);
  return null;
}

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
        <ModeFromStorage />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
