/**
 * The definition contract: one zod schema describes a calculator, and the
 * same schema validates every definition when the registry loads and in
 * `npm run check:definitions`. Types are inferred from it.
 */
import { z } from 'zod';
import { fallbackKinds, keepKinds, parseKinds } from './parse';
import { formatStyles } from './formats';
import { fieldUnits } from './number-style/units';
import type { DefinitionCode } from './code';
import type { Logic } from './logic-names';
import { problems, type ProblemName } from './problems';

export type { DefinitionProblem, ProblemName } from './problems';

/**
 * A union told apart by which key an object has (`{ text }`, `{ expr }`, …),
 * so a mistake is reported against the branch the editor meant, with its
 * path, rather than as "Invalid input" for the whole union.
 */
function byKey<T extends Record<string, z.ZodType>>(branches: T, shape: ProblemName) {
  const schema = z.unknown().transform((value, ctx) => {
    const key = Object.keys(branches).find((k) => typeof value === 'object' && value !== null && k in value);
    if (key === undefined) {
      ctx.addIssue({ code: 'custom', message: problems[shape as 'cellShape']() });
      return z.NEVER;
    }
    const parsed = branches[key]!.safeParse(value, { reportInput: true });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: issue.path } as never);
    return z.NEVER;
  }) as unknown as z.ZodType<z.output<T[keyof T]>, z.input<T[keyof T]>>;
  // Kept on the schema so tools that walk it (the editors' reference test) still see every branch.
  return Object.assign(schema, { branches });
}

/** A camelCase id (fields, outputs, modes, keys). */
const id = z.string().regex(/^[a-z][A-Za-z0-9]*$/, problems.camelCaseId());
/** Text that is not empty. */
const text = z.string().trim().min(1, problems.emptyText());
/** Lower-case words joined by hyphens. */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, problems.slugShape());
/** The definition language's shared pieces, for the plan templates' schema (engine/plan/define.ts). */
export { id as idSchema, text as textSchema, slug as slugSchema };
const logic = z.custom<Logic>((value) => value !== undefined && typeof value !== 'function', problems.notLogic());

/** Shared shape of a scale step: see engine/scale.ts. */
const step = { from: z.number().optional(), exclusive: z.boolean().optional() };

export const toneSchema = z.enum(['success', 'info', 'warning', 'error', 'primary']);

/** Display format of an output; see engine/formats.ts. */
export const formatSchema = z.strictObject({
  style: z.enum(formatStyles),
  decimals: z.number().int().min(0).max(6).optional(),
  sign: z.boolean().optional(),
  roundUp: z.boolean().optional(),
});

const numberField = z.strictObject({
  kind: z.literal('number'),
  id,
  label: text,
  /** `integer` truncates decimals (counts); `decimal` keeps them (money, rates). */
  parse: z.enum(parseKinds),
  /** What typing keeps: `digits`, `decimal` (one point) or `any` text. */
  keep: z.enum(keepKinds).default('any'),
  /** Blank text: rejected by the rules (`invalid`) or counted as 0 (`zero`). */
  blank: z.enum(fallbackKinds).default('invalid'),
  /** Text that is not a number: rejected (`invalid`) or counted as 0 (`zero`). */
  invalid: z.enum(fallbackKinds).default('invalid'),
  /**
   * What the number is in: `money` (the visitor's currency; dollars in the spec) or `percent` (0–100). The page
   * writes its symbol once, after the label ("Investment Amount ($)", "Investment Amount (€)"), so the label is
   * written without it (engine/number-style/units.ts).
   */
  unit: z.enum(fieldUnits).optional(),
  /** HTML minimum, as the spec gives it. */
  min: z.number().optional(),
  placeholder: z.string().optional(),
  helperText: z.string().optional(),
  /**
   * What the number counts, as it reads after the value in a sentence ("visitors" in "750 visitors",
   * "of the period passed" in "55% of the period passed"); by default the label in lower case without
   * "Total" and the unit (engine/explore/terms.ts).
   */
  term: text.optional(),
  /** What the number is a quantity of, from the vocabulary (engine/measures.ts): "clicks", "adSpend". */
  measure: text.optional(),
});

