/**
 * The report's findings as markers in the editor: problems and failing
 * examples as errors, texts still to write as warnings.
 */
import type { DraftReport } from './check-draft';
import type { Marker } from './DefinitionEditor';

/** The markers for `report`: its problems, then what is still to write, then the examples that fail. */
export function draftMarkers(report: DraftReport): Marker[] {
  return [
    ...report.problems.map((p) => ({ span: p.span, severity: 'error' as const, message: `${p.problem} [${p.name}]` })),
    ...report.toWrite.map((p) => ({ span: p.span, severity: 'warning' as const, message: `${p.problem} [${p.name}]` })),
    ...report.examples
      .filter((run) => !run.passed)
      .map((run) => ({
        span: run.span,
        severity: 'error' as const,
        message: `Example “${run.name}” fails: ${run.mismatches.join(' ')}`,
      })),
  ];
}
