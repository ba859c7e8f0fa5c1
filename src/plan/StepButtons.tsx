import type { PlanLink } from '../../engine/plan';
import { fieldLabel, type Mode, type NumberStyle } from '../../engine/runtime';
import { ActionsBox } from '../first-screen/PlainBoxes';
import { PlainButton } from '../first-screen/PlainButton';
import { PlainLinkButton } from '../first-screen/PlainLinkButton';
import type { stepIds } from './step-ids';

/** What a step's card does to the plan; each takes the step's index. */
export interface StepActions {
  input(step: number, field: string, text: string): void;
  mode(step: number, mode: string): void;
  unlink(step: number, field: string): void;
  move(step: number, to: number): void;
  remove(step: number): void;
}

/** The props of {@link StepButtons}. */
export interface StepButtonsProps {
  index: number;
  count: number;
  ids: ReturnType<typeof stepIds>;
  mode: Mode;
  links: readonly { link: PlanLink }[];
  actions: StepActions;
  /** The step's name ("Cost Per Acquisition (CPA)"). */
  name: string;
  /** The step's own page, with its inputs. */
  pageHref: string;
  /** Whether the step's inputs fail a rule (the buttons then sit under its message). */
  failed: boolean;
  style: NumberStyle;
}

/** A plan step's buttons (./PlanStepCard.tsx): unlink each linked field, move the step, remove it, open its page. */
export function StepButtons({ index, count, ids, mode, links, actions, name, pageHref, failed, style }: StepButtonsProps) {
  return (
    <ActionsBox afterError={failed}>
      {links.map(({ link }) => {
        const field = mode.fields.find((f) => f.id === link.to.field);
        return (
          <PlainButton key={link.to.field} variant="outlined" size="small" onClick={() => actions.unlink(index, link.to.field)}>
            {`Unlink ${field ? fieldLabel(field, style) : link.to.field}`}
          </PlainButton>
        );
      })}
      <PlainButton id={ids.up} variant="text" size="small" disabled={index === 0} onClick={() => actions.move(index, index - 1)}>
        Move up
      </PlainButton>
      <PlainButton id={ids.down} variant="text" size="small" disabled={index === count - 1} onClick={() => actions.move(index, index + 1)}>
        Move down
      </PlainButton>
      <PlainButton id={ids.remove} variant="text" size="small" onClick={() => actions.remove(index)}>
        Remove step
      </PlainButton>
      {/* Its own page, with these inputs: the article, the benchmarks behind its bands, the chart. */}
      <PlainLinkButton variant="text" size="small" href={pageHref}>
        {`Open ${name}`}
      </PlainLinkButton>
    </ActionsBox>
  );
}
