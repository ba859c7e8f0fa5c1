/**
 * The first screen's boxes and lines, with the classes MUI's Box and
 * Typography give them (./classes.ts): the layout of a calculator's form.
 */
import type { ReactNode } from 'react';
import { classOf } from './card-classes';

/** A Box with no styles of its own. */
export function PlainBox({ children, ...rest }: { children?: ReactNode } & React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={classOf('box', 'root')} {...rest}>
      {children}
    </div>
  );
}

/** A form's fields: one column on a phone, two from 600 px when there is more than one field. */
export function FieldGrid({ double, children }: { double: boolean; children: ReactNode }) {
  return <div className={classOf('fieldGrid', 'root', { double })}>{children}</div>;
}

/** The red line above a form's button: what is wrong, announced as it appears; empty and flat when nothing is. */
export function ErrorLine({ id, children }: { id: string; children?: string }) {
  return (
    <p className={classOf('errorLine', 'root', { shown: children !== undefined })} id={id} role="alert" data-testid="error">
      {children ?? ''}
    </p>
  );
}

/** A form's buttons, in a row that wraps; closer to the error line when there is one. */
export function ActionsBox({ afterError, children }: { afterError: boolean; children: ReactNode }) {
  return (
    <div className={classOf('actions', 'root', { error: afterError })} data-print="hide">
      {children}
    </div>
  );
}

/** The row under a calculator's card that holds Embed, at its right. */
export function EmbedRow({ children }: { children: ReactNode }) {
  return (
    <div className={classOf('embedRow', 'root')} data-print="hide">
      {children}
    </div>
  );
}

/** "Could not load …", announced, with what lets the visitor try again beside it. */
export function LoadFailedRow({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={classOf('loadFailed', 'root')}>
      <p className={classOf('loadFailed', 'message')} role="alert">
        {message}
      </p>
      {children}
    </div>
  );
}
