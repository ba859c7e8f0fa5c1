import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useState, type FormEvent } from 'react';
import type { CalcResult, CalculatorDefinition, Mode, RawInputs } from '../../engine';
import { stateFromQuery } from '../../engine/runtime';
import { LoadBoundary } from '../components/LoadBoundary';
import { LazyComparePanel, LazyResultExplore, LazySensitivityChart, LazySolvePanel } from '../explore/lazy';
import { CopyLinkButton } from './CopyLinkButton';
import { CopyResultButton } from './CopyResultButton';
import { FieldInput } from './FieldInput';
import { useFormValues, type FormValues } from './use-form-values';
import { ResultPanel } from './ResultPanel';

type Success = Extract<CalcResult, { ok: true }> & { inputs: RawInputs };

interface ModeFormProps {
  definition: CalculatorDefinition;
  mode: Mode;
  error?: string;
  /** The field the error concerns, marked invalid. */
  invalidField?: string;
  result?: Success;
  /** Calculate with these inputs; `query` is the address to show for them when an explorer made them (a Solve for). */
  onSubmit(values: FormValues, query?: string): void;
  onEdit(): void;
}

function initialValues(mode: Mode): FormValues {
  return Object.fromEntries(mode.fields.map((f) => [f.id, f.kind === 'select' ? f.default : '']));
}

/**
 * One mode's form: its fields, the red error line above the button, the
 * button and the result. Calculate runs the engine at once, on the press
 * (validation included), so the result is painted in the frame after it.
 * Inputs in the address (see engine/query.ts) are filled in and calculated
 * when the form mounts. Memoised, and its fields too: a calculation re-renders
 * the result, not the inputs.
 */
export const ModeForm = memo(function ModeForm({ definition, mode, error, invalidField, result, onSubmit, onEdit }: ModeFormProps) {
  const { values, setValue, getValues, reset } = useFormValues(() => initialValues(mode));
  // Which explorers are open, and whether they opened from the address (then they read their state from it).
  const [solve, setSolve] = useState<{ fromAddress: boolean }>();
  const [compare, setCompare] = useState<{ fromAddress: boolean }>();
  const [chart, setChart] = useState(false);

  // The pre-rendered page is the same for every address, so its state is applied after hydration, once.
  useEffect(() => {
    const search = window.location.search;
    const fromUrl = stateFromQuery(definition, search);
    if (fromUrl?.mode !== mode.id) return;
    reset(fromUrl.values);
    // The explorers' own parameters (engine/explore/query.ts) are read by the explorers, which load on demand;
    // a Solve for writes the address again when it has solved.
    if (/[?&]solve=/.test(search)) setSolve({ fromAddress: true });
    if (/[?&]b\./.test(search)) setCompare({ fromAddress: true });
    if (fromUrl.calculate) onSubmit(fromUrl.values, search);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: the address is read when the page opens, not when props change
  }, []);

  const solved = useCallback(
    (inputs: RawInputs, query: string) => {
      reset(inputs as FormValues);
      onSubmit(inputs as FormValues, query);
    },
    [onSubmit, reset],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(getValues());
  };
  const prefix = `${definition.slug}-${mode.id}`;
  const errorId = `${prefix}-error`;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-describedby={error ? errorId : undefined} data-mode={mode.id}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: mode.fields.length > 1 ? '1fr 1fr' : '1fr' } }}>
        {mode.fields.map((field) => (
          <FieldInput
            key={field.id}
            field={field}
            value={values[field.id] ?? ''}
            onChange={setValue}
            inputId={`${prefix}-${field.id}`}
            errorId={errorId}
            invalid={Boolean(error) && invalidField === field.id}
            onEdit={onEdit}
          />
        ))}
      </Box>
      <Typography
        id={errorId}
        role="alert"
        color="error"
        sx={{ mt: 2, minHeight: error ? undefined : 0, fontWeight: 500 }}
        data-testid="error"
      >
        {error ?? ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: error ? 1 : 2 }} data-print="hide">
        <Button type="submit" variant="contained" size="large">
          {definition.calculator.buttonLabel}
        </Button>
        <Button
          type="button"
          variant="text"
          aria-expanded={Boolean(solve)}
          onClick={() => setSolve(solve ? undefined : { fromAddress: false })}
        >
          Solve for
        </Button>
      </Box>
      {solve && (
        <LoadBoundary what="Solve for">
          <LazySolvePanel definition={definition} mode={mode} currentInputs={getValues} fromAddress={solve.fromAddress} onSolved={solved} />
        </LoadBoundary>
      )}
      {result && (
        <ResultPanel
          result={result}
          headingId={`${prefix}-result`}
          actions={
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-print="hide">
              <Button
                type="button"
                variant="outlined"
                size="small"
                aria-pressed={Boolean(compare)}
                onClick={() => setCompare(compare ? undefined : { fromAddress: false })}
              >
                Compare
              </Button>
              <Button type="button" variant="outlined" size="small" aria-expanded={chart} onClick={() => setChart(!chart)}>
                {chart ? 'Hide chart' : 'Show chart'}
              </Button>
              <CopyLinkButton />
              <CopyResultButton definition={definition} mode={mode} result={result} />
            </Box>
          }
          extras={
            mode.bands && (
              <LoadBoundary what="the band scale and What it takes">
                <LazyResultExplore key={JSON.stringify(result.inputs)} definition={definition} mode={mode} result={result} />
              </LoadBoundary>
            )
          }
        />
      )}
      {result && chart && (
        <LoadBoundary what="the chart" loading={<Typography sx={{ mt: 2 }}>Loading the chart…</Typography>}>
          <LazySensitivityChart definition={definition} modeId={mode.id} raw={result.inputs} />
        </LoadBoundary>
      )}
      {result && compare && (
        <LoadBoundary what="Compare">
          <LazyComparePanel definition={definition} mode={mode} a={result} fromAddress={compare.fromAddress} />
        </LoadBoundary>
      )}
    </Box>
  );
});
