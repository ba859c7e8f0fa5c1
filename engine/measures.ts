/**
 * The vocabulary of marketing measures: what a definition's field or output
 * is a quantity of (`measure: 'clicks'`). Measures connect calculators: a
 * result can be used in any calculator with a field of the same measure, and
 * a plan links an output to a later field only when both name one measure.
 * Each has a kind, which fixes the formats and fields it fits
 * (`npm run check:definitions` holds definitions to it).
 */
import type { CalculatorCore, Field, Output } from './definition';
import { isNumberField } from './field-kinds';
import type { FormatStyle } from './formats';
import { styleOf, unitOf } from './money';
import type { FieldUnit } from './number-style/units';

/** What kind of quantity a measure is: a whole count, dollars, a percentage (0–100), a ratio (x:1), seconds. */
export const measureKinds = ['count', 'money', 'percent', 'ratio', 'duration'] as const;
export type MeasureKind = (typeof measureKinds)[number];

/** A measure: its kind and its name as a heading reads it ("Clicks"). */
export interface Measure {
  kind: MeasureKind;
  label: string;
}

const count = (label: string): Measure => ({ kind: 'count', label });
const money = (label: string): Measure => ({ kind: 'money', label });
const percent = (label: string): Measure => ({ kind: 'percent', label });
const ratio = (label: string): Measure => ({ kind: 'ratio', label });

/**
 * Every measure, by id. Names are the field's standard terms; a rate is
 * named for what it divides (a lead-to-customer rate is not a visitor
 * conversion rate, so they are two measures).
 */
export const measures = {
  // Reach and traffic.
  impressions: count('Impressions'),
  clicks: count('Clicks'),
  visitors: count('Visitors'),
  sessions: count('Sessions'),
  followers: count('Followers'),
  engagements: count('Engagements'),
  videoViews: count('Video views'),
  // Funnel outcomes.
  leads: count('Leads'),
  conversions: count('Conversions'),
  orders: count('Orders'),
  customers: count('Customers'),
  newCustomers: count('New customers'),
  lostCustomers: count('Lost customers'),
  units: count('Units sold'),
  // Money.
  revenue: money('Revenue'),
  adSpend: money('Ad spend'),
  cost: money('Cost'),
  profit: money('Profit'),
  fixedCosts: money('Fixed costs'),
  unitPrice: money('Price per unit'),
  // Unit costs and values.
  cpc: money('CPC'),
  cpm: money('CPM'),
  cpa: money('CPA'),
  cpl: money('CPL'),
  cpe: money('CPE'),
  cac: money('CAC'),
  clv: money('CLV'),
  aov: money('AOV'),
  retentionCost: money('Retention cost per customer'),
  // Rates.
  ctr: percent('CTR'),
  conversionRate: percent('Conversion rate'),
  leadConversionRate: percent('Lead-to-customer rate'),
  engagementRate: percent('Engagement rate'),
  completionRate: percent('Video completion rate'),
  bounceRate: percent('Bounce rate'),
  churnRate: percent('Churn rate'),
  retentionRate: percent('Retention rate'),
  roi: percent('ROI'),
  profitMargin: percent('Profit margin'),
  contributionMarginRatio: percent('Contribution margin ratio'),
  growthRate: percent('Growth rate'),
  trafficShare: percent('Traffic share'),
  // Ratios and durations.
  roas: ratio('ROAS'),
  mer: ratio('MER'),
  ltvCacRatio: ratio('LTV:CAC'),
  sessionDuration: { kind: 'duration', label: 'Session duration' },
} as const satisfies Record<string, Measure>;

/** A measure's id. */
export type MeasureId = keyof typeof measures;

/** The measure with this id, or undefined for a name not in the vocabulary. */
export function measureOf(id: string | undefined): Measure | undefined {
  return id !== undefined && Object.hasOwn(measures, id) ? measures[id as MeasureId] : undefined;
}

/** The kinds each output format can show: a count or a ratio can be a plain number; percentage points are no measure. */
const formatKinds: Record<FormatStyle, readonly MeasureKind[]> = {
  number: ['count', 'ratio'],
  count: ['count'],
  currency: ['money'],
  percent: ['percent'],
  points: [],
  ratio: ['ratio'],
  duration: ['duration'],
};

/**
 * The kinds of measure a number field or a value output can be: an output by
 * its format; a field by its unit (money, percent), else by what it parses
 * (whole numbers are counts or seconds; other decimals are counts, ratios or
 * seconds: money and percentages name their unit).
 */
export function kindsFitting(item: Field | Output): readonly MeasureKind[] {
  if (item.kind === 'value') return formatKinds[item.format.style];
  if (!isNumberField(item)) return [];
  // A field in a unit is the kind its unit's format shows: money as currency, a percentage as percent.
  const unit = unitOf(item);
  if (unit !== undefined) return formatKinds[styleOf(unit)];
  return item.parse === 'integer' ? ['count', 'duration'] : ['count', 'ratio', 'duration'];
}

/** A field that takes a measure, or a value output that gives one, in a calculator's mode. */
export interface MeasureTag {
  slug: string;
  mode: string;
  id: string;
  /** Written without a unit: a field's shows with engine/number-style/units.ts's fieldLabel. */
  label: string;
  /** A field's unit (money, percent), which its label shows. */
  unit?: FieldUnit;
  /** The measure's id. */
  measure: string;
}

/** What connects calculators: each calculator's title and mode labels, and every tagged field and value output. */
export interface MeasureIndex {
  calculators: Record<string, { title: string; modes: Record<string, string> }>;
  fields: MeasureTag[];
  outputs: MeasureTag[];
}

/** The measure index of these calculators (`virtual:measure-index`, which "Use this result in…" and plans load). */
export function measureIndexOf(definitions: readonly (CalculatorCore & { title: string })[]): MeasureIndex {
  const index: MeasureIndex = { calculators: {}, fields: [], outputs: [] };
  for (const { slug, title, calculator } of definitions) {
    index.calculators[slug] = { title, modes: Object.fromEntries(calculator.modes.map((m) => [m.id, m.label])) };
    for (const mode of calculator.modes) {
      const tag = (item: { id: string; label: string; measure?: string; unit?: FieldUnit }) =>
        item.measure
          ? [{ slug, mode: mode.id, id: item.id, label: item.label, measure: item.measure, ...(item.unit && { unit: item.unit }) }]
          : [];
      index.fields.push(...mode.fields.flatMap((f) => (isNumberField(f) ? tag(f) : [])));
      index.outputs.push(...mode.outputs.flatMap((o) => (o.kind === 'value' ? tag(o) : [])));
    }
  }
  return index;
}
