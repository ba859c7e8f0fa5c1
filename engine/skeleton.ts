/**
 * A new calculator's first draft (`npm run new:calculator`, the studio's
 * "New calculator"): a complete, valid definition from a slug, a title, a
 * category and the fields. One mode; one output, the first field divided by
 * the second (or the first field itself); a three-band scale around a worked
 * example; an article with its headings, a formula block, four FAQ entries
 * and a source. What only an editor can write is a placeholder that says
 * what to write (`placeholder`); the checker lists each one still there and
 * the build refuses to publish a page that has one (engine/placeholders.ts).
 * The examples' expected texts are calculated here, so the draft passes the
 * checker as written. Its parts are in engine/skeleton-*.ts.
 */
import type { CalculatorInput } from './definition';
import { skeletonContent, skeletonSeo, skeletonSources } from './skeleton-content';
import { asInputs, skeletonExamples, skeletonShows } from './skeleton-examples';
import { skeletonRules, typical } from './skeleton-fields';
import { skeletonMode } from './skeleton-mode';
import { categoryCards, type SkeletonRequest } from './skeleton-request';

export { categoryCards, skeletonFieldKinds, type Category, type SkeletonFieldKind, type SkeletonRequest } from './skeleton-request';

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

/** Each field's id: its label in camelCase, numbered where an earlier label took the same. */
function fieldIds(fields: SkeletonRequest['fields']): string[] {
  return fields.map((f, i) => {
    const id = camelCase(f.label);
    return fields.slice(0, i).some((g) => camelCase(g.label) === id) ? `${id}${i + 1}` : id;
  });
}

/** The draft definition, as a `.json` or `.ts` file would hold it. Throws when the request has no field. */
export function calculatorSkeleton(request: SkeletonRequest): CalculatorInput {
  if (request.fields.length === 0) throw new Error('A calculator needs at least one field.');
  const key = camelCase(request.slug);
  const name = request.title.replace(/\s*Calculator$/i, '').trim() || request.title;
  const ids = fieldIds(request.fields);
  const [first] = request.fields;
  const outputId = ids.includes(key) ? `${key}Result` : key;
  const rules = skeletonRules(request.fields, ids);
  const base = Object.fromEntries(request.fields.map((f, i) => [ids[i]!, typical[f.kind]]));
  const draft: CalculatorInput = {
    key,
    slug: request.slug,
    title: request.title,
    category: request.category,
    cardCategory: categoryCards[request.category],
    icon: 'Calculator',
    seo: skeletonSeo(request),
    related: [],
    calculator: {
      title: `Calculate Your ${name}`,
      onFailure: 'hide',
      clearErrorOnEdit: true,
      modes: [skeletonMode(request.fields, ids, rules, name, outputId)],
    },
    content: skeletonContent(name, request.fields, asInputs(base), outputId),
    sources: skeletonSources(request.today),
    reviewed: request.today,
    examples: [],
  };
  const shows = skeletonShows(draft, outputId);
  const baseInputs = asInputs(base);
  draft.content.formula.example.result = shows(baseInputs);
  draft.examples = skeletonExamples(rules, ids, baseInputs, first!.kind, outputId, shows);
  return draft;
}
