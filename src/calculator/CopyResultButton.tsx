import type { CalcSuccess, CalculatorCore, Mode, NumberStyle, RawInputs } from '../../engine/runtime';
import { reportUsage } from '../usage/report';
import { pageAddress } from '../address/write';
import { ClipboardListIcon } from '../first-screen/icons';
import { PlainButton } from '../first-screen/PlainButton';
import { useCopyText } from '../toast/useCopyText';
import { resultSummary } from './result-summary';

/**
 * Copies a short plain-text summary of the result (inputs, outputs, band, the
 * calculation with the visitor's numbers and the link that reopens it) for an email, a chat or a report. Says so in a
 * toast either way.
 */
export function CopyResultButton({
  definition,
  mode,
  result,
  steps,
  style,
}: {
  definition: CalculatorCore;
  mode: Mode;
  result: CalcSuccess & { inputs: RawInputs };
  /** The calculation with the visitor's numbers (engine/worked.ts). */
  steps: readonly string[];
  /** The number style the inputs were typed in. */
  style: NumberStyle;
}) {
  const copyText = useCopyText();
  const copy = () => {
    reportUsage({ type: 'copy', calculator: definition.slug, what: 'result' });
    return copyText(resultSummary(definition, mode, result.inputs, result, pageAddress(), steps, style), {
      copied: { title: 'Result copied', description: 'The inputs, the result, its rating and the link, as plain text.' },
      failed: { title: 'Could not copy the result', description: 'Select the result and copy it yourself.' },
    });
  };
  return (
    <PlainButton variant="outlined" size="small" startIcon={<ClipboardListIcon />} onClick={() => void copy()}>
      Copy result
    </PlainButton>
  );
}
