/**
 * Where MUI runs: around the parts of a page that use its components (the
 * result panel, the explorers, dialogs, toasts, and the islands built with
 * MUI: the directory, the forms, the admin). Loaded with those parts, never
 * with a calculator's first screen (src/first-screen/), so a page is hydrated
 * before any of it runs.
 *
 * The scope gives the theme only. The colour scheme belongs to the page:
 * the head's script sets it before the first paint and the header's button
 * changes it (src/frame/header-controls.ts); the theme's colours are CSS
 * variables that follow it. So no scope reads or writes the stored mode or
 * the scheme on <html>, and several on one page cannot disagree.
 */
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { createEmotionCache } from '../emotion-cache';
import { siteTheme } from '../theme';

// One cache for the page, in the browser: it adopts the pre-rendered style tags once. The pre-renderer gives its own.
const cache = import.meta.env.SSR ? undefined : createEmotionCache();

/** MUI's theme around `children`; its styles go to the page's emotion cache. */
export function MuiScope({ children }: { children: ReactNode }) {
  const themed = (
    <ThemeProvider theme={siteTheme()} disableStyleSheetGeneration storageManager={null} colorSchemeNode={null}>
      {children}
    </ThemeProvider>
  );
  return cache ? <CacheProvider value={cache}>{themed}</CacheProvider> : themed;
}

const scopedComponents = new WeakMap<ComponentType<never>, ComponentType<never>>();

/** `Component` rendered inside a {@link MuiScope}; the same wrapper each time for one component. */
export function scoped<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  let wrapped = scopedComponents.get(Component as ComponentType<never>) as ComponentType<P> | undefined;
  if (!wrapped) {
    const Scoped = (props: P) => (
      <MuiScope>
        <Component {...props} />
      </MuiScope>
    );
    Scoped.displayName = `Scoped(${Component.displayName ?? Component.name})`;
    wrapped = Scoped;
    scopedComponents.set(Component as ComponentType<never>, wrapped as ComponentType<never>);
  }
  return wrapped;
}
