import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { KeyboardEvent } from 'react';
import { unitOf, unitSide, unitSymbol, type Format, type FormatStyle, type NumberStyle } from '../../engine/runtime';
import { useNumberStyle } from '../number-setting/current';

/** What a target box shows after the number, for a format without a unit (engine/money.ts says which have one). */
const suffixes = {
  number: undefined,
  count: undefined,
  currency: undefined,
  percent: undefined,
  ratio: ':1',
  points: 'pp',
  duration: 'seconds',
} satisfies Record<FormatStyle, string | undefined>;

/**
 * What a target box shows beside the number, by the output's format: its unit's symbol on the side `style`'s locale
 * writes it, as a field in that unit shows it ("$" before, "€" after in de-DE), else the format's suffix.
 */
function adornments(format: Format, style: NumberStyle): { start?: string; end?: string } {
  const unit = unitOf(format);
  if (unit) return { [unitSide(unit, style)]: unitSymbol(unit, style) };
  const suffix = suffixes[format.style];
  return suffix === undefined ? {} : { end: suffix };
}

/** The props of {@link TargetField}. */
export interface TargetFieldProps {
  id: string;
  label: string;
  /** The format of the output the target is for: its unit shows beside the number. */
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
export function TargetField({ id, label, format, value, onChange, onEnter, placeholder, describedBy }: TargetFieldProps) {
  const { start, end } = adornments(format, useNumberStyle());
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
        startAdornment={start && <InputAdornment position="start">{start}</InputAdornment>}
        endAdornment={end && <InputAdornment position="end">{end}</InputAdornment>}
      />
    </FormControl>
  );
}
