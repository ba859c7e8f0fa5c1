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
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { categoryCards, skeletonFieldKinds, type Category, type SkeletonFieldKind, type SkeletonRequest } from '../../engine/authoring';

const categories = Object.keys(categoryCards) as Category[];
const kindNames: Record<SkeletonFieldKind, string> = {
  count: 'Count (whole number)',
  money: 'Money',
  percent: 'Percentage',
  decimal: 'Decimal number',
};

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
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<Category>('Cost & Efficiency');
  const [fields, setFields] = useState<{ label: string; kind: SkeletonFieldKind }[]>([
    { label: '', kind: 'money' },
    { label: '', kind: 'count' },
  ]);
  const [tried, setTried] = useState(false);
  const slugProblem = !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)
    ? 'Use lower-case words joined by hyphens, such as cost-per-widget.'
    : taken.has(slug)
      ? `The site already has a calculator at /calculators/${slug}.`
      : '';
  const named = fields.filter((f) => f.label.trim() !== '');
  const problems = {
    slug: slugProblem,
    title: title.trim() === '' ? 'Give the calculator a title.' : '',
    fields: named.length === 0 ? 'Name at least one field.' : '',
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    onCreate({ slug, title: title.trim(), category, fields: named.map((f) => ({ label: f.label.trim(), kind: f.kind })) });
  };
  const setField = (i: number, change: Partial<(typeof fields)[number]>) =>
    setFields((all) => all.map((f, j) => (j === i ? { ...f, ...change } : f)));

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
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={`Field ${i + 1}`}
                value={field.label}
                onChange={(e) => setField(i, { label: e.target.value })}
                placeholder={i === 0 ? 'Spend' : 'Widgets Made'}
                helperText={i === 0 ? 'Divided by field 2, if there is one.' : ' '}
                error={tried && !!problems.fields && i === 0}
                sx={{ flex: 2 }}
              />
              <TextField
                select
                label="Kind"
                value={field.kind}
                onChange={(e) => setField(i, { kind: e.target.value as SkeletonFieldKind })}
                sx={{ flex: 1.4 }}
              >
                {skeletonFieldKinds.map((k) => (
                  <MenuItem key={k} value={k}>
                    {kindNames[k]}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={`Remove field ${i + 1}`}
                onClick={() => setFields((all) => all.filter((_, j) => j !== i))}
                disabled={fields.length === 1}
                sx={{ mt: 1 }}
              >
                ×
              </IconButton>
            </Stack>
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
