/**
 * Prints a plain-text table, each column as wide as its widest cell: the
 * first `leftColumns` columns (names) left-aligned, the rest (figures) right-aligned.
 */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[], leftColumns = 1): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i < leftColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
