import { memo, useEffect, useMemo, useState } from 'react';
import type { CalculatorCore, Mode } from '../../engine/runtime';
import { PlainBox } from '../first-screen/PlainBoxes';
import { PlainCard } from '../first-screen/PlainCard';
import { PlainTabs } from '../first-screen/PlainTabs';
import type { FormValues } from './FieldInput';
import { ModeForm } from './ModeForm';
import { openingPageState } from './page-address';
import { useCalculatorState } from './useCalculatorState';
import { WarmResult } from './WarmResult';

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
  const tabs = useMemo(
    () =>
      modes.map((mode) => ({
        value: mode.id,
        label: mode.label,
        id: `${slug}-tab-${mode.id}`,
        controls: `${slug}-panel-${mode.id}`,
        data: { mode: mode.id },
      })),
    [slug, modes],
  );
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
  const [active, setActive] = useState(modes[0].id);
  const { submit, edited, view } = useCalculatorState(definition);
  const tabbed = modes.length > 1;

  // The mode in the address; each form fills in its own inputs (ModeForm).
  useEffect(() => {
    const opened = openingPageState(definition);
    if (opened) setActive(opened.mode);
  }, [definition]);

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
    <PlainCard titleId={`${definition.slug}-card-title`} title={definition.calculator.title} data-print="plain">
      {tabbed && <ModeTabs slug={definition.slug} modes={modes} active={active} onChange={setActive} />}
      {modes.map((mode) => {
        const { error, invalidField, result } = view(mode.id);
        return (
          <PlainBox
            key={mode.id}
            id={`${definition.slug}-panel-${mode.id}`}
            role={tabbed ? 'tabpanel' : undefined}
            aria-labelledby={tabbed ? `${definition.slug}-tab-${mode.id}` : undefined}
            hidden={mode.id !== active}
          >
            <ModeForm
              definition={definition}
              mode={mode}
              error={error}
              invalidField={invalidField}
              result={result}
              onSubmit={handlers[mode.id]!.submit}
              onEdit={handlers[mode.id]!.edit}
            />
          </PlainBox>
        );
      })}
      <WarmResult />
    </PlainCard>
  );
}
