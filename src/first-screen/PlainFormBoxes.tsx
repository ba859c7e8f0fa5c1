/**
 * The public forms' frame, lines and button, with the classes MUI's Box,
 * Typography and Button give them (./forms-classes.ts): what sits around
 * their text fields (./PlainTextField.tsx).
 */
import type { FormEvent, ReactNode } from 'react';
import { ButtonFrame } from './ButtonFrame';
import { formsClassOf } from './forms-classes';

/** A form laid out as a column of its parts, named by its title, checked by its own code (`noValidate`). */
export function FormFrame({ titleId, onSubmit, children }: { titleId: string; onSubmit(event: FormEvent): void; children: ReactNode }) {
  return (
    <form className={formsClassOf('formFrame', 'root')} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      {children}
    </form>
  );
}

/** The form's title, a second-level heading. */
export function FormTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 className={formsClassOf('formTitle', 'root')} id={id}>
      {children}
    </h2>
  );
}

/** A line under the title saying what the form is for. */
export function FormIntro({ children }: { children: string }) {
  return <p className={formsClassOf('formIntro', 'root')}>{children}</p>;
}

/** Two fields side by side from 600 px, one above the other on a phone. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={formsClassOf('fieldPair', 'root')}>{children}</div>;
}

/** What the server said is wrong with the whole form (too many submissions), announced as it appears. */
export function FormNotice({ children }: { children: string }) {
  return (
    <p className={formsClassOf('formNotice', 'root')} role="alert">
      {children}
    </p>
  );
}

/** The form's large submit button, in a row of its own; disabled while the form sends. */
export function SubmitButton({ variant, disabled, children }: { variant: 'contained' | 'outlined'; disabled: boolean; children: string }) {
  return (
    <div className={formsClassOf('submitRow', 'row')}>
      <ButtonFrame type="submit" rootClass={formsClassOf('submitRow', 'button', { variant, disabled })} disabled={disabled}>
        {children}
      </ButtonFrame>
    </div>
  );
}

/** Holds a field no person sees (see src/contact/Honeypot.tsx): out of sight and hidden from assistive technology. */
export function HiddenBox({ children }: { children: ReactNode }) {
  return (
    <div aria-hidden="true" className={formsClassOf('hiddenBox', 'root')}>
      {children}
    </div>
  );
}
