import Button from '@mui/material/Button';
import { ClipboardList } from 'lucide-react';
import type { CalcResult, CalculatorCore, Mode, RawInputs } from '../../engine';
import { pageAddress } from '../address';
import { useCopyText } from '../toast/useCopyText';
import { resultSummary } from './result-summary';

/**
 * Copies a short plain-text summary of the result (inputs, outputs, band and
 * the link that reopens it) for an email, a chat or a report. Says so in a
 * toast either way.
 */
export function CopyResultButton({
  definition,
  mode,
  result,
}: {
  definition: CalculatorCore;
  mode: Mode;
  result: Extract<CalcResult, { ok: true }> & { inputs: RawInputs };
}) {
  const copyText = useCopyText();
  const copy = () =>
    copyText(resultSummary(definition, mode, result.inputs, result, pageAddress()), {
      copied: { title: 'Result copied', description: 'The inputs, the result, its rating and the link, as plain text.' },
      failed: { title: 'Could not copy the result', description: 'Select the result and copy it yourself.' },
    });
  return (
    <Button variant="outlined" size="small" startIcon={<ClipboardList aria-hidden size={16} />} onClick={() => void copy()}>
      Copy result
    </Button>
  );
}
