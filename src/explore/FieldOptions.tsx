import { fieldLabel, type NumberField } from '../../engine/runtime';

/** The `<option>`s of a picker of number fields (Solve for, the chart's Vary), by label. */
export function FieldOptions({ fields }: { fields: readonly NumberField[] }) {
  return fields.map((f) => (
    <option key={f.id} value={f.id}>
      {fieldLabel(f)}
    </option>
  ));
}
