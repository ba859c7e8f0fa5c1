/**
 * Tooltips with the spec's timing (section 9): open after 700 ms of hover or
 * focus, at once when another tooltip closed less than 300 ms ago (moving
 * along a row of buttons), and close on leave, blur, click, scroll or Escape.
 * The bubble and its positioning code load only when a tooltip first opens.
 */
import { cloneElement, useCallback, useEffect, useId, useRef, useState, type ReactElement, type SyntheticEvent } from 'react';
import { onDemand } from '../on-demand';
import { LoadBoundary } from './LoadBoundary';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-timing';

const TooltipPopup = onDemand(() => import('./TooltipPopup').then((m) => m.default));

let lastClosedAt = Number.NEGATIVE_INFINITY;

type Handler = (event: SyntheticEvent) => void;
type TriggerProps = {
  onMouseEnter?: Handler;
  onMouseLeave?: Handler;
  onFocus?: Handler;
  onBlur?: Handler;
  onClick?: Handler;
  'aria-describedby'?: string;
};

/** Wraps one focusable element (a button or link) with a text tooltip. */
export function Tooltip({ title, children }: { title: string; children: ReactElement<TriggerProps> }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isOpen = useRef(false);

  const show = useCallback((event: SyntheticEvent) => {
    clearTimeout(timer.current);
    const target = event.currentTarget as HTMLElement;
    void TooltipPopup.preload();
    const reveal = () => {
      isOpen.current = true;
      setAnchor(target);
    };
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) reveal();
    else timer.current = setTimeout(reveal, TOOLTIP_DELAY_MS);
  }, []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    if (isOpen.current) lastClosedAt = Date.now();
    isOpen.current = false;
    setAnchor(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!anchor) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    window.addEventListener('scroll', hide, { passive: true, capture: true });
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', hide, { capture: true });
      document.removeEventListener('keydown', onKey);
    };
  }, [anchor, hide]);

  const own = children.props;
  const chain =
    (first: Handler, second?: Handler): Handler =>
    (event) => {
      first(event);
      second?.(event);
    };
  const trigger = cloneElement(children, {
    onMouseEnter: chain(show, own.onMouseEnter),
    onMouseLeave: chain(hide, own.onMouseLeave),
    onFocus: chain(show, own.onFocus),
    onBlur: chain(hide, own.onBlur),
    onClick: chain(hide, own.onClick),
    'aria-describedby': anchor ? id : own['aria-describedby'],
  });
  return (
    <>
      {trigger}
      {anchor && (
        <LoadBoundary what="the tooltip" quiet>
          <TooltipPopup id={id} title={title} anchor={anchor} />
        </LoadBoundary>
      )}
    </>
  );
}
