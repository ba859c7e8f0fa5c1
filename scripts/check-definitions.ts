/**
 * `npm run check:definitions [folder]`: validates every definition and runs
 * its examples; exits 1 with one line per problem: file, dotted path,
 * sentence and the problem's catalogue name.
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkDefinitionFiles, checkPlanFiles } from './definition-files';
import { problemAt, type CalculatorDefinition } from '../engine';

const dir = resolve(process.argv[2] ?? 'definitions');
const { problems, definitions } = await checkDefinitionFiles(dir);
// Plan templates (plans/) chain the folder's calculators.
const { problems: planProblems, plans } = await checkPlanFiles(join(dir, 'plans'), definitions);
problems.push(...planProblems);
// The folder's registry (index.ts) must list every definition file it holds.
const index = join(dir, 'index.ts');
if (existsSync(index)) {
  const { definitions: registered } = (await import(pathToFileURL(index).href)) as { definitions: readonly CalculatorDefinition[] };
  for (const d of definitions) {
    if (!registered.some((r) => r.key === d.key))
      problems.push({ file: relative(process.cwd(), index), ...problemAt('definitions', 'notRegistered', d.key) });
  }
}
// The catalogue name goes last, in brackets, for an editor to search engine/problems.ts.
for (const p of problems) console.error(`${p.file} → ${p.path}: ${p.problem} [${p.name}]`);
const examples = [...definitions, ...plans].reduce((n, d) => n + d.examples.length, 0);
const checked = `${definitions.length} definitions and ${plans.length} plan templates`;
console.log(
  problems.length === 0
    ? `${checked} checked, ${examples} examples pass.`
    : `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${checked}.`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
