import type { Format } from '../../engine/runtime';

/** What a target box (Solve for, a plan's goal seek) shows beside the number, by the output's format. */
export function adornments(format: Format): { start?: string; end?: string } {
  if (format.style === 'currency') return { start: '$' };
  if (format.style === 'percent') return { end: '%' };
  if (format.style === 'ratio') return { end: ':1' };
  if (format.style === 'points') return { end: 'pp' };
  if (format.style === 'duration') return { end: 'seconds' };
  return {};
}
