/**
 * A calculation's result as MUI's Box, Stack, Typography, Table and Alert
 * render it with the site's theme (./classes.ts): the outputs, the band and
 * the tips. The result needs no MUI, so a first Calculate neither loads nor
 * runs it.
 */
import type { ReactNode } from 'react';
import type { DisplayOutput, Tone } from '../../engine/runtime';
import { resultClassOf as classOf } from './result-classes';
import type { capturedResult } from './captured-result.generated';

/**
 * The result's frame: its section, the heading with `actions` beside it, and the outputs stacked 16 px apart.
 * The section is named by its heading, or by `labelledBy` (ids) where several results share a page.
 */
export function ResultFrame({
  headingId,
  labelledBy = headingId,
  actions,
  children,
}: {
  headingId: string;
  labelledBy?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={classOf('resultFrame', 'root')} aria-labelledby={labelledBy} aria-live="polite" data-testid="result">
      <div className={classOf('resultFrame', 'head')}>
        <h3 className={classOf('resultFrame', 'heading')} id={headingId}>
          Your Result
        </h3>
        {actions}
      </div>
      <div className={classOf('resultFrame', 'stack')}>{children}</div>
    </section>
  );
}

/** A value output: its label, the value (large for the first, in `colour`) and its caption. */
export function ValueOutputView({
  output,
  large,
  colour,
}: {
  output: Extract<DisplayOutput, { kind: 'value' }>;
  large: boolean;
  /** The value's colour: its tone's, or the primary colour for the first value and the text's for the rest. */
  colour: Tone;
}) {
  const state = { large, tone: colour, caption: output.caption !== undefined };
  return (
    <div className={classOf('valueOutput', 'root', state)} data-output={output.id}>
      <p className={classOf('valueOutput', 'label', state)}>{output.label}</p>
      <p className={classOf('valueOutput', 'value', state)} data-testid={`output-${output.id}`}>
        {output.text}
      </p>
      {output.caption && (
        <p className={classOf('valueOutput', 'caption', state)} data-testid={`caption-${output.id}`}>
          {output.caption}
        </p>
      )}
    </div>
  );
}

/** A text output: its label, if any, and the text. */
export function TextOutputView({ output }: { output: Extract<DisplayOutput, { kind: 'text' }> }) {
  const state = { labelled: output.label !== undefined };
  return (
    <div className={classOf('textOutput', 'root', state)} data-output={output.id}>
      {output.label && <p className={classOf('textOutput', 'label', state)}>{output.label}</p>}
      <p className={classOf('textOutput', 'text', state)} data-testid={`output-${output.id}`}>
        {output.text}
      </p>
    </div>
  );
}

/** The calculation with the visitor's numbers, a line a step ("Your ROI = (1,800 − 1,000) ÷ 1,000 × 100 = 80.00%"), as a labelled text output. */
export function WorkedSteps({ steps }: { steps: readonly string[] }) {
  const state = { labelled: true };
  return (
    <div className={classOf('textOutput', 'root', state)} data-testid="worked-steps">
      <p className={classOf('textOutput', 'label', state)}>Your numbers</p>
      {steps.map((step) => (
        <p key={step} className={classOf('textOutput', 'text', state)}>
          {step}
        </p>
      ))}
    </div>
  );
}

/** What a result's benchmarks are, where they are not local figures: a line in the style of a table's note. */
export function BenchmarkNote({ children }: { children: string }) {
  return (
    <p className={classOf('tableOutput', 'note', { note: true })} data-testid="benchmark-note">
      {children}
    </p>
  );
}

/** A table output: its heading, the table (the first cell of each row its header) and its note. */
export function TableOutputView({ output }: { output: Extract<DisplayOutput, { kind: 'table' }> }) {
  const state = { note: output.note !== undefined };
  const part = (name: keyof (typeof capturedResult)['tableOutput']) => classOf('tableOutput', name, state);
  return (
    <div className={part('root')} data-output={output.id}>
      <h4 className={part('heading')}>{output.label}</h4>
      <div className={part('container')}>
        <table className={part('table')} data-testid={`output-${output.id}`}>
          <thead className={part('head')}>
            <tr className={part('headRow')}>
              {output.columns.map((column) => (
                <th key={column} className={part('headCell')} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={part('body')}>
            {output.rows.map((row) => (
              <tr key={row[0]} className={part('row')}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} className={part('rowHeader')} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className={part('cell')}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {output.note && <p className={part('note')}>{output.note}</p>}
    </div>
  );
}

/** The icon of each kind of band: MUI's Alert icons (SuccessOutlined, InfoOutlined, ReportProblemOutlined, ErrorOutline). */
const bandIcons = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
} as const;

/** Paper's elevation 0, which MUI's Alert sets on its root. */
const paperLevel = { '--Paper-shadow': 'var(--mui-shadows-0)', '--Paper-overlay': 'var(--mui-overlays-0)' } as React.CSSProperties;

/** The band: its label and text in an alert of its severity, announced as the result is. */
export function BandAlert({ severity, label, text }: { severity: keyof typeof bandIcons; label: string; text: string }) {
  const state = { severity };
  return (
    <div className={classOf('band', 'root', state)} role="alert" data-testid="band" style={paperLevel}>
      <div className={classOf('band', 'icon', state)}>
        <svg className={classOf('band', 'svg', state)} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={bandIcons[severity]} />
        </svg>
      </div>
      <div className={classOf('band', 'message', state)}>
        <div className={classOf('band', 'title', state)} data-testid="band-label">
          {label}
        </div>
        {text}
      </div>
    </div>
  );
}

/** The tips: a heading and a list. */
export function TipsList({ tips }: { tips: { title: string; items: readonly string[] } }) {
  return (
    <div className={classOf('tips', 'root')} data-testid="tips">
      <h4 className={classOf('tips', 'heading')}>{tips.title}</h4>
      <ul className={classOf('tips', 'list')}>
        {tips.items.map((tip) => (
          <li key={tip} className={classOf('tips', 'item')}>
            {tip}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The result's buttons, in a row that wraps. */
export function ResultActions({ children }: { children: ReactNode }) {
  return (
    <div className={classOf('resultActions', 'root')} data-print="hide">
      {children}
    </div>
  );
}

/** A line of body text 16 px below what comes before it ("Loading the chart…"). */
export function LoadingLine({ children }: { children: string }) {
  return <p className={classOf('loadingLine', 'root')}>{children}</p>;
}
