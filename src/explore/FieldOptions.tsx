import { fieldLabel, type NumberField } from '../../engine/runtime';
import { useNumberStyle } from '../number-setting/current';

/** The `<option>`s of a picker of number fields (Solve for, the chart's Vary), by label with its unit in the page's style. */
export function FieldOptions({ fields }: { fields: readonly NumberField[] }) {
  const style = useNumberStyle();
  return fields.map((f) => (
    <option key={f.id} value={f.id}>
      {fieldLabel(f, style)}
    </option>
  ));
}
