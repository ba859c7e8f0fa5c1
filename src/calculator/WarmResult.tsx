import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CalcResult, Tone } from '../../engine';
import { CopyLinkButton } from './CopyLinkButton';
import { ResultPanel } from './ResultPanel';
import { prepareResultExtras } from '../explore/lazy';

type Success = Extract<CalcResult, { ok: true }>;

const tones: (Tone | undefined)[] = [undefined, 'success', 'info', 'warning', 'error', 'primary'];

/**
 * A result whose outputs and band take `tone` (none: the default colours),
 * with every kind of output the panel can show, in no calculator's words.
 * Styles depend on the tone and on whether an output is the first, large one.
 */
function sample(tone: Tone | undefined): Success {
  return {
    ok: true,
    mode: 'sample',
    outputs: [
      { kind: 'value', id: 'a', label: 'a', text: '1', value: 1, caption: 'a', tone },
      { kind: 'value', id: 'b', label: 'b', text: '1', value: 1, tone },
      { kind: 'value', id: 'c', label: 'c', text: '1', value: 1 },
      { kind: 'text', id: 'd', label: 'd', text: 'd' },
      { kind: 'text', id: 'e', text: 'e' },
      { kind: 'table', id: 'f', label: 'f', columns: ['f', 'g'], rows: [['f', 'g']], note: 'f' },
    ],
    band: { label: 'a', text: 'a', tone: tone ?? 'info' },
    tips: { title: 'a', items: ['a'] },
  };
}

/** Waits for an idle moment, at most `timeout` ms. */
function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1);
  return () => clearTimeout(handle);
}

/**
 * Laid out but never seen: no height, clipped and invisible (the box's
 * aria-hidden and inert keep it out of the accessibility tree and the tab
 * order too). Laid out rather than `hidden` (display: none), because laying
 * out the panel's kinds of text the first time (its fonts at each size and
 * weight) was most of the layout in the first result's frame: about 10–17
 * ms at 4x CPU before, 3–11 ms after.
 */
const unseen = {
  position: 'absolute',
  left: 0,
  top: 0,
  width: '100%',
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  contain: 'strict',
} as const;

/**
 * Renders the result panel once, unseen, in an idle moment after the card
 * is live, then removes it. The first Calculate then finds the panel's code
 * compiled, its styles in the page and its text laid out once, instead of
 * doing that work between the press and the painted result. Nothing of it
 * is seen, announced or reachable with the keyboard.
 */
export function WarmResult() {
  const [phase, setPhase] = useState<'waiting' | 'rendering' | 'done'>('waiting');
  const box = useRef<HTMLDivElement>(null);
  // Laid out at once, in the task that made it: left to the next frame, a quick first Calculate could share that
  // frame and wait for the warm-up's layout as well as its own.
  useLayoutEffect(() => {
    if (phase === 'rendering') void box.current?.getBoundingClientRect();
  }, [phase]);
  useEffect(() => {
    // In a transition: the unseen render is sliced, never one long task.
    if (phase === 'waiting') return whenIdle(() => startTransition(() => setPhase('rendering')), 2000);
    if (phase === 'rendering') {
      return whenIdle(() => {
        setPhase('done');
        // The result's band scale and "What it takes" are a chunk of their own: fetched now, ready for the first result.
        prepareResultExtras();
      }, 2000);
    }
    return undefined;
  }, [phase]);
  if (phase !== 'rendering') return null;
  return (
    <div ref={box} aria-hidden inert style={unseen}>
      {tones.map((tone) => (
        <ResultPanel key={tone ?? 'none'} result={sample(tone)} headingId={`warm-result-${tone ?? 'none'}`} actions={<CopyLinkButton />} />
      ))}
    </div>
  );
}
