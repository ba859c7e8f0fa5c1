/**
 * Short keys for a card's expressions, for the build
 * (scripts/definitions-plugin.ts): an output or table cell names its
 * expression by text, and that text was written twice in every calculator's
 * file (in the card, and as the key of its compiled function). The build
 * names each by a short key instead ("0", "1", … within a mode), in both.
 */
import type { CalculatorCore } from './definition';

/**
 * Renames, in place, every expression `card` names to its short key, and
 * returns the naming for {@link definitionCode}'s `keyOf` (by mode index).
 */
export function shortenExpressions(card: CalculatorCore): (mode: number, source: string) => string {
  const keys = card.calculator.modes.map(() => new Map<string, string>());
  card.calculator.modes.forEach((mode, m) => {
    const key = (source: string) => {
      const named = keys[m]!;
      if (!named.has(source)) named.set(source, named.size.toString(36));
      return named.get(source)!;
    };
    for (const output of mode.outputs) {
      if (output.kind === 'value') output.expr = key(output.expr);
      if (output.kind === 'table')
        for (const row of output.rows)
          for (const cell of row.cells) {
            if ('expr' in cell) cell.expr = key(cell.expr);
            if ('range' in cell) cell.range = cell.range.map(key) as typeof cell.range;
          }
    }
  });
  return (mode, source) => keys[mode]!.get(source) ?? source;
}
