import { useId, useState, type ReactNode } from 'react';
import { PlainButton } from '../first-screen/PlainButton';
import { ActionsBox, LoadFailedRow } from '../first-screen/PlainBoxes';
import { PlainCard } from '../first-screen/PlainCard';
import { PlainSelectField } from '../first-screen/PlainField';

/** What a new step is: a calculator in a mode and, after the first step, the earlier output that feeds one of its fields. */
export interface NewStep {
  slug: string;
  mode?: string;
  link?: { step: number; output: string; field: string };
}

/** A choice of the card's select, and the step it adds. */
export interface StepChoice {
  value: string;
  label: string;
  step: NewStep;
}

/** The props of {@link AddStepCard}. */
export interface AddStepCardProps {
  /** Whether it starts a plan ("Start a plan") or adds to one ("Add a step"). */
  first: boolean;
  choices: readonly StepChoice[];
  /** Adds the step; rejects when its calculator cannot be loaded. */
  onAdd(step: NewStep): Promise<void>;
  /** The select's id. */
  choiceId: string;
  /** Shown instead of the select when nothing fits. */
  nothingFits?: ReactNode;
}

/**
 * The card under a plan's steps: a select of the steps that can come next
 * and a button that adds the chosen one. Says so if its calculator cannot
 * be loaded.
 */
export function AddStepCard({ first, choices, onAdd, choiceId, nothingFits }: AddStepCardProps) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [state, setState] = useState<'idle' | 'adding' | 'failed'>('idle');
  const choice = choices.find((c) => c.value === chosen) ?? choices[0];
  const add = async () => {
    if (!choice) return;
    setState('adding');
    try {
      await onAdd(choice.step);
      setState('idle');
      setChosen('');
    } catch {
      setState('failed');
    }
  };
  return (
    <PlainCard titleId={`${id}-title`} title={first ? 'Start a plan' : 'Add a step'} data-testid="add-step">
      {choices.length === 0 ? (
        nothingFits
      ) : (
        <>
          <PlainSelectField
            id={choiceId}
            name="step"
            label={first ? 'First calculator' : 'Add a step that uses…'}
            value={choice?.value ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            options={choices}
          />
          <ActionsBox afterError={false}>
            <PlainButton variant="contained" disabled={state === 'adding'} onClick={() => void add()}>
              {first ? 'Start plan' : 'Add step'}
            </PlainButton>
          </ActionsBox>
        </>
      )}
      {state === 'failed' && <LoadFailedRow message="Could not load that calculator. Check your connection, then try again." />}
    </PlainCard>
  );
}
