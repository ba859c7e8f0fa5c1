/**
 * `npm run check:definitions [folder] [--publish]`: validates every
 * definition and runs its examples; exits 1 with one line per problem: file,
 * dotted path, sentence and the problem's catalogue name. What a draft may
 * still lack before it is published (texts still to write, no incoming
 * link: engine/problems.ts `beforePublishing`) is listed too, and fails the
 * command only with `--publish` (as `npm test` holds the site's own).
 */
import { join, resolve } from 'node:path';
import { beforePublishing } from '../engine/problems';
import { checkDefinitionFiles, checkPlanFiles } from './definition-files';

const args = process.argv.slice(2);
const publish = args.includes('--publish');
const dir = resolve(args.find((a) => !a.startsWith('--')) ?? 'definitions');
const { problems: found, definitions } = await checkDefinitionFiles(dir);
// Plan templates (plans/) chain the folder's calculators.
const { problems: planProblems, plans } = await checkPlanFiles(join(dir, 'plans'), definitions);
found.push(...planProblems);
const problems = found.filter((p) => publish || !beforePublishing.has(p.name));
const toWrite = found.filter((p) => !problems.includes(p));
// The catalogue name goes last, in brackets, for an editor to search engine/problems.ts.
for (const p of problems) console.error(`${p.file} → ${p.path}: ${p.problem} [${p.name}]`);
for (const p of toWrite) console.log(`${p.file} → ${p.path}: ${p.problem} [${p.name}]`);
const examples = [...definitions, ...plans].reduce((n, d) => n + d.examples.length, 0);
const checked = `${definitions.length} definitions and ${plans.length} plan templates`;
const before =
  toWrite.length === 0 ? '' : ` ${toWrite.length} thing${toWrite.length === 1 ? '' : 's'} to do before publishing (listed above).`;
console.log(
  problems.length === 0
    ? `${checked} checked, ${examples} examples pass.${before}`
    : `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${checked}.${before}`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
