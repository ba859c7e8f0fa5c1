import { memo, useEffect, useMemo, useState } from 'react';
import type { CalculatorCore, Mode } from '../../engine/runtime';
import { LoadBoundary } from '../components/LoadBoundary';
import { PlainBox } from '../first-screen/PlainBoxes';
import { PlainCard } from '../first-screen/PlainCard';
import { PlainTabs } from '../first-screen/PlainTabs';
import { shownTab, type PlainTab } from '../first-screen/TabList';
import type { FormValues } from '../card-parts/FieldInput';
import { LazyPlanBar } from './lazy-tools';
import { ModeForm } from './ModeForm';
import { openedFromPlan, openingPageState } from './page-address';
import { useCalculatorState } from './useCalculatorState';
import { WarmResult } from './WarmResult';

/** The id of a mode's tab. */
const tabId = (slug: string, mode: string) => `${slug}-tab-${mode}`;

/** A calculator's mode tabs. */
const modeTabs = (slug: string, modes: readonly Mode[]): PlainTab[] =>
  modes.map((mode) => ({
    value: mode.id,
    label: mode.label,
    id: tabId(slug, mode.id),
    controls: `${slug}-panel-${mode.id}`,
    data: { mode: mode.id },
  }));

/** The mode tabs; memoised so a calculation does not re-render them. */
const ModeTabs = memo(function ModeTabs({
  slug,
  modes,
  active,
  onChange,
}: {
  slug: string;
  modes: readonly Mode[];
  active: string;
  onChange(mode: string): void;
}) {
  const tabs = useMemo(() => modeTabs(slug, modes), [slug, modes]);
  return <PlainTabs tabs={tabs} value={active} onChange={onChange} />;
});

/**
 * The calculator card, generic over every definition: title, tabs when the
 * definition has several modes, and one form per mode. Every mode's form
 * stays mounted so switching tabs keeps what the visitor typed; a
 * calculation re-renders only its own mode's form.
 */
export function CalculatorCard({ definition }: { definition: CalculatorCore }) {
  const { modes } = definition.calculator;
  // Hydrated with the mode the page shows (the address's, which the first paint selected, or one pressed before the
  // app was hydrated), so a press as the app hydrates is read against what the visitor sees.
  // Undefined for a calculator with one mode (it has no tabs).
  const [shownMode] = useState(() => shownTab(modeTabs(definition.slug, modes)));
  const [active, setActive] = useState(shownMode ?? modes[0].id);
  // Opened from "Use this result in…": the plan's steps so far show above the card.
  const [inPlan, setInPlan] = useState(false);
  const { submit, edited, view } = useCalculatorState(definition);
  const tabbed = modes.length > 1;

  // The mode in the address, where nothing showed it before the app (the page rendered in the browser: the dev
  // server); each form fills in its own inputs (ModeForm).
  useEffect(() => {
    const opened = openingPageState(definition);
    if (opened && shownMode === undefined) setActive(opened.mode);
    setInPlan(openedFromPlan());
  }, [definition, shownMode]);

  const handlers = useMemo(
    () =>
      Object.fromEntries(
        modes.map((mode) => [
          mode.id,
          {
            submit: (values: FormValues) => submit(mode.id, values),
            edit: () => edited(mode.id),
          },
        ]),
      ),
    [modes, submit, edited],
  );

  return (
    <>
      {inPlan && (
        <LoadBoundary what="the plan">
          <LazyPlanBar slug={definition.slug} />
        </LoadBoundary>
      )}
      <PlainCard titleId={`${definition.slug}-card-title`} title={definition.calculator.title} data-print="plain">
        {tabbed && <ModeTabs slug={definition.slug} modes={modes} active={active} onChange={setActive} />}
        {modes.map((mode) => {
          const { error, invalidField, result, calculated } = view(mode.id);
          return (
            <PlainBox
              key={mode.id}
              id={`${definition.slug}-panel-${mode.id}`}
              role={tabbed ? 'tabpanel' : undefined}
              aria-labelledby={tabbed ? tabId(definition.slug, mode.id) : undefined}
              hidden={mode.id !== active}
            >
              <ModeForm
                definition={definition}
                mode={mode}
                error={error}
                invalidField={invalidField}
                result={result}
                calculated={calculated}
                onSubmit={handlers[mode.id]!.submit}
                onEdit={handlers[mode.id]!.edit}
              />
            </PlainBox>
          );
        })}
        <WarmResult />
      </PlainCard>
    </>
  );
}
