/**
 * What a new calculator's draft (./skeleton.ts) starts from: a slug, a title, a category and its fields. A file of
 * its own so that the parts of the skeleton (./skeleton-*.ts) read it without importing the skeleton itself.
 */
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
