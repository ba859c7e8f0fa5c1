/**
 * The directory's rows and lines, with the classes MUI's Box and Typography
 * give them (./directory-classes.ts): what sits around its search and tabs.
 */
import type { ReactNode } from 'react';
import { ButtonFrame } from './ButtonFrame';
import { directoryClassOf } from './directory-classes';

/** The search row: the field and its Clear button side by side, in a `<search>` landmark. */
export function SearchRow({ children }: { children: ReactNode }) {
  return <search className={directoryClassOf('searchRow', 'root')}>{children}</search>;
}

/**
 * The count of what is listed ("30 calculators", "1 calculator found"),
 * announced as it changes. Its text is the first paint's filter's to write
 * (src/directory/filter-list.ts), before the app is hydrated and after, so the
 * app renders the page's count once and leaves it.
 */
export function CountLine({ text, one, many }: { text: string; one: string; many: string }) {
  return (
    <p
      className={directoryClassOf('countLine', 'root')}
      data-testid="count"
      role="status"
      data-filter-count=""
      data-one={one}
      data-many={many}
      suppressHydrationWarning
    >
      {text}
    </p>
  );
}

/** What shows when nothing matches: the message and what clears the search. Hidden until then (the filter shows it). */
export function NothingFound({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className={directoryClassOf('nothingFound', 'root')} hidden data-filter-empty="">
      <p className={directoryClassOf('nothingFound', 'message')}>{message}</p>
      {children}
    </div>
  );
}

/** An outlined button that empties the search ("Clear", "Clear Search"); never disabled, so a press before the app is hydrated is kept. */
export function ClearButton({ onClick, children }: { onClick?: () => void; children: ReactNode }) {
  return (
    <ButtonFrame rootClass={directoryClassOf('clearButton', 'root')} onClick={onClick} data-filter-clear="">
      {children}
    </ButtonFrame>
  );
}
