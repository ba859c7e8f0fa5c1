import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** The props of {@link ButtonFrame}: the classes of its root and icon, its start icon, and a button's own attributes. */
export interface ButtonFrameProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  rootClass: string;
  iconClass?: string;
  startIcon?: ReactNode;
}

/**
 * A button with MUI Button's markup, given the classes of one of its
 * variants: each caller reads them from the table that ships with it
 * (./PlainButton.tsx: the card's). Keyboard focus shows by CSS alone
 * (`:focus-visible`); a disabled one leaves the tab order, as MUI's does.
 */
export function ButtonFrame({ rootClass, iconClass, startIcon, type = 'button', children, ...rest }: ButtonFrameProps) {
  return (
    <button className={rootClass} tabIndex={rest.disabled ? -1 : 0} type={type} {...rest}>
      {startIcon !== undefined && <span className={iconClass}>{startIcon}</span>}
      {children}
    </button>
  );
}
