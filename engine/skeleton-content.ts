/**
 * A draft's texts (engine/skeleton.ts): the search result, the article with
 * its headings, the formula block with its worked example, four FAQ entries
 * and a source. What only an editor can write is a placeholder.
 */
import type { CalculatorInput } from './definition';
import { placeholder } from './placeholders';
import type { SkeletonFieldKind, SkeletonRequest } from './skeleton-request';
import { typical } from './skeleton-fields';

const written = (kind: SkeletonFieldKind, value: number) =>
  kind === 'money' ? `$${value.toLocaleString('en-US')}` : value.toLocaleString('en-US');

/** The page's title, description, address and the lines under its heading. */
export function skeletonSeo(request: SkeletonRequest): CalculatorInput['seo'] {
  return {
    metaTitle: `${request.title}: ${placeholder('what it works out, in a few words')} | Free Marketing Calculators`,
    metaDescription: placeholder('one or two sentences for search results: what it calculates and what the visitor learns'),
    canonicalUrl: `/calculators/${request.slug}`,
    h1: request.title,
    intro: placeholder('the sentence under the heading: what the visitor finds out here'),
    summary: placeholder('one line for cards in the directory'),
  };
}

/**
 * The article, formula and FAQ of a calculator named `name`. The worked
 * example checks `inputs` against `outputId`; its result is left for the
 * caller to work out.
 */
export function skeletonContent(
  name: string,
  fields: SkeletonRequest['fields'],
  inputs: Record<string, string>,
  outputId: string,
): CalculatorInput['content'] {
  const [first, second] = fields;
  return {
    article: [
      { type: 'heading', text: `What is ${name}?` },
      { type: 'paragraph', text: placeholder(`what ${name} measures and why it matters`) },
      { type: 'heading', text: `How to calculate ${name}` },
      { type: 'paragraph', text: placeholder('the formula in words, and where each number comes from') },
      { type: 'heading', text: `What is a good ${name}?` },
      { type: 'paragraph', text: placeholder('typical values, with the source they come from'), source: 'source' },
      { type: 'heading', text: `How to improve your ${name}` },
      { type: 'list', items: [placeholder('a first way to improve it'), placeholder('a second way'), placeholder('a third way')] },
    ],
    formula: {
      formula: second ? `${name} = ${first!.label} ÷ ${second.label}` : `${name} = ${first!.label}`,
      description: placeholder('what the formula does, in one or two sentences'),
      example: {
        calculation: second
          ? `${written(first!.kind, typical[first!.kind])} ÷ ${written(second.kind, typical[second.kind])}`
          : written(first!.kind, typical[first!.kind]),
        result: '(worked out below)',
        explanation: placeholder('the worked example in words: who has these numbers and what the result tells them'),
        check: { inputs, output: outputId, band: 'Typical' },
      },
    },
    faq: [1, 2, 3, 4].map((n) => ({
      question: placeholder(`question ${n} that people ask about ${name}`),
      answer: placeholder(`the answer to question ${n}`),
    })),
  };
}

/** The one source the article cites, to be written; `today` is YYYY-MM-DD. */
export function skeletonSources(today: string): CalculatorInput['sources'] {
  return [
    {
      id: 'source',
      publisher: placeholder('who published the source'),
      title: placeholder('its title'),
      year: Number(today.slice(0, 4)),
      url: 'https://example.com/write-the-source-address',
    },
  ];
}
