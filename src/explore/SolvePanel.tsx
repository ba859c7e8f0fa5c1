import Box from '@mui/material/Box';
import { reportExplore } from '../usage/explore-usage';
import { FieldOptions } from './FieldOptions';
import { SaidLine } from './SaidLine';
import { TargetField } from './TargetField';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { CalculatorCore, ExplorerStates, Mode, RawInputs } from '../../engine/runtime';
import { fieldPhrase, headlineOutput, solvableFields, solveFor } from '../../engine/explore';
import { formatDigits, isClock } from '../../engine/runtime';
import { useNumberStyle } from '../number-setting/current';

/** The props of {@link SolvePanel}. */
export interface SolvePanelProps {
  definition: CalculatorCore;
  mode: Mode;
  /** The form's current input texts, read when Solve is pressed. */
  currentInputs(): RawInputs;
  /** Solve for's slice of the page state when the panel opens (from the address): filled in and solved at once. */
  solve?: ExplorerStates['solve'];
  /** Called with the inputs that reach the target (the solved field filled in) and the Solve for that found them. */
  onSolved(inputs: RawInputs, solve: NonNullable<ExplorerStates['solve']>): void;
}

/**
 * Solve for: pick an input, type the result wanted in the headline output's
 * own unit, and the engine finds that input's value with the others held;
 * the form takes the value and the full result shows below as after
 * Calculate. A target that cannot be reached says why. It sits inside the
 * calculator's form (one form per card), so it is a group, not a form.
 */
export default function SolvePanel({ definition, mode, currentInputs, solve: opened, onSolved }: SolvePanelProps) {
  const [initial] = useState(opened);
  // Counted once per opening, by name (src/usage/report.ts).
  useEffect(() => reportExplore(definition.slug, 'solve'), [definition.slug]);
  const fields = solvableFields(mode);
  const output = headlineOutput(mode);
  const [field, setField] = useState(initial?.field ?? fields.at(-1)?.id ?? '');
  const [target, setTarget] = useState(initial?.target ?? '');
  const [said, setSaid] = useState<{ ok: boolean; text: string }>();
  const id = useId();
  const style = useNumberStyle();

  const solve = (fieldId: string, targetText: string) => {
    const inputs = currentInputs();
    const solved = solveFor(definition, mode.id, inputs, fieldId, targetText, style);
    if (!solved.ok) {
      setSaid({ ok: false, text: solved.message });
      return;
    }
    const solvedField = fields.find((f) => f.id === solved.field)!;
    const headline = solved.result.outputs.find((o) => o.id === output?.id);
    const gives = headline?.kind === 'value' ? `, ${headline.label} is ${headline.text}` : '';
    setSaid({ ok: true, text: `Solved: with ${fieldPhrase(solvedField, solved.value, style)}${gives}.` });
    onSolved(solved.inputs, { field: fieldId, target: targetText });
  };

  // Opened from a shared link: solve what it names, once.
  useEffect(() => {
    if (initial) solve(initial.field, initial.target);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, []);

  if (!output || fields.length === 0) return null;
  const example = formatDigits(isClock(output.format) ? 180 : 2.5, output.format, style);
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-title`}
      data-testid="solve-panel"
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        Solve for an input
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormControl fullWidth>
          <InputLabel htmlFor={`${id}-field`} shrink>
            Solve for
          </InputLabel>
          <NativeSelect
            value={field}
            onChange={(event) => setField(event.target.value)}
            input={<OutlinedInput label="Solve for" notched id={`${id}-field`} />}
          >
            <FieldOptions fields={fields} />
          </NativeSelect>
        </FormControl>
        <TargetField
          id={`${id}-target`}
          label={`Target ${output.label}`}
          format={output.format}
          value={target}
          onChange={setTarget}
          onEnter={() => solve(field, target)}
          placeholder={example ? `e.g. ${example}` : undefined}
          describedBy={`${id}-said`}
        />
      </Box>
      <SaidLine id={`${id}-said`} said={said} testId="solve-message" />
      <Button type="button" variant="outlined" sx={{ mt: 1 }} onClick={() => solve(field, target)}>
        Solve
      </Button>
    </Box>
  );
}
