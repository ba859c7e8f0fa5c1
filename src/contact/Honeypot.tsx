import { HiddenBox } from '../first-screen/PlainFormBoxes';
import type { BoundField } from './use-text-form';

/**
 * A field people never see or reach (visually hidden, out of the tab order, hidden
 * from assistive technology) but form-filling bots do; the API drops any
 * submission that fills it.
 */
export function Honeypot({ id, field }: { id: string; field: BoundField }) {
  return (
    <HiddenBox>
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" name={field.name} value={field.value} onChange={field.onChange} />
    </HiddenBox>
  );
}
