import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ButtonFrame } from './ButtonFrame';
import { classOf } from './card-classes';

/** The props of {@link PlainButton}: MUI Button's variant, size and start icon, and a button's own attributes. */
export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant: 'contained' | 'text' | 'outlined';
  size?: 'small' | 'medium' | 'large';
  startIcon?: ReactNode;
}

/**
 * A button as MUI's Button renders it with the site's theme (no ripple, no elevation; ./classes.ts), disabled
 * included: greyed by the theme's disabled colour and out of the tab order.
 */
export function PlainButton({ variant, size = 'medium', ...rest }: PlainButtonProps) {
  const state = { variant, size, icon: rest.startIcon !== undefined, disabled: rest.disabled === true };
  return <ButtonFrame rootClass={classOf('button', 'root', state)} iconClass={classOf('button', 'icon', state)} {...rest} />;
}
