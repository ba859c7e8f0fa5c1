import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { KeyboardEvent } from 'react';
import { fieldLabel, unitOf, type Format, type FormatStyle } from '../../engine/runtime';
import { useNumberStyle } from '../number-setting/current';

/** What a target box shows after the number, for a format without a unit (engine/money.ts says which have one): a unit is in its label. */
const suffixes = {
  number: undefined,
  count: undefined,
  currency: undefined,
  percent: undefined,
  ratio: ':1',
  points: 'pp',
  duration: 'seconds',
} satisfies Record<FormatStyle, string | undefined>;

/** The props of {@link TargetField}. */
export interface TargetFieldProps {
  id: string;
  label: string;
  /** The format of the output the target is for: its unit shows after the label, as a field's does ("Target CPC (€)"). */
  format: Format;
  value: string;
  onChange(value: string): void;
  /** Enter in the box: what its panel's button does. */
  onEnter(): void;
  placeholder?: string;
  /** The id of the line that says what the target gave. */
  describedBy: string;
}

/** A target typed in an output's own unit (Solve for, a plan's goal seek). Enter calls `onEnter` instead of submitting a form. */
export function TargetField({ id, label: name, format, value, onChange, onEnter, placeholder, describedBy }: TargetFieldProps) {
  const label = fieldLabel({ label: name, unit: unitOf(format) }, useNumberStyle());
  const end = suffixes[format.style];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter();
  };
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={value}
        inputProps={{ inputMode: 'decimal', 'aria-describedby': describedBy }}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        endAdornment={end && <InputAdornment position="end">{end}</InputAdornment>}
      />
    </FormControl>
  );
}
