/**
 * A new calculator's first draft (`npm run new:calculator`, the studio's
 * "New calculator"): a complete, valid definition from a slug, a title, a
 * category and the fields. One mode; one output, the first field divided by
 * the second (or the first field itself); a three-band scale around a worked
 * example; an article with its headings, a formula block, four FAQ entries
 * and a source. What only an editor can write is a placeholder that says
 * what to write ({@link placeholder}); the checker lists each one still
 * there and the build refuses to publish a page that has one
 * (engine/placeholders.ts). The examples' expected texts are calculated
 * here, so the draft passes the checker as written.
 */
import { defineCalculator } from './define-calculator';
import type { CalculatorInput, FieldInput } from './definition';
import { count, decimal, money, percent } from './fields';
import { nonNegative, nonNegativeInteger, positive, positiveInteger } from './rules';
import { calculate } from './calculate';
import { placeholder } from './placeholders';

/** The kinds of field a draft offers, each written with its factory (engine/fields.ts). */
export const skeletonFieldKinds = ['count', 'money', 'percent', 'decimal'] as const;
export type SkeletonFieldKind = (typeof skeletonFieldKinds)[number];

/** The directory's tabs and the home card scheme each takes. */
export const categoryCards = {
  'Conversion & Performance': 'Conversion',
  'Cost & Efficiency': 'Cost',
  'Revenue & Profitability': 'Revenue',
  'Analytics & Tracking': 'Analytics',
} as const;
export type Category = keyof typeof categoryCards;

/** What a draft starts from: `fields` in order (1 to 6), each a label and its kind. */
export interface SkeletonRequest {
  slug: string;
  title: string;
  category: Category;
  fields: readonly { label: string; kind: SkeletonFieldKind }[];
  /** The `reviewed` date, YYYY-MM-DD (today, where the draft is written). */
  today: string;
}

/** camelCase of words (`cost-per-widget`, `Ad Spend (net)` → `costPerWidget`, `adSpendNet`). */
export function camelCase(words: string): string {
  const parts = words
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const joined = parts.map((p, i) => (i === 0 ? p.toLowerCase() : p[0]!.toUpperCase() + p.slice(1).toLowerCase())).join('');
  return /^[a-z]/.test(joined) ? joined : `value${joined}`;
}

/** A typical value of each kind, for the worked example (counts whole, percentages 0–100). */
const typical: Record<SkeletonFieldKind, number> = { count: 200, money: 500, percent: 5, decimal: 4 };

/** Two significant figures: a threshold an editor reads at a glance. */
const rounded = (value: number) => Number(value.toPrecision(2));

const written = (kind: SkeletonFieldKind, value: number) =>
  kind === 'money' ? `$${value.toLocaleString('en-US')}` : value.toLocaleString('en-US');

/** A field as its factory writes it, with an example placeholder and a help text to write. */
function field(kind: SkeletonFieldKind, id: string, label: string): FieldInput {
  const more = { placeholder: `e.g. ${typical[kind]}`, helperText: placeholder(`what to enter in “${label}”, and over which period`) };
  return { count, money, percent, decimal }[kind](id, label, more);
}

