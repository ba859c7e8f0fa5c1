/**
 * Loads and checks definition files one by one, so that a broken file is
 * reported with its own name and the dotted path of each problem.
 */
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { definitionFiles, jsonFileSlug, loadDefinitionFile } from '../engine/definition-folder';
import { placeholderProblems } from '../engine/placeholders';
import {
  checkDefinition,
  checkPlan,
  checkRegistry,
  DefinitionError,
  problemAt,
  type CalculatorDefinition,
  type DefinitionProblem,
  type PlanTemplate,
} from '../engine';

/** One located problem: file, dotted path inside the definition, catalogue name, one sentence. */
export interface FileProblem extends DefinitionProblem {
  file: string;
}

/**
 * Checks every definition file in `dir` (`.ts` and `.json`): the schema (at
 * import, through defineCalculator), a JSON file named after its slug, names and expressions, scales, examples, and across
 * files unique keys and slugs, related keys that exist, an incoming related
 * link for every calculator, no table copied between two files and no text
 * still to write (a draft's placeholders).
 */
export async function checkDefinitionFiles(
  dir: string,
  root = process.cwd(),
): Promise<{ problems: FileProblem[]; definitions: CalculatorDefinition[] }> {
  const problems: FileProblem[] = [];
  const definitions: CalculatorDefinition[] = [];
  const files: string[] = [];
  for (const path of definitionFiles(dir)) {
    const file = relative(root, path);
    try {
      const definition = await loadDefinitionFile(path);
      if (!definition) {
        problems.push({ file, ...problemAt('(file)', 'noDefaultExport') });
        continue;
      }
      definitions.push(definition);
      files.push(file);
      const named = jsonFileSlug(path);
      if (named !== undefined && named !== definition.slug)
        problems.push({ file, ...problemAt('slug', 'fileNameSlug', named, definition.slug) });
      for (const p of [...checkDefinition(definition), ...placeholderProblems(definition)]) problems.push({ file, ...p });
    } catch (error) {
      if (error instanceof DefinitionError) error.problems.forEach((p) => problems.push({ file, ...p }));
      else problems.push({ file, ...problemAt('(file)', 'notLoaded', (error as Error).message) });
    }
  }
  for (const { key: _key, index, ...p } of checkRegistry(definitions, files)) problems.push({ file: files[index]!, ...p });
  return { problems, definitions };
}

/**
 * Checks every plan template in `dir` (a definitions folder's plans/, if it
 * has one) against `calculators`: its shape (at import, through definePlan),
 * its steps and links, and its worked examples; slugs are unique.
 */
export async function checkPlanFiles(
  dir: string,
  calculators: readonly CalculatorDefinition[],
  root = process.cwd(),
): Promise<{ problems: FileProblem[]; plans: PlanTemplate[] }> {
  const problems: FileProblem[] = [];
  const plans: PlanTemplate[] = [];
  if (!existsSync(dir)) return { problems, plans };
  for (const path of definitionFiles(dir, ['.ts'])) {
    const file = relative(root, path);
    try {
      const plan = ((await import(pathToFileURL(path).href)) as { default?: PlanTemplate }).default;
      if (!plan) {
        problems.push({ file, ...problemAt('(file)', 'noDefaultExport') });
        continue;
      }
      if (plans.some((p) => p.slug === plan.slug || p.key === plan.key))
        problems.push({ file, ...problemAt('key', 'duplicateKey', plan.key) });
      plans.push(plan);
      for (const p of checkPlan(plan, calculators)) problems.push({ file, ...p });
    } catch (error) {
      if (error instanceof DefinitionError) error.problems.forEach((p) => problems.push({ file, ...p }));
      else problems.push({ file, ...problemAt('(file)', 'notLoaded', (error as Error).message) });
    }
  }
  return { problems, plans };
}
