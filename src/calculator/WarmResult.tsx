import { startTransition, useCallback, useEffect, useState } from 'react';
import { LoadBoundary } from '../components/LoadBoundary';
import { prepareResultExtras } from './lazy-tools';
import { LazyResultSection, LazyWarmPanels } from './lazy-result';

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
 * Renders the result panel once, unseen (./WarmPanels.tsx), in an idle
 * moment after the card is hydrated, then removes it. The first Calculate then
 * finds the panel's code loaded and compiled and its text laid out once, instead of doing that work between
 * the press and the painted result. Nothing of it is seen, announced or
 * reachable with the keyboard.
 */
export function WarmResult() {
  const [phase, setPhase] = useState<'waiting' | 'rendering' | 'laid out' | 'done'>('waiting');
  const laidOut = useCallback(() => setPhase('laid out'), []);
  useEffect(() => {
    // In a transition: the unseen render is sliced, never one long task.
    if (phase === 'waiting') {
      return whenIdle(() => {
        void LazyResultSection.preload();
        startTransition(() => setPhase('rendering'));
      }, 2000);
    }
    if (phase === 'laid out') {
      return whenIdle(() => {
        setPhase('done');
        // The result's band scale and "What it takes" are a chunk of their own: fetched now, ready for the first result.
        prepareResultExtras();
      }, 2000);
    }
    return undefined;
  }, [phase]);
  if (phase !== 'rendering' && phase !== 'laid out') return null;
  return (
    <LoadBoundary what="the result" quiet>
      <LazyWarmPanels onLaidOut={laidOut} />
    </LoadBoundary>
  );
}
