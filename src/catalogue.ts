/**
 * A calculator's catalogue entry: what the home page, directory, footer and
 * related lists show, without the calculator's content or code. The build
 * derives the whole catalogue from the definitions (scripts/definitions-plugin.ts),
 * so a page carries only its own calculator in full.
 */
import type { CalculatorDefinition } from '../engine/runtime';

/** The listing of one calculator (spec section 3, catalogue entry). */
export interface CatalogueEntry {
  key: string;
  slug: string;
  title: string;
  category: CalculatorDefinition['category'];
  cardCategory: CalculatorDefinition['cardCategory'];
  icon: string;
  related: readonly string[];
  seo: Pick<CalculatorDefinition['seo'], 'summary' | 'metaDescription' | 'canonicalUrl'>;
}

/** The catalogue entry of a definition. */
export function catalogueEntry(definition: CalculatorDefinition): CatalogueEntry {
  const { key, slug, title, category, cardCategory, icon, related, seo } = definition;
  return {
    key,
    slug,
    title,
    category,
    cardCategory,
    icon,
    related,
    seo: { summary: seo.summary, metaDescription: seo.metaDescription, canonicalUrl: seo.canonicalUrl },
  };
}
