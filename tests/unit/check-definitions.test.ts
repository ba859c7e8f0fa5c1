/**
 * `npm run check:definitions` over tests/fixtures/broken-definitions: every
 * entry of the error catalogue is produced through the command, located by
 * file and dotted path; and the real definitions pass.
 */
import { execFileSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { problems as catalogue } from '../../engine';
import { definitionFiles } from '../../engine/definition-folder';
import { checkDefinitionFiles, checkPlanFiles } from '../../scripts/definition-files';

const root = join(import.meta.dirname, '../..');
const folder = 'tests/fixtures/broken-definitions';

describe('check:definitions on broken definitions', () => {
  let status = 0;
  let lines: string[] = [];
  beforeAll(() => {
    try {
      execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/check-definitions.ts', folder, '--publish'], {
        cwd: root,
        stdio: 'pipe',
      });
    } catch (error) {
      const failed = error as { status: number; stderr: Buffer };
      status = failed.status;
      lines = failed.stderr.toString().trim().split('\n');
    }
  }, 60_000);

  it('fails with one line per problem: file → dotted path: sentence [name]', () => {
    expect(status).toBe(1);
    for (const line of lines) expect(line).toMatch(new RegExp(`^${folder}/(plans/)?[\\w-]+\\.(ts|json) → \\S.*: .+ \\[\\w+\\]$`));
  });

  it('produces every entry of the catalogue', () => {
    const seen = new Set(lines.map((line) => /\[(\w+)\]$/.exec(line)?.[1]));
    expect(Object.keys(catalogue).filter((name) => !seen.has(name))).toEqual([]);
  });

  it.each([
    // A misspelled format style names the allowed styles.
    'schema-mistakes.ts → calculator.modes.0.outputs.0.format.style: Expected one of "number", "currency", "percent", "points", "ratio", "count", "duration" but got "currncy". [notOneOf]',
    // A misspelled output kind names the kinds.
    'schema-mistakes.ts → calculator.modes.0.outputs.1.kind: "kind" must be one of "value", "label", "text", "table" but is "tabel". [unknownKind]',
    // A wrong cell names the three cell shapes.
    'schema-mistakes.ts → calculator.modes.0.outputs.2.rows.0.cells.0: A cell is { text }, { expr, format } or { range: [low, high], format }. [cellShape]',
    'schema-mistakes.ts → calculator.modes.0.outputs.0: Unknown key "captoin": check the spelling. [unknownKeys]',
    'schema-mistakes.ts → examples.0.expect: An expectation is { message } or { outputs, band?, hidden?, labels?, captions? }. [expectShape]',
    'schema-mistakes.ts → icon: Expected string but got number 5. [wrongType]',
    'compile-mistakes.ts → calculator.modes.0.outputs.2.expr: The function "sqrt" is not supported in calculator expressions. [unsupportedFunction]',
    'check-mistakes.ts → calculator.modes.0.outputs.0.expr: The expression names "clicks", which is not a field of this mode or an earlier output. [unknownName]',
    'check-mistakes.ts → calculator.modes.0.bands.steps.2: Steps must be in rising order, but 5 does not come after 10. [stepOrder]',
    // A plan template's steps and links (plans/).
    'plans/plan-mistakes.ts → steps.2.calculator: There is no calculator with the slug "no-such-calculator". [unknownCalculator]',
    'plans/plan-mistakes.ts → links.0: A link runs from an earlier step to a later one, but this one runs from step 1 to step 0. [linkBackwards]',
    'plans/plan-mistakes.ts → links.2: The link joins "costPerWidget" (no measure) to "spend" (no measure); a link joins an output and a field whose measures are of one kind. [linkMeasures]',
    // A misspelled measure names the one meant; a measure of the wrong kind says what the output can show.
    'check-mistakes.ts → calculator.modes.0.fields.2.measure: "adSpnd" is not a measure; did you mean "adSpend"? The measures are listed in engine/measures.ts. [unknownMeasure]',
    'check-mistakes.ts → calculator.modes.0.outputs.1.measure: "clicks" is a count measure, but its format "currency" fits money measures only. [measureKind]',
    // A unit is named, not written into the label.
    'check-mistakes.ts → calculator.modes.0.fields.3.label: The label ends with its unit "($)": write the label without it and give unit: "money", and the page adds the visitor\'s symbol. [unitInLabel]',
    // Money in a result's text is written in the forms the visitor's currency fills; a form's texts name none.
    'check-mistakes.ts → calculator.modes.0.fields.3.helperText: "dollars" is shown as written in every currency: a field\'s label, helper text and placeholder name no money (write "each sale", not "each sales dollar"); the field\'s unit gives the visitor\'s symbol. [moneyInForm]',
    'check-mistakes.ts → calculator.modes.0.bands.steps.0.text: "bucks" is not one of the ways a text writes money: write an amount ("$1.50"), an amount under a dollar ("50 cents") or the unit ("every dollar"), which the visitor\'s currency fills. [moneyWord]',
    // A list or a FAQ answer that names a source must name one of the definition's.
    'check-mistakes.ts → content.article.3.source: There is no source with the id "almanac" in this definition\'s sources. [unknownSource]',
    'check-mistakes.ts → content.faq.0.source: There is no source with the id "almanac" in this definition\'s sources. [unknownSource]',
    'check-mistakes.ts → content.article.1: A benchmark table needs a "source" (the id of one of the definition\'s sources) or "illustrative: true". [tableBacking]',
    'example-mistakes.ts → examples.6 ("other value"): Expected output "costPerWidget" to show "$6.00" but it shows "$5.00". [outputShows]',
    'example-mistakes.ts → content.formula.example: Expected the band "Cheap" but got "Dear". [otherBand]',
    'example-mistakes.ts → key: The key "exampleMistakes" is used by another definition. [duplicateKey]',
    // A JSON definition is read as a .ts one: its syntax errors located, its name its slug.
    'not-json.json → (file): The file is not valid JSON at line 4, column 1: Expected double-quoted property name. [notJson]',
    'misnamed.json → slug: The file is named "misnamed.json" but the slug is "json-widget": a JSON definition is named after its slug, "json-widget.json". [fileNameSlug]',
    // The page writes "calculation = result": a calculation with its own "=" reads as two equations.
    'check-mistakes.ts → content.formula.example.calculation: The calculation contains "=", but the page adds " = result" after it and would read "100 ÷ 8 = 12.5 = $12.50"; keep only the expression that comes to the result. [calculationEquals]',
    'content-mistakes.ts → content.formula.example.calculation: The calculation "$100 ÷ 4" comes to 25, but the result is "$12.50", so the page would show a false equation; make the calculation end on the result\'s quantity. [calculationValue]',
    'content-mistakes.ts → key: No calculator page would link to "contentMistakes": no other calculator lists it in its related, and none that shares its category or a measure has a place left for it; add "contentMistakes" to the related of a calculator it belongs with. [noIncomingLink]',
    // A copied table names both files and paths; case and spacing do not make it new.
    `content-mistakes.ts → content.article.0: The table ${folder}/content-mistakes.ts → content.article.0 repeats ${folder}/check-mistakes.ts → content.article.1: the one row of the smaller table is the same word for word (more than half); keep the table in one definition and link to it from the other. [copiedTable]`,
  ])('reports %s', (line) => {
    expect(lines).toContain(`${folder}/${line}`);
  });
});

describe('check:definitions on the real definitions', () => {
  it('passes', async () => {
    const { problems, definitions } = await checkDefinitionFiles(join(root, 'definitions'), root);
    expect(problems).toEqual([]);
    // One definition for each definition file, whatever their number: a new file is checked with no edit here.
    const files = definitionFiles(join(root, 'definitions'));
    expect(files.length).toBeGreaterThan(0);
    expect(definitions.map((d) => d.slug).sort()).toEqual(files.map((file) => basename(file).replace(/\.(ts|json)$/, '')).sort());
    const { problems: planProblems, plans } = await checkPlanFiles(join(root, 'definitions/plans'), definitions, root);
    expect(planProblems).toEqual([]);
    const planFiles = definitionFiles(join(root, 'definitions/plans'), ['.ts']);
    expect(plans.map((p) => p.slug).sort()).toEqual(planFiles.map((file) => basename(file, '.ts')).sort());
    // Loading every definition through tsx takes seconds on a slow, loaded machine.
  }, 60_000);
});