const selectField = z.strictObject({
  kind: z.literal('select'),
  id,
  label: text,
  /** `value` is what rules see; `number` is what expressions see (e.g. periods per year). */
  options: z.array(z.strictObject({ value: text, label: text, number: z.number() })).min(2),
  default: text,
});

/** A field, told apart by its `kind`: each kind is a branch here and a row of engine/field-kinds.ts, the registry. */
export const fieldSchema = z.discriminatedUnion('kind', [numberField, selectField]);

const ruleSchema = z.strictObject({
  /** Holds for valid input; when it does not, `message` is shown. */
  require: logic,
  message: text,
});

const outputBase = {
  id,
  /** Shown only when this json-logic condition holds over field values and earlier outputs. */
  visibleWhen: logic.optional(),
  /** Used by bands, labels and sentences but not shown on its own. */
  hidden: z.boolean().optional(),
};

/**
 * Where a figure or claim comes from. `id` is how tables and paragraphs
 * point at it; the page lists every source under References.
 */
const sourceSchema = z.strictObject({
  id,
  /** Who published it: "WordStream by LocaliQ", "U.S. Small Business Administration". */
  publisher: text,
  title: text,
  /** Year of publication or of the edition cited. */
  year: z.number().int().min(1900).max(2100),
  url: z.url({ protocol: /^https$/, error: problems.httpsUrl() }),
});

/** A benchmark table's backing: a source id, or `illustrative: true` for ranges that are examples rather than data. */
const backing = {
  /** The id of the source (in `sources`) the figures come from. */
  source: id.optional(),
  /** Figures are illustrative, not measured: the page says so. */
  illustrative: z.boolean().optional(),
};

const valueOutput = z.strictObject({
  ...outputBase,
  kind: z.literal('value').default('value'),
  /** The output's label; `{id}` stands for a field (a select shows its option label) or an earlier output. */
  label: text,
  /** mathjs expression over field ids and earlier outputs. */
  expr: text,
  format: formatSchema,
  /** Colour of the value, by where it falls on a scale of its own value. */
  tone: z.array(z.strictObject({ ...step, tone: toneSchema })).optional(),
  /** A line under the value; `{id}` stands for a field or earlier output. */
  caption: z.string().optional(),
  /** What the value is a quantity of, from the vocabulary (engine/measures.ts): "conversions", "cpa". */
  measure: text.optional(),
});

const labelOutput = z.strictObject({
  ...outputBase,
  kind: z.literal('label'),
  label: z.string().optional(),
  /** The output whose value picks the text. */
  of: id,
  steps: z.array(z.strictObject({ ...step, text })),
});

const textOutput = z.strictObject({
  ...outputBase,
  kind: z.literal('text'),
  label: z.string().optional(),
  /** A sentence; `{id}` stands for a field (plain number) or an earlier output (its display). */
  template: text,
});

/** A table cell: fixed text, a computed value, or a computed range ("low – high"). */
const cellSchema = byKey(
  {
    text: z.strictObject({ text }),
    expr: z.strictObject({ expr: text, format: formatSchema }),
    range: z.strictObject({ range: z.tuple([text, text]), format: formatSchema }),
  },
  'cellShape',
);

const tableOutput = z.strictObject({
  ...outputBase,
  kind: z.literal('table'),
  label: text,
  columns: z.array(text).min(2),
  rows: z.array(z.strictObject({ label: text, cells: z.array(cellSchema).min(1) })).min(1),
  note: z.string().optional(),
  /** For a benchmark table (every cell text): where its figures come from. */
  ...backing,
});

