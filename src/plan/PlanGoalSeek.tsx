import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Plan, PlanGoalAddress } from '../../engine/plan';
import { useNumberStyle } from '../number-setting/current';
import { SaidLine } from '../explore/SaidLine';
import { TargetField } from '../explore/TargetField';
import { ChoiceSelect } from './ChoiceSelect';
import { choiceKey, inputChoices, outputChoices, unkey } from './goal-seek-choices';
import { seekGoal } from './seek-goal';

/** The props of {@link PlanGoalSeek}. */
export interface PlanGoalSeekProps {
  plan: Plan;
  nameOf(slug: string): string;
  /** What it opens with: the goal seek in the plan's address (a template's suggested one). */
  initial?: PlanGoalAddress;
  /** Called with what was asked and the input's value found, as typed, for the plan to take. */
  onFound(found: PlanGoalAddress & { text: string }): void;
}

/**
 * “What would it take” across a plan: pick a result of a step, the value
 * wanted in its own unit, and an input of that step or an earlier one (not
 * one a link fills); the engine finds the input's value through every step
 * between (engine/plan/evaluate.ts), and the plan takes it. A target no
 * valid value reaches says so.
 */
export default function PlanGoalSeek({ plan, nameOf, initial, onFound }: PlanGoalSeekProps) {
  const id = useId();
  const style = useNumberStyle();
  const outputs = outputChoices(plan, nameOf, style);
  const [outputKey, setOutputKey] = useState(
    initial ? choiceKey(initial.output.step, initial.output.output) : (outputs.at(-1)?.value ?? ''),
  );
  const chosen = outputs.find((o) => o.value === outputKey) ?? outputs.at(-1);
  const goalStep = chosen ? unkey(chosen.value).step : -1;
  const inputs = inputChoices(plan, goalStep, nameOf, style);
  const [inputKey, setInputKey] = useState(initial ? choiceKey(initial.input.step, initial.input.field) : '');
  const input = inputs.find((i) => i.value === inputKey) ?? inputs[0];
  const [target, setTarget] = useState(initial?.target ?? '');
  const [said, setSaid] = useState<{ ok: boolean; text: string }>();

  const seek = () => {
    if (!chosen || !input) return;
    const sought = seekGoal(plan, chosen.value, input, target, style);
    setSaid(sought.said);
    if (sought.found) onFound(sought.found);
  };

  if (!chosen || inputs.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid="plan-goal-seek"
      sx={{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Typography id={`${id}-title`} variant="h2" component="h2" sx={{ mb: 1 }}>
        What would it take
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Pick a result, the value you want, and an input of that step or an earlier one: the plan finds the input’s value through every step
        between.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ChoiceSelect id={`${id}-output`} label="Result" value={chosen.value} onChange={setOutputKey} options={outputs} />
        <TargetField
          id={`${id}-target`}
          label="Target"
          format={chosen.output.format}
          value={target}
          onChange={setTarget}
          onEnter={seek}
          describedBy={`${id}-said`}
        />
        <ChoiceSelect
          id={`${id}-input`}
          label="By changing"
          value={input!.value}
          onChange={setInputKey}
          options={inputs}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      </Box>
      <SaidLine id={`${id}-said`} said={said} testId="goal-seek-message" />
      <Button variant="contained" sx={{ mt: 1 }} onClick={seek}>
        Find
      </Button>
    </Box>
  );
}