/** The draft definition, as a `.json` or `.ts` file would hold it. Throws when the request has no field. */
export function calculatorSkeleton(request: SkeletonRequest): CalculatorInput {
  if (request.fields.length === 0) throw new Error('A calculator needs at least one field.');
  const key = camelCase(request.slug);
  const name = request.title.replace(/\s*Calculator$/i, '').trim() || request.title;
  const ids = request.fields.map((f, i) => {
    const id = camelCase(f.label);
    return request.fields.slice(0, i).some((g) => camelCase(g.label) === id) ? `${id}${i + 1}` : id;
  });
  const [first, second] = request.fields;
  const outputId = ids.includes(key) ? `${key}Result` : key;
  const expr = second ? `${ids[0]} / ${ids[1]}` : ids[0]!;
  const style =
    first!.kind === 'money' && second?.kind !== 'money' ? 'currency' : first!.kind === 'percent' && !second ? 'percent' : 'number';
  const rules = request.fields.map((f, i) => {
    const shown = `Please enter a valid ${f.label.toLowerCase()}`;
    // The first field may be 0; every later one divides it, so it must be above 0.
    if (i === 0)
      return f.kind === 'count'
        ? nonNegativeInteger(ids[i]!, `${shown}: a whole number, 0 or more.`)
        : nonNegative(ids[i]!, `${shown}: 0 or more.`);
    return f.kind === 'count'
      ? positiveInteger(ids[i]!, `${shown}: a whole number above 0.`)
      : positive(ids[i]!, `${shown}: greater than 0.`);
  });
  const base = Object.fromEntries(request.fields.map((f, i) => [ids[i]!, typical[f.kind]]));
  const asInputs = (values: Record<string, number | string>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
  const value = second ? typical[first!.kind] / typical[second.kind] : typical[first!.kind];
  const [low, high] = [rounded(value / 2), rounded(value * 2)];
  const draft: CalculatorInput = {
    key,
    slug: request.slug,
    title: request.title,
    category: request.category,
    cardCategory: categoryCards[request.category],
    icon: 'Calculator',
    seo: {
      metaTitle: `${request.title}: ${placeholder('what it works out, in a few words')} | Free Marketing Calculators`,
      metaDescription: placeholder('one or two sentences for search results: what it calculates and what the visitor learns'),
      canonicalUrl: `/calculators/${request.slug}`,
      h1: request.title,
      intro: placeholder('the sentence under the heading: what the visitor finds out here'),
      summary: placeholder('one line for cards in the directory'),
    },
    related: [],
    calculator: {
      title: `Calculate Your ${name}`,
      onFailure: 'hide',
      clearErrorOnEdit: true,
      modes: [
        {
          id: 'default',
          fields: request.fields.map((f, i) => field(f.kind, ids[i]!, f.label)),
          rules,
          outputs: [{ id: outputId, label: name, expr, format: { style, decimals: 2 } }],
          bands: {
            of: outputId,
            better: 'higher',
            steps: [
              { label: 'Low', tone: 'warning', text: placeholder(`what a result under ${low} means and what to do about it`) },
              { from: low, label: 'Typical', tone: 'info', text: placeholder(`what a result from ${low} to under ${high} means`) },
              { from: high, label: 'High', tone: 'success', text: placeholder(`what a result of ${high} or more means`) },
            ],
          },
        },
      ],
    },
    content: {
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
          check: { inputs: asInputs(base), output: outputId, band: 'Typical' },
        },
      },
      faq: [1, 2, 3, 4].map((n) => ({
        question: placeholder(`question ${n} that people ask about ${name}`),
        answer: placeholder(`the answer to question ${n}`),
      })),
    },
    sources: [
      {
        id: 'source',
        publisher: placeholder('who published the source'),
        title: placeholder('its title'),
        year: Number(request.today.slice(0, 4)),
        url: 'https://example.com/write-the-source-address',
      },
    ],
    reviewed: request.today,
    examples: [],
  };
  // The expected texts are the engine's own, worked out on the draft before it has examples.
  const probe = defineCalculator({ ...draft, examples: [{ name: 'probe', inputs: {}, expect: { message: 'probe' } }] });
  const shows = (inputs: Record<string, string>) => {
    const result = calculate(probe, undefined, inputs);
    if (!result.ok) return result.message;
    const output = result.outputs.find((o) => o.id === outputId);
    return output && 'text' in output ? output.text : '';
  };
  const baseInputs = asInputs(base);
  draft.content.formula.example.result = shows(baseInputs);
  const firstId = ids[0]!;
  draft.examples = [
    ...rules.map((rule, i) => ({
      name: `shows "${rule.message}"`,
      inputs: { ...baseInputs, [ids[i]!]: i === 0 ? '' : '0' },
      expect: { message: rule.message },
    })),
    ...(
      [
        ['Low', 0.1],
        ['Typical', 1],
        ['High', 10],
      ] as const
    ).map(([band, times]) => {
      const inputs = { ...baseInputs, [firstId]: String(typical[first!.kind] * times) };
      return { name: `${band}: ${shows(inputs)}`, inputs, expect: { outputs: { [outputId]: shows(inputs) }, band } };
    }),
  ];
  return draft;
}
