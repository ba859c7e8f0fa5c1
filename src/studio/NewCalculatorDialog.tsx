/**
 * "New calculator": the questions `npm run new:calculator` asks (slug,
 * title, category, fields), answered in a form; the studio then starts from
 * the draft engine/skeleton.ts writes.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { categoryCards, type Category, type SkeletonRequest } from '../../engine/authoring';
import { FieldAnswerRow } from './FieldAnswerRow';
import { useNewCalculatorForm } from './useNewCalculatorForm';

const categories = Object.keys(categoryCards) as Category[];

/** The form; `onCreate` gets the answers (without the date), `taken` the slugs the site has. */
export function NewCalculatorDialog({
  open,
  taken,
  onClose,
  onCreate,
}: {
  open: boolean;
  taken: ReadonlySet<string>;
  onClose: () => void;
  onCreate: (request: Omit<SkeletonRequest, 'today'>) => void;
}) {
  const { slug, setSlug, title, setTitle, category, setCategory, fields, setFields, setField, tried, problems, submit } =
    useNewCalculatorForm(taken, onCreate);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle>New calculator</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="Cost per Widget Calculator"
            error={tried && !!problems.title}
            helperText={(tried && problems.title) || ' '}
            autoFocus
          />
          <TextField
            label="Slug"
            value={slug}
            onChange={(e) => setSlug(e.target.value.trim())}
            placeholder="cost-per-widget"
            error={tried && !!problems.slug}
            helperText={(tried && problems.slug) || `The page's address: /calculators/${slug || '<slug>'}`}
          />
          <TextField select label="Category" value={category} onChange={(e) => setCategory(e.target.value as Category)}>
            {categories.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          {fields.map((field, i) => (
            <FieldAnswerRow
              key={i}
              i={i}
              field={field}
              error={tried && !!problems.fields && i === 0}
              alone={fields.length === 1}
              onChange={(change) => setField(i, change)}
              onRemove={() => setFields((all) => all.filter((_, j) => j !== i))}
            />
          ))}
          {tried && problems.fields ? <span role="alert">{problems.fields}</span> : null}
          <Button
            onClick={() => setFields((all) => [...all, { label: '', kind: 'decimal' }])}
            disabled={fields.length >= 6}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add a field
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Start writing
        </Button>
      </DialogActions>
    </Dialog>
  );
}
