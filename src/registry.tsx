import { createContext, useContext, type ReactNode } from 'react';
import type { CalculatorDefinition } from '../engine';
import { definitions } from '../definitions';

const RegistryContext = createContext<readonly CalculatorDefinition[]>(definitions);

/**
 * Supplies the calculator registry to the site. Pages read definitions only
 * through {@link useRegistry}, so a test can render an extra definition
 * through the same page.
 */
export function RegistryProvider({ definitions: list, children }: { definitions: readonly CalculatorDefinition[]; children: ReactNode }) {
  return <RegistryContext.Provider value={list}>{children}</RegistryContext.Provider>;
}

/** All definitions, in catalogue order. */
export function useRegistry(): readonly CalculatorDefinition[] {
  return useContext(RegistryContext);
}

/** The definition at a slug, matched case-insensitively. */
export function useDefinitionBySlug(slug: string | undefined): CalculatorDefinition | undefined {
  const list = useRegistry();
  const wanted = (slug ?? '').toLowerCase();
  return list.find((d) => d.slug === wanted);
}