export const outputSchema = z.discriminatedUnion('kind', [valueOutput, labelOutput, textOutput, tableOutput]);

const bandsSchema = z.strictObject({
  /** The output the band is read from. */
  of: id,
  /**
   * Which way is better: `higher` or `lower` values, or `middle` (a two-sided scale whose best band is
   * the one with the best tone, as budget pacing's "On Track"). The check holds it to the bands' tones;
   * when absent it is read from them (engine/explore/direction.ts).
   */
  better: z.enum(['higher', 'lower', 'middle']).optional(),
  steps: z.array(z.strictObject({ ...step, label: text, text, tone: toneSchema.default('info') })).min(1),
});

const tipsSchema = z.strictObject({
  of: id,
  steps: z.array(z.strictObject({ ...step, title: text, items: z.array(text).min(3) })).min(1),
});

export const modeSchema = z.strictObject({
  id,
  /** The tab's label; needed only when a calculator has several modes. */
  label: z.string().default(''),
  fields: z.array(fieldSchema).min(1),
  rules: z.array(ruleSchema),
  outputs: z.array(outputSchema).min(1),
  bands: bandsSchema.optional(),
  tips: tipsSchema.optional(),
  /**
   * Assumed prices, in US dollars, by name ("assumedCpc": 1.5): money the mode's expressions read as a name and its
   * labels and captions show as {name}. Like a money benchmark, each is a US figure converted into the visitor's
   * currency at the reference rate (engine/assumed.ts); in a currency the rates lack, what reads one is not shown.
   */
  assumed: z.record(id, z.number().positive()).optional(),
});

const blockSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('heading'), text }),
  /** A paragraph; `source` points a claim in it at one of the definition's sources. */
  z.strictObject({ type: z.literal('paragraph'), text, source: id.optional() }),
  /** A list; `source` points the claims in its items at one of the definition's sources. */
  z.strictObject({ type: z.literal('list'), ordered: z.boolean().optional(), items: z.array(text).min(1), source: id.optional() }),
  z.strictObject({
    type: z.literal('table'),
    caption: text,
    columns: z.array(text).min(2),
    rows: z.array(z.array(text).min(2)).min(1),
    ...backing,
  }),
]);

const expectSchema = byKey(
  {
    message: z.strictObject({ message: text }),
    outputs: z.strictObject({
      outputs: z.record(z.string(), z.string()),
      band: z.string().optional(),
      hidden: z.array(z.string()).optional(),
      /** Exact labels of value outputs, where they depend on the inputs. */
      labels: z.record(z.string(), z.string()).optional(),
      /** Exact captions of value outputs. */
      captions: z.record(z.string(), z.string()).optional(),
    }),
  },
  'expectShape',
);

export const exampleSchema = z.strictObject({
  name: text,
  mode: z.string().optional(),
  inputs: z.record(z.string(), z.string()),
  expect: expectSchema,
});

