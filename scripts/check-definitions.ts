/**
 * `npm run check:definitions [folder]`: validates every definition and runs
 * its examples; exits 1 with one line per problem.
 */
import { resolve } from 'node:path';
import { checkDefinitionFiles } from './definition-files';
import { definitions as registered } from '../definitions';

const dir = resolve(process.argv[2] ?? 'definitions');
const { problems, definitions } = await checkDefinitionFiles(dir);
if (dir === resolve('definitions')) {
  for (const d of definitions) {
    if (!registered.some((r) => r.key === d.key)) {
      problems.push({ file: `definitions`, path: 'index.ts', problem: `The definition "${d.key}" is not in the registry; add it to definitions/index.ts.` });
    }
  }
}
for (const p of problems) console.error(`${p.file} → ${p.path}: ${p.problem}`);
const examples = definitions.reduce((n, d) => n + d.examples.length, 0);
console.log(problems.length === 0
  ? `${definitions.length} definitions checked, ${examples} examples pass.`
  : `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${definitions.length} definitions.`);
process.exitCode = problems.length === 0 ? 0 : 1;
