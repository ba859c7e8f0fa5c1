import type { ReactNode } from 'react';
import { classOf } from './card-classes';

/**
 * An outlined card with its title, as MUI's Card, CardContent and an h2
 * Typography render them (./classes.ts): a calculator's card.
 */
export function PlainCard({
  titleId,
  title,
  children,
  ...rest
}: { titleId: string; title: string; children: ReactNode } & Omit<React.HTMLAttributes<HTMLElement>, 'title'>) {
  return (
    <section className={classOf('card', 'root')} aria-labelledby={titleId} {...rest}>
      <div className={classOf('card', 'content')}>
        <h2 className={classOf('card', 'title')} id={titleId}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
