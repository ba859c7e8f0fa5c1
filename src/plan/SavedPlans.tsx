import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  deletePlan,
  duplicatePlan,
  readSavedPlans,
  renamePlan,
  savePlan,
  updatePlan,
  type SavedChange,
  type SavedPlan,
} from './saved-plans';
import { currentQuery, readAddress } from '../address/read';
import { writeAddress } from '../address/write';
import { sliceWrite, withSlices } from '../address/slice';
import { savedPlanSlice } from '../address/saved-plan-slice';
import { linkStyle } from './UseResultPanel';

/** The props of {@link SavedPlans}. */
export interface SavedPlansProps {
  /** How many steps the plan on the page has (none: nothing to save). */
  steps: number;
  /** The name offered for it ("Clicks to Conversions → CPA"). */
  suggestedName: string;
}

const savedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One saved plan: its link, when it was saved, and Rename, Duplicate and Delete. */
function SavedRow({ plan, onChange }: { plan: SavedPlan; onChange(change: SavedChange, said: string): void }) {
  const [renaming, setRenaming] = useState<string>();
  const steps = new URLSearchParams(plan.query).getAll('step').length;
  if (renaming !== undefined)
    return (
      <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 1 }}>
        <TextField
          size="small"
          label={`New name for ${plan.name}`}
          value={renaming}
          onChange={(event) => setRenaming(event.target.value)}
          autoFocus
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <Button
          size="small"
          variant="contained"
          onClick={() => {
            const renamed = renamePlan(plan.id, renaming);
            onChange(renamed, `Renamed to “${renaming.trim()}”.`);
            if (renamed.ok) setRenaming(undefined);
          }}
        >
          Save name
        </Button>
        <Button size="small" onClick={() => setRenaming(undefined)}>
          Cancel
        </Button>
      </Box>
    );
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', py: 1 }}>
      <Box>
        <Typography
          component="a"
          href={`/plan${withSlices(plan.query, [sliceWrite(savedPlanSlice, plan.id)], 'after')}`}
          sx={{ ...linkStyle, fontWeight: 600 }}
        >
          {plan.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${steps} ${steps === 1 ? 'step' : 'steps'} · saved ${savedOn.format(new Date(plan.saved))}`}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <Button size="small" aria-label={`Rename ${plan.name}`} onClick={() => setRenaming(plan.name)}>
          Rename
        </Button>
        <Button
          size="small"
          aria-label={`Duplicate ${plan.name}`}
          onClick={() => onChange(duplicatePlan(plan.id), `Saved a copy of “${plan.name}”.`)}
        >
          Duplicate
        </Button>
        <Button
          size="small"
          color="error"
          aria-label={`Delete ${plan.name}`}
          onClick={() => onChange(deletePlan(plan.id), `Deleted “${plan.name}”.`)}
        >
          Delete
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Plans saved in this browser, by name: the plan on the page saved under a
 * name, and each saved plan as a link that opens it, with Rename,
 * Duplicate and Delete. A plan opened from here keeps its name, "Save"
 * stores over it and "Save as new" keeps both (issue 52, item 3: saving
 * again made a duplicate under the default name). Nothing leaves the
 * browser (./saved-plans.ts).
 */
export default function SavedPlans({ steps, suggestedName }: SavedPlansProps) {
  const id = useId();
  const [plans, setPlans] = useState(readSavedPlans);
  // The saved plan this page was opened from (its link names it), while this browser still holds it.
  const [openId, setOpenId] = useState(() => readAddress(savedPlanSlice));
  const open = plans.find((plan) => plan.id === openId);
  const [name, setName] = useState<string>();
  const [said, setSaid] = useState<{ ok: boolean; text: string }>();
  const change = (result: SavedChange, text: string) => {
    if (result.ok) setPlans(result.plans);
    setSaid(result.ok ? { ok: true, text } : { ok: false, text: result.message });
  };
  const shownName = name ?? open?.name ?? suggestedName;
  /** Stores the plan on the page (over `over`, or as a new one); the page's address then names what it is saved as. */
  const save = (over: SavedPlan | undefined) => {
    const query = withSlices(currentQuery(), [sliceWrite(savedPlanSlice, undefined)]);
    const result = over ? updatePlan(over.id, shownName, query) : savePlan(shownName, query);
    change(result, `Saved “${shownName.trim()}”.`);
    if (result.ok && result.id) {
      setOpenId(result.id);
      writeAddress([sliceWrite(savedPlanSlice, result.id)], 'after');
    }
  };
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Typography id={`${id}-title`} variant="h2" component="h2" sx={{ mb: 1 }}>
        Saved plans
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Plans are saved in this browser only: nothing you type leaves it.
      </Typography>
      {steps > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
          <TextField
            size="small"
            label="Plan name"
            value={shownName}
            onChange={(event) => setName(event.target.value)}
            sx={{ flex: '1 1 16rem' }}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <Button variant="contained" onClick={() => save(open)}>
            {open ? 'Save' : 'Save plan'}
          </Button>
          {open && (
            <Button variant="outlined" onClick={() => save(undefined)}>
              Save as new
            </Button>
          )}
        </Box>
      )}
      <Typography
        role={said?.ok === false ? 'alert' : 'status'}
        color={said?.ok === false ? 'error' : 'text.primary'}
        sx={{ mb: said ? 1 : 0 }}
      >
        {said?.text}
      </Typography>
      {plans.length === 0 ? (
        <Typography>No saved plans yet. A plan you save appears here, in this browser.</Typography>
      ) : (
        <Box component="ul" aria-labelledby={`${id}-title`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {plans.map((plan) => (
            <SavedRow key={plan.id} plan={plan} onChange={change} />
          ))}
        </Box>
      )}
    </Box>
  );
}
