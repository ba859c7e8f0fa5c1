import type { ComponentType } from 'react';

/**
 * Loads a component built with MUI together with MUI's scope, and gives it
 * wrapped in the scope (./MuiScope.tsx). For code loaded on demand: the
 * scope, and MUI with it, arrive only with the first part that needs them.
 */
export function withMui<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () => Promise.all([load(), import('./MuiScope')]).then(([Component, { scoped }]) => scoped(Component));
}
