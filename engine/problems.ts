/**
 * The error catalogue: every problem the definition language reports, by a
 * stable name (as Astro names its errors). The schema, the compiler, the
 * check and `npm run check:definitions` all take their sentences from here;
 * the name is printed beside each problem so an editor can search for it.
 * tests/unit/check-definitions.test.ts makes every entry happen through the
 * command.
 */

const quoted = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

export const problems = {
  // The shape of a definition (the schema).
  missing: (expected: string) => `This is required (${expected}) but missing.`,
  wrongType: (expected: string, got: string) => `Expected ${expected} but got ${got}.`,
  notOneOf: (allowed: readonly unknown[], got: unknown) => `Expected one of ${quoted(allowed)} but got ${JSON.stringify(got)}.`,
  unknownKind: (key: string, allowed: readonly unknown[], got: unknown) =>
    `"${key}" must be one of ${quoted(allowed)} but is ${JSON.stringify(got)}.`,
  cellShape: () => 'A cell is { text }, { expr, format } or { range: [low, high], format }.',
  expectShape: () => 'An expectation is { message } or { outputs, band?, hidden?, labels?, captions? }.',
  unknownKeys: (keys: readonly string[]) => `Unknown ${keys.length === 1 ? 'key' : 'keys'} ${quoted(keys)}: check the spelling.`,
  camelCaseId: () => 'Use a camelCase name such as "totalVisitors".',
  emptyText: () => 'Must not be empty.',
  slugShape: () => 'Use lower-case words joined by hyphens.',
  canonicalPath: () => 'Use the path "/calculators/<slug>".',
  httpsUrl: () => 'Use the full https:// address of the source.',
  isoDate: () => 'Use a date written YYYY-MM-DD.',
  notLogic: () => 'Must be a json-logic expression.',
  outOfBounds: (detail: string) => `${detail}.`,

  // What the compiler cannot translate.
  badSyntax: (detail: string) => `The expression does not parse: ${detail}.`,
  unsupportedOperator: (op: string) => `The operator "${op}" is not supported in calculator expressions.`,
  unsupportedFunction: (name: string) => `The function "${name}" is not supported in calculator expressions.`,
  roundWithDecimals: () => 'round takes one argument here; show decimals with the output format instead.',
  unsupportedNode: (type: string) => `"${type}" is not supported in calculator expressions.`,
  oneOperation: () => 'A condition object must have exactly one operation.',
  unsupportedCondition: (op: string) => `The condition operation "${op}" is not supported.`,

  // Names, ids and scales (the check).
  unknownName: (what: string, name: string) => `${what} "${name}", which is not a field of this mode or an earlier output.`,
  duplicateField: (id: string) => `The field id "${id}" is used twice.`,
  defaultNotOption: (value: string) => `The default "${value}" is not one of the options.`,
  unitInLabel: (written: string, unit: string) =>
    `The label ends with its unit "${written}": write the label without it and give unit: "${unit}", and the page adds the visitor's symbol.`,
  moneyWord: (word: string) =>
    `"${word}" is not one of the ways a text writes money: write an amount ("$1.50"), an amount under a dollar ("50 cents") or the unit ("every dollar"), which the visitor's currency fills.`,
  moneyInForm: (word: string) =>
    `"${word}" is shown as written in every currency: a field's label, helper text and placeholder name no money (write "each sale", not "each sales dollar"); the field's unit gives the visitor's symbol.`,
  outputIdTaken: (id: string) => `The output id "${id}" is already a field or an output.`,
  rowCells: (wanted: number) =>
    `A row needs ${wanted} cell${wanted === 1 ? '' : 's'} after its label, one for each column after the first.`,
  duplicateMode: (id: string) => `The mode id "${id}" is used twice.`,
  tabLabel: () => 'A calculator with several modes needs a tab label for each.',
  canonicalUrl: (slug: string) => `The canonical URL must be "/calculators/${slug}".`,
  emptyScale: () => 'A scale needs at least one step.',
  firstStepFrom: () => 'The first step must have no "from", so that every value falls in a step.',
  stepFrom: () => 'Every step after the first needs a "from".',
  stepOrder: (from: number, previous: number | undefined) => `Steps must be in rising order, but ${from} does not come after ${previous}.`,
  betterUnknown: () =>
    'The band tones do not show which way is better; add better: "higher", "lower" or "middle" (best in the middle, as budget pacing).',
  betterAgainstTones: (stated: string, tones: string) =>
    `better is "${stated}", but the band tones read ${tones}: put the tones in that order (error, warning, info, success from worse to better) or correct better.`,

  // Measures (engine/measures.ts).
  unknownMeasure: (name: string, near: readonly string[]) =>
    `"${name}" is not a measure${near.length > 0 ? `; did you mean ${near.map((n) => `"${n}"`).join(' or ')}` : ''}? The measures are listed in engine/measures.ts.`,
  measureKind: (name: string, kind: string, what: string, fits: readonly string[]) =>
    `"${name}" is a ${kind} measure, but ${what} fits ${fits.length === 0 ? 'no measure' : `${fits.join(' or ')} measures only`}.`,

  // Plan templates (definitions/plans/).
  unknownCalculator: (slug: string) => `There is no calculator with the slug "${slug}".`,
  linkBackwards: (from: number, to: number) =>
    `A link runs from an earlier step to a later one, but this one runs from step ${from} to step ${to}.`,
  notAnOutput: (name: string, slug: string) => `"${name}" is not a value output of "${slug}" in this mode.`,
  linkMeasures: (from: string, to: string) =>
    `The link joins ${from} to ${to}; a link joins an output and a field whose measures are of one kind.`,

  // Sources.
  noSources: () => "List at least one source (publisher, title, year, url) for the page's figures and formulas.",
  noReviewDate: () => 'Give the date the content was last reviewed, written YYYY-MM-DD.',
  duplicateSource: (id: string) => `The source id "${id}" is used twice.`,
  unknownSource: (id: string) => `There is no source with the id "${id}" in this definition's sources.`,
  tableBacking: () => 'A benchmark table needs a "source" (the id of one of the definition\'s sources) or "illustrative: true".',
  tableBackedTwice: () => 'A table is either backed by a source or marked illustrative, not both.',

  // Examples.
  noMode: (mode: string) => `There is no mode "${mode}".`,
  notAField: (name: string, mode: string) => `"${name}" is not a field of mode "${mode}".`,
  expectedMessage: (message: string) => `Expected the message "${message}" but the calculation succeeded.`,
  otherMessage: (want: string, got: string) => `Expected the message "${want}" but got "${got}".`,
  expectedResult: (got: string) => `Expected a result but got the message "${got}".`,
  outputNotShown: (id: string, want: string) => `Expected output "${id}" to show "${want}" but it is not shown.`,
  outputShows: (id: string, want: string, got: string) => `Expected output "${id}" to show "${want}" but it shows "${got}".`,
  labelReads: (part: 'label' | 'caption', id: string, want: string, got: string) =>
    `Expected the ${part} of "${id}" to read "${want}" but it reads "${got}".`,
  outputNotHidden: (id: string) => `Expected output "${id}" to be hidden but it is shown.`,
  otherBand: (want: string, got: string) => `Expected the band "${want}" but got "${got}".`,
  messageNotShown: (message: string) => `No example shows the message "${message}"; add one.`,
  bandNotReached: (label: string) => `No example falls in the band "${label}"; add one.`,
  calculationEquals: (calculation: string, result: string) =>
    `The calculation contains "=", but the page adds " = result" after it and would read "${calculation} = ${result}"; keep only the expression that comes to the result.`,
  calculationValue: (calculation: string, value: string, result: string) =>
    `The calculation "${calculation}" comes to ${value}, but the result is "${result}", so the page would show a false equation; make the calculation end on the result's quantity.`,

  // Across definitions and files.
  duplicateKey: (key: string) => `The key "${key}" is used by another definition.`,
  duplicateSlug: (slug: string) => `The slug "${slug}" is used by another definition.`,
  relatedToSelf: () => 'A calculator cannot be related to itself.',
  unknownRelated: (key: string) => `There is no calculator with the key "${key}".`,
  noIncomingLink: (key: string) =>
    `No calculator page would link to "${key}": no other calculator lists it in its related, and none that shares its category or a measure has a place left for it; add "${key}" to the related of a calculator it belongs with.`,
  copiedTable: (here: string, there: string, shared: number, of: number) =>
    `The table ${here} repeats ${there}: ${shared === of ? (of === 1 ? 'the one row' : `all ${of} rows`) : `${shared} of the ${of} rows`} of the smaller table ${shared === 1 ? 'is' : 'are'} the same word for word (more than half); keep the table in one definition and link to it from the other.`,
  notJson: (detail: string, line?: number, column?: number) =>
    `The file is not valid JSON${line === undefined ? '' : ` at line ${line}, column ${column}`}: ${detail}.`,
  fileNameSlug: (named: string, slug: string) =>
    `The file is named "${named}.json" but the slug is "${slug}": a JSON definition is named after its slug, "${slug}.json".`,
  placeholderText: (text: string) => `Still to write: ${text}. Replace it before the page is published.`,
  noDefaultExport: () => 'The file must `export default defineCalculator({...})`.',
  notLoaded: (detail: string) => `The file could not be loaded: ${detail}`,
} as const;

