import Box from '@mui/material/Box';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * A field people never see or reach (off screen, out of the tab order, hidden
 * from assistive technology) but form-filling bots do; the API drops any
 * submission that fills it.
 */
export function Honeypot<T extends FieldValues>({ control, id }: { control: Control<T>; id: string }) {
  const { field } = useController({ name: 'website' as Path<T>, control });
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...field} value={(field.value as string | undefined) ?? ''} />
    </Box>
  );
}
