import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { classOf } from './classes';

/** The props of {@link PlainButton}: MUI Button's variant, size and start icon, and a button's own attributes. */
export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant: 'contained' | 'text' | 'outlined';
  size?: 'small' | 'medium' | 'large';
  startIcon?: ReactNode;
}

/**
 * A button as MUI's Button renders it with the site's theme (no ripple, no
 * elevation; ./classes.ts). Keyboard focus shows by CSS alone (`:focus-visible`).
 */
export function PlainButton({ variant, size = 'medium', startIcon, type = 'button', children, ...rest }: PlainButtonProps) {
  const state = { variant, size, icon: startIcon !== undefined };
  return (
    <button className={classOf('button', 'root', state)} tabIndex={0} type={type} {...rest}>
      {startIcon !== undefined && <span className={classOf('button', 'icon', state)}>{startIcon}</span>}
      {children}
    </button>
  );
}
