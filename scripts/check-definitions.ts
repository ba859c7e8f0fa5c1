/**
 * `npm run check:definitions [folder]`: validates every definition and runs
 * its examples; exits 1 with one line per problem: file, dotted path,
 * sentence and the problem's catalogue name.
 */
import { join, resolve } from 'node:path';
import { checkDefinitionFiles, checkPlanFiles } from './definition-files';

const dir = resolve(process.argv[2] ?? 'definitions');
const { problems, definitions } = await checkDefinitionFiles(dir);
// Plan templates (plans/) chain the folder's calculators.
const { problems: planProblems, plans } = await checkPlanFiles(join(dir, 'plans'), definitions);
problems.push(...planProblems);
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
