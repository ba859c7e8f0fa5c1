import type { AnchorHTMLAttributes } from 'react';
import { classOf } from './card-classes';
import type { PlainButtonProps } from './PlainButton';

/**
 * A link that looks like ./PlainButton.tsx's button, as MUI's Button renders one with `href` (the same classes,
 * an `<a>`). A file of its own: only the plan's steps use it, so a calculator's first load does not carry it.
 */
export function PlainLinkButton({
  variant,
  size = 'medium',
  ...rest
}: { variant: PlainButtonProps['variant']; size?: PlainButtonProps['size'] } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={classOf('button', 'root', { variant, size, icon: false, disabled: false })} {...rest} />;
}
