/** Where a mode's expressions are: value outputs and table cells. */
import type { Mode } from './definition';

/** Every expression source a mode holds, in output order. */
export function expressionSources(mode: Mode): string[] {
  const sources: string[] = [];
  for (const output of mode.outputs) {
    if (output.kind === 'value') sources.push(output.expr);
    if (output.kind === 'table') {
      for (const row of output.rows) {
        for (const cell of row.cells) {
          if ('expr' in cell) sources.push(cell.expr);
          if ('range' in cell) sources.push(...cell.range);
        }
      }
    }
  }
  return sources;
}
