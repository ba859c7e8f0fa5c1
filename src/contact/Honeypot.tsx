import Box from '@mui/material/Box';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { HONEYPOT_FIELD } from '../../contract/honeypot';
import { visuallyHidden } from '../components/visually-hidden';

/**
 * A field people never see or reach (visually hidden, out of the tab order, hidden
 * from assistive technology) but form-filling bots do; the API drops any
 * submission that fills it.
 */
export function Honeypot<T extends FieldValues>({ control, id }: { control: Control<T>; id: string }) {
  const { field } = useController({ name: HONEYPOT_FIELD as Path<T>, control });
  return (
    <Box aria-hidden="true" sx={visuallyHidden}>
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...field} value={(field.value as string | undefined) ?? ''} />
    </Box>
  );
}
