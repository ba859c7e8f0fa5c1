/**
 * An explorer's opening, counted (./report.ts) under its name in the usage
 * contract (contract/usage-names.ts). Those names are the counts' own, kept
 * by the server, so they need not match the address's (Solve for is
 * `solve` there, `solve-for` here).
 */
import type { explorers } from '../../contract/usage-names';
import type { ExplorerName } from '../../engine/runtime';
import { reportUsage } from './report';

/** The name each explorer's opening is counted under. */
export const explorerUsage = {
  solve: 'solve-for',
  compare: 'compare',
  chart: 'chart',
} as const satisfies Record<ExplorerName, (typeof explorers)[number]>;

/** Counts the opening of the explorer `name` on the calculator `calculator` (its slug). */
export function reportExplore(calculator: string, name: ExplorerName): void {
  reportUsage({ type: 'explore', calculator, explorer: explorerUsage[name] });
}
