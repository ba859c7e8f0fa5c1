import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { localLabel } from './local-label';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { seekAcrossPlan, type Plan, type PlanGoalAddress } from '../../engine/plan';
import { fieldLabel, findMode } from '../../engine/runtime';
import { useNumberStyle } from '../number-setting/current';
import { SaidLine } from '../explore/SaidLine';
import { TargetField } from '../explore/TargetField';

/** The props of {@link PlanGoalSeek}. */
export interface PlanGoalSeekProps {
  plan: Plan;
  nameOf(slug: string): string;
  /** What it opens with: the goal seek in the plan's address (a template's suggested one). */
  initial?: PlanGoalAddress;
  /** Called with what was asked and the input's value found, as typed, for the plan to take. */
  onFound(found: PlanGoalAddress & { text: string }): void;
}

const key = (step: number, id: string) => `${step}.${id}`;
const unkey = (value: string) => {
  const dot = value.indexOf('.');
  return { step: Number(value.slice(0, dot)), id: value.slice(dot + 1) };
};

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
  const outputs = plan.steps.flatMap((step, s) =>
    findMode(step.definition, step.mode).outputs.flatMap((output) =>
      output.kind === 'value'
        ? [
            {
              value: key(s, output.id),
              label: `Step ${s + 1} (${nameOf(step.definition.slug)}): ${localLabel(findMode(step.definition, step.mode), output.label, style)}`,
              output,
            },
          ]
        : [],
    ),
  );
  const [outputKey, setOutputKey] = useState(initial ? key(initial.output.step, initial.output.output) : (outputs.at(-1)?.value ?? ''));
  const chosen = outputs.find((o) => o.value === outputKey) ?? outputs.at(-1);
  const goalStep = chosen ? unkey(chosen.value).step : -1;
  const inputs = plan.steps.flatMap((step, s) =>
    s > goalStep
      ? []
      : findMode(step.definition, step.mode).fields.flatMap((field) =>
          field.kind === 'number' && !plan.links.some((l) => l.to.step === s && l.to.field === field.id)
            ? [{ value: key(s, field.id), label: `Step ${s + 1} (${nameOf(step.definition.slug)}): ${fieldLabel(field, style)}`, field }]
            : [],
        ),
  );
  const [inputKey, setInputKey] = useState(initial ? key(initial.input.step, initial.input.field) : '');
  const input = inputs.find((i) => i.value === inputKey) ?? inputs[0];
  const [target, setTarget] = useState(initial?.target ?? '');
  const [said, setSaid] = useState<{ ok: boolean; text: string }>();

  const seek = () => {
    if (!chosen || !input) return;
    const goal = { ...unkey(chosen.value), target };
    const at = unkey(input.value);
    const found = seekAcrossPlan(plan, { step: at.step, field: at.id }, { step: goal.step, output: goal.id, target }, style);
    if (!found.ok) return setSaid({ ok: false, text: found.message });
    const reached = found.outcomes[goal.step];
    const shown = reached?.status === 'done' ? reached.result.outputs.find((o) => o.id === goal.id) : undefined;
    const sought = plan.steps[goal.step]!;
    const label = shown?.kind === 'value' ? localLabel(findMode(sought.definition, sought.mode), shown.label, style) : '';
    const gives = shown?.kind === 'value' ? ` gives ${label} of ${shown.text}` : '';
    setSaid({
      ok: true,
      text: `Found: ${fieldLabel(input.field, style)} ${found.text} in step ${at.step + 1}${gives}. The plan now uses it.`,
    });
    onFound({ input: { step: at.step, field: at.id }, output: { step: goal.step, output: goal.id }, target, text: found.text });
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
        <FormControl fullWidth>
          <InputLabel htmlFor={`${id}-output`} shrink>
            Result
          </InputLabel>
          <NativeSelect
            value={chosen.value}
            onChange={(event) => setOutputKey(event.target.value)}
            input={<OutlinedInput label="Result" notched id={`${id}-output`} />}
          >
            {outputs.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <TargetField
          id={`${id}-target`}
          label="Target"
          format={chosen.output.format}
          value={target}
          onChange={setTarget}
          onEnter={seek}
          describedBy={`${id}-said`}
        />
        <FormControl fullWidth sx={{ gridColumn: { sm: '1 / -1' } }}>
          <InputLabel htmlFor={`${id}-input`} shrink>
            By changing
          </InputLabel>
          <NativeSelect
            value={input!.value}
            onChange={(event) => setInputKey(event.target.value)}
            input={<OutlinedInput label="By changing" notched id={`${id}-input`} />}
          >
            {inputs.map((i) => (
              <option key={i.value} value={i.value}>
                {i.label}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
      </Box>
      <SaidLine id={`${id}-said`} said={said} testId="goal-seek-message" />
      <Button variant="contained" sx={{ mt: 1 }} onClick={seek}>
        Find
      </Button>
    </Box>
  );
}
