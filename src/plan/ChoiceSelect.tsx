import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

/** The props of {@link ChoiceSelect}. */
export interface ChoiceSelectProps {
  /** The select's id, which its label names. */
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
  sx?: SxProps<Theme>;
}

/** A native select with its label above, outlined as MUI's text fields are: goal seek's result and input (./PlanGoalSeek.tsx). */
export function ChoiceSelect({ id, label, value, onChange, options, sx }: ChoiceSelectProps) {
  return (
    <FormControl fullWidth sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched id={id} />}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
