/** One field in "New calculator": its label, its kind, and a button that removes it. */
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { skeletonFieldKinds, type SkeletonFieldKind } from '../../engine/authoring';
import type { FieldAnswer } from './new-calculator-answers';

const kindNames: Record<SkeletonFieldKind, string> = {
  count: 'Count (whole number)',
  money: 'Money',
  percent: 'Percentage',
  decimal: 'Decimal number',
};

/** Field `i` (from 0); `error` marks its label, and it cannot be removed while it is `alone`. */
export function FieldAnswerRow({
  i,
  field,
  error,
  alone,
  onChange,
  onRemove,
}: {
  i: number;
  field: FieldAnswer;
  error: boolean;
  alone: boolean;
  onChange: (change: Partial<FieldAnswer>) => void;
  onRemove: () => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={`Field ${i + 1}`}
        value={field.label}
        onChange={(e) => onChange({ label: e.target.value })}
        placeholder={i === 0 ? 'Spend' : 'Widgets Made'}
        helperText={i === 0 ? 'Divided by field 2, if there is one.' : ' '}
        error={error}
        sx={{ flex: 2 }}
      />
      <TextField
        select
        label="Kind"
        value={field.kind}
        onChange={(e) => onChange({ kind: e.target.value as SkeletonFieldKind })}
        sx={{ flex: 1.4 }}
      >
        {skeletonFieldKinds.map((k) => (
          <MenuItem key={k} value={k}>
            {kindNames[k]}
          </MenuItem>
        ))}
      </TextField>
      <IconButton aria-label={`Remove field ${i + 1}`} onClick={onRemove} disabled={alone} sx={{ mt: 1 }}>
        ×
      </IconButton>
    </Stack>
  );
}
