/**
 * The answers to "New calculator" and what is wrong with them, in the
 * words `npm run new:calculator` uses.
 */
import type { SkeletonFieldKind } from '../../engine/authoring';

/** A field as answered: its label (blank until written) and its kind. */
export interface FieldAnswer {
  label: string;
  kind: SkeletonFieldKind;
}

/** The fields with a label, and the problem with each answer ('' where there is none). */
export function answerProblems(slug: string, title: string, fields: readonly FieldAnswer[], taken: ReadonlySet<string>) {
  const slugProblem = !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)
    ? 'Use lower-case words joined by hyphens, such as cost-per-widget.'
    : taken.has(slug)
      ? `The site already has a calculator at /calculators/${slug}.`
      : '';
  const named = fields.filter((f) => f.label.trim() !== '');
  const problems = {
    slug: slugProblem,
    title: title.trim() === '' ? 'Give the calculator a title.' : '',
    fields: named.length === 0 ? 'Name at least one field.' : '',
  };
  return { named, problems };
}