/** The stable name of a problem. */
export type ProblemName = keyof typeof problems;

/** One located problem in a definition: where (dotted path), which (name) and the sentence. */
export interface DefinitionProblem {
  path: string;
  name: ProblemName;
  problem: string;
}

/** A problem of the catalogue at a path. */
export function problemAt<N extends ProblemName>(path: string, name: N, ...args: Parameters<(typeof problems)[N]>): DefinitionProblem {
  const sentence = (problems[name] as (...a: typeof args) => string)(...args);
  return { path, name, problem: sentence };
}

/** An error carrying a catalogue problem, for code that throws (the compiler, scales). */
export class ProblemError extends Error {
  constructor(
    readonly problemName: ProblemName,
    message: string,
  ) {
    super(message);
    this.name = 'ProblemError';
  }
}

/** Throws the named problem. */
export function fail<N extends ProblemName>(name: N, ...args: Parameters<(typeof problems)[N]>): never {
  throw new ProblemError(name, (problems[name] as (...a: typeof args) => string)(...args));
}

/**
 * What a draft may still lack and be sound (engine/skeleton.ts writes both): texts still to write and no
 * incoming link. The checker lists them without failing unless asked to judge a site about to be published.
 */
export const beforePublishing: ReadonlySet<ProblemName> = new Set<ProblemName>(['placeholderText', 'noIncomingLink']);
