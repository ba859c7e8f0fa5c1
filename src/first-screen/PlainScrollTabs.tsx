/**
 * Scrollable tabs as MUI's Tabs (`variant="scrollable"`,
 * `allowScrollButtonsMobile`) render them (./directory-classes.ts): a row
 * that scrolls sideways where it does not fit, with MUI's arrow buttons at
 * its ends once it is known not to fit. The directory's categories.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { directoryClassOf } from './directory-classes';
import { TabList, tabListClasses, type TabsProps } from './TabList';

/** MUI's element that measures the scrollbar; its style is MUI's, so the markup is too. */
const scrollbarProbe = { width: 99, height: 99, position: 'absolute', top: -9999, overflow: 'scroll', pointerEvents: 'none' } as const;

/** MUI's arrow icons (KeyboardArrowLeft, KeyboardArrowRight). */
const arrows = {
  left: 'M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z',
  right: 'M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z',
};

/** One of the arrows at the row's ends: a press scrolls by what fits. Hidden (MUI's opacity 0) when there is nothing that way. */
export function ScrollButton({ direction, disabled, onClick }: { direction: 'left' | 'right'; disabled: boolean; onClick?: () => void }) {
  const state = { direction, disabled };
  return (
    <div className={directoryClassOf('scrollButton', 'root', state)} onClick={disabled ? undefined : onClick}>
      <svg className={directoryClassOf('scrollButton', 'svg', state)} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d={arrows[direction]} />
      </svg>
    </div>
  );
}

/** Whether to animate a scroll: not for a visitor who asks for reduced motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** How far an arrow scrolls: the width of the whole tabs that fit in the row, as MUI's. */
function scrollStep(scroller: HTMLElement, list: HTMLElement): number {
  let total = 0;
  for (const [index, tab] of [...list.children].entries()) {
    if (total + tab.clientWidth > scroller.clientWidth) return index === 0 ? scroller.clientWidth : total;
    total += tab.clientWidth;
  }
  return total;
}

/** Scrolls the row so the selected tab is all in view, as MUI's Tabs does on a change of selection or size. */
function showSelected(scroller: HTMLElement, list: HTMLElement, behavior: ScrollBehavior): void {
  const tab = list.querySelector('[aria-selected="true"]');
  if (!tab) return;
  const row = scroller.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < row.left || box.width > row.width) scroller.scrollBy({ left: box.left - row.left, behavior });
  else if (box.right > row.right) scroller.scrollBy({ left: box.right - row.right, behavior });
}

// The same in every state: read once.
const classes = tabListClasses((part) => directoryClassOf('scrollTabs', part));

/** Scrollable tabs with MUI's markup; the arrows appear once mounted, where the tabs overflow. */
export function PlainScrollTabs(props: TabsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  const [more, setMore] = useState({ left: false, right: false });
  // As MUI's: the first and the last tab, each wholly in view or not, say which way there is more to see.
  useEffect(() => {
    setMounted(true);
    const tabs = list.current?.children;
    const first = tabs?.[0];
    const last = tabs?.[tabs.length - 1];
    if (!first || !last || typeof IntersectionObserver === 'undefined') return undefined;
    const watch = (tab: Element, side: 'left' | 'right') => {
      const observer = new IntersectionObserver(
        ([entry]) => setMore((now) => (now[side] === !entry!.isIntersecting ? now : { ...now, [side]: !entry!.isIntersecting })),
        { root: scroller.current, threshold: 0.99 },
      );
      observer.observe(tab);
      return observer;
    };
    const observers = [watch(first, 'left'), watch(last, 'right')];
    return () => observers.forEach((observer) => observer.disconnect());
  }, []);
  const reveal = useCallback((behavior: ScrollBehavior) => {
    if (scroller.current && list.current) showSelected(scroller.current, list.current, behavior);
  }, []);
  useLayoutEffect(() => reveal(mounted ? scrollBehavior() : 'auto'), [props.value, mounted, reveal]);
  // The arrows, appearing, narrow the row: the selected tab stays in view.
  useEffect(() => {
    if (!scroller.current || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => reveal('auto'));
    observer.observe(scroller.current);
    return () => observer.disconnect();
  }, [reveal]);
  const scrollBy = (sign: 1 | -1) => {
    if (scroller.current && list.current) {
      scroller.current.scrollBy({ left: sign * scrollStep(scroller.current, list.current), behavior: scrollBehavior() });
    }
  };
  const arrowsShown = more.left || more.right;
  return (
    <div className={directoryClassOf('scrollTabs', 'root')}>
      {arrowsShown && <ScrollButton direction="left" disabled={!more.left} onClick={() => scrollBy(-1)} />}
      <div style={scrollbarProbe} className={directoryClassOf('scrollTabs', 'probe')} />
      {/* Until mounted, as MUI's: the row does not scroll (its scrollbar is not measured yet). */}
      <div
        style={mounted ? { marginBottom: 0 } : { overflow: 'hidden', marginBottom: 0 }}
        className={directoryClassOf('scrollTabs', 'scroller')}
        ref={scroller}
      >
        <TabList {...props} classes={classes} listRef={list} />
      </div>
      {arrowsShown && <ScrollButton direction="right" disabled={!more.right} onClick={() => scrollBy(1)} />}
    </div>
  );
}
