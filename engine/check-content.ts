/**
 * The content rules the check can enforce: a worked example renders as one
 * true equation, every calculator has an incoming related link, and no table
 * is copied between two definitions.
 */
import type { CalculatorDefinition } from './definition';
import { problemAt, type DefinitionProblem } from './problems';
import { shownNumber, showsValue, writtenValue } from './written-arithmetic';
import { relatedByKey, relatedSourceOf } from './related';

/** A problem of one definition among many: `index` is the definition at fault. */
export type RegistryProblem = DefinitionProblem & { key: string; index: number };

/**
 * The page writes the worked example as "calculation = result", so the
 * calculation must be the expression alone, and, where it is plain
 * arithmetic, come to the result's number.
 */
export function workedExampleProblems(definition: CalculatorDefinition): DefinitionProblem[] {
  const { calculation, result } = definition.content.formula.example;
  const path = 'content.formula.example.calculation';
  if (calculation.includes('=')) return [problemAt(path, 'calculationEquals', calculation, result)];
  const value = writtenValue(calculation);
  const shown = shownNumber(result);
  if (value === undefined || shown === undefined || showsValue(value, shown)) return [];
  return [problemAt(path, 'calculationValue', calculation, value.toLocaleString('en-US', { maximumFractionDigits: 4 }), result)];
}

/** Calculators no other calculator's page would show as related (engine/related.ts): no page links to them. */
export function unreachable(definitions: readonly CalculatorDefinition[]): RegistryProblem[] {
  const linked = new Set(
    [...relatedByKey(definitions.map(relatedSourceOf))].flatMap(([key, list]) => list.filter((other) => other !== key)),
  );
  return definitions.flatMap((d, index) =>
    linked.has(d.key) ? [] : [{ key: d.key, index, ...problemAt('key', 'noIncomingLink', d.key) }],
  );
}

interface Table {
  path: string;
  rows: string[];
}

// Case, spacing, dashes and quotes do not make a copied row a new one.
function normalised(cell: string): string {
  return cell
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every table of a definition (article and result tables), each row as one normalised string. */
function tables(definition: CalculatorDefinition): Table[] {
  const row = (cells: string[]) => cells.map(normalised).join('\u0000');
  const found: Table[] = [];
  definition.content.article.forEach((block, i) => {
    if (block.type === 'table') found.push({ path: `content.article.${i}`, rows: block.rows.map(row) });
  });
  definition.calculator.modes.forEach((mode, m) => {
    mode.outputs.forEach((output, o) => {
      if (output.kind !== 'table') return;
      const cellText = (cell: (typeof output.rows)[number]['cells'][number]) =>
        'text' in cell ? cell.text : 'expr' in cell ? `{${cell.expr}}` : `{${cell.range.join(' – ')}}`;
      found.push({ path: `calculator.modes.${m}.outputs.${o}`, rows: output.rows.map((r) => row([r.label, ...r.cells.map(cellText)])) });
    });
  });
  return found;
}

/**
 * Tables repeated from another definition: more than half the rows of the
 * smaller table (so every row of a one- or two-row table) are, as text, rows
 * of the other. Reported at the later definition; `names` says how the
 * sentence names each definition (its file).
 */
export function copiedTables(definitions: readonly CalculatorDefinition[], names: readonly string[]): RegistryProblem[] {
  const all = definitions.map(tables);
  const problems: RegistryProblem[] = [];
  all.forEach((mine, index) => {
    for (const table of mine) {
      for (let earlier = 0; earlier < index; earlier++) {
        for (const other of all[earlier]!) {
          const [small, large] = table.rows.length <= other.rows.length ? [table, other] : [other, table];
          const inLarge = new Set(large.rows);
          const shared = small.rows.filter((r) => inLarge.has(r)).length;
          if (shared * 2 <= small.rows.length) continue;
          const here = `${names[index]} → ${table.path}`;
          const there = `${names[earlier]} → ${other.path}`;
          problems.push({
            key: definitions[index]!.key,
            index,
            ...problemAt(table.path, 'copiedTable', here, there, shared, small.rows.length),
          });
        }
      }
    }
  });
  return problems;
}
