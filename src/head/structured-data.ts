/**
 * JSON-LD for a calculator page (schema.org): BreadcrumbList, FAQPage, and
 * WebApplication (free, BusinessApplication), from the definition alone.
 */
import type { CalculatorDefinition } from '../../engine/runtime';
import { absoluteUrl, site } from '../site';

/** The three structured-data objects of a calculator page. */
export function calculatorJsonLd(definition: CalculatorDefinition): object[] {
  const url = absoluteUrl(definition.seo.canonicalUrl);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: 'Calculators', item: absoluteUrl('/calculators') },
        { '@type': 'ListItem', position: 3, name: definition.title, item: url },
      ],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: definition.content.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: definition.title,
      description: definition.seo.metaDescription,
      url,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Any',
      browserRequirements: 'Requires JavaScript',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      publisher: { '@type': 'Organization', name: site.name, url: absoluteUrl('/') },
    },
  ];
}