export const definitionSchema = z.strictObject({
  /** Registry key from the spec, camelCase (`churnRate`). */
  key: id,
  slug,
  title: text,
  /** Directory tab. */
  category: z.enum(['Conversion & Performance', 'Cost & Efficiency', 'Revenue & Profitability', 'Analytics & Tracking']),
  /** Home card scheme. */
  cardCategory: z.enum(['Cost', 'Revenue', 'Conversion', 'Analytics']),
  icon: text,
  seo: z.strictObject({
    metaTitle: text,
    metaDescription: text,
    canonicalUrl: z.string().regex(/^\/calculators\/[a-z0-9-]+$/, problems.canonicalPath()),
    h1: text,
    intro: text,
    summary: text,
  }),
  /** Keys of related calculators, 3 by default. */
  related: z.array(id).max(3),
  calculator: z.strictObject({
    /** Card heading: "Calculate Your" and the metric. */
    title: text,
    buttonLabel: text.default('Calculate'),
    /** The spec's two families: keep the previous result when a later Calculate fails, or hide it. */
    onFailure: z.enum(['keep', 'hide']),
    /** Whether editing an input clears the error line. */
    clearErrorOnEdit: z.boolean(),
    /** Whether the modes (tabs) share one error message and one result-shown flag. */
    sharedModeState: z.boolean().default(false),
    modes: z.array(modeSchema).min(1),
  }),
  content: z.strictObject({
    article: z.array(blockSchema).min(1),
    formula: z.strictObject({
      formula: text,
      description: text,
      example: z.strictObject({
        calculation: text,
        result: text,
        explanation: text,
        /** The worked example's inputs: calculating them must show `result` in `output` (and `band`, if given). */
        check: z.strictObject({
          mode: z.string().optional(),
          inputs: z.record(z.string(), z.string()),
          output: id,
          band: z.string().optional(),
        }),
      }),
    }),
    faq: z
      /** `source` points a claim in the answer at one of the definition's sources. */
      .array(z.strictObject({ question: text, answer: text, source: id.optional() }))
      .min(4)
      .max(5),
  }),
  /** Where the page's figures and formulas come from; the check asks for at least one. */
  sources: z.array(sourceSchema).default([]),
  /** When an editor last checked the content against its sources (YYYY-MM-DD); the page shows it. */
  reviewed: z.iso.date(problems.isoDate()).optional(),
  examples: z.array(exampleSchema).min(1),
});

/** A calculator as written in a definition file (defaults not yet applied). */
export type CalculatorInput = z.input<typeof definitionSchema>;
/** A mode, field and output as written in a definition file, for sharing pieces between modes. */
export type ModeInput = CalculatorInput['calculator']['modes'][number];
export type FieldInput = ModeInput['fields'][number];
export type OutputInput = ModeInput['outputs'][number];
/** A validated definition's data: what the schema gives, before compiling. */
export type DefinitionData = z.output<typeof definitionSchema>;
/** A validated calculator definition with its compiled code (see engine/code.ts). */
export type CalculatorDefinition = DefinitionData & { readonly code: DefinitionCode };
/** The parts of a definition only its page reads (article, FAQ, sources, search metadata) and the checker (examples). */
export const PAGE_ONLY_KEYS = ['content', 'seo', 'sources', 'reviewed', 'examples'] as const;
/**
 * What the engine and the calculator's card read: a definition without
 * {@link PAGE_ONLY_KEYS}. A full definition is one too; the browser loads
 * only this much for a page's card (scripts/definitions-plugin.ts).
 */
export type CalculatorCore = Omit<CalculatorDefinition, (typeof PAGE_ONLY_KEYS)[number]> & {
  /** Set while the definition's texts (band readings, tips, table notes) are apart from it: engine/texts.ts. */
  textsApart?: true;
  /** Its value outputs' expressions as written, which come with its texts (engine/worked.ts). */
  worked?: WorkedForms;
};

/** A piece of an expression as a person writes it: text, a field's or output's value by name, or a number in it. */
export type WrittenPart = string | { name: string } | { number: number };

/** Value outputs' expressions as written, by mode id and output id (engine/worked-form.ts makes them). */
export type WorkedForms = Record<string, Record<string, WrittenPart[]>>;
/** The rest of a definition, which only its page reads. */
export type CalculatorPageParts = Pick<CalculatorDefinition, (typeof PAGE_ONLY_KEYS)[number]>;
export type Mode = DefinitionData['calculator']['modes'][number];
export type Field = Mode['fields'][number];
export type NumberField = Extract<Field, { kind: 'number' }>;
export type SelectField = Extract<Field, { kind: 'select' }>;
export type Output = Mode['outputs'][number];
export type Tone = z.output<typeof toneSchema>;
export type Example = z.output<typeof exampleSchema>;
export type ArticleBlock = CalculatorDefinition['content']['article'][number];
export type Source = CalculatorDefinition['sources'][number];
