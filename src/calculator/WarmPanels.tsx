/**
 * The result panel in every tone, rendered unseen (see ./WarmResult.tsx),
 * in the result's chunk.
 */
import { useLayoutEffect, useRef } from 'react';
import type { CalcSuccess, Tone } from '../../engine/runtime';
import { CopyLinkButton } from '../card-parts/CopyLinkButton';
import { ResultPanel } from '../card-parts/ResultPanel';

const tones: (Tone | undefined)[] = [undefined, 'success', 'info', 'warning', 'error', 'primary'];

/**
 * A result whose outputs and band take `tone` (none: the default colours),
 * with every kind of output the panel can show, in no calculator's words.
 * Styles depend on the tone and on whether an output is the first, large one.
 */
function sample(tone: Tone | undefined): CalcSuccess {
  return {
    ok: true,
    mode: 'sample',
    outputs: [
      { kind: 'value', id: 'a', label: 'a', text: '1', value: 1, shown: 1, caption: 'a', tone },
      { kind: 'value', id: 'b', label: 'b', text: '1', value: 1, shown: 1, tone },
      { kind: 'value', id: 'c', label: 'c', text: '1', value: 1, shown: 1 },
      { kind: 'text', id: 'd', label: 'd', text: 'd' },
      { kind: 'text', id: 'e', text: 'e' },
      { kind: 'table', id: 'f', label: 'f', columns: ['f', 'g'], rows: [['f', 'g']], note: 'f' },
    ],
    band: { label: 'a', text: 'a', tone: tone ?? 'info' },
    tips: { title: 'a', items: ['a'] },
  };
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

/** The panels, laid out at once (then `onLaidOut` is called): left to the next frame, a quick first Calculate could share that frame and wait for the warm-up's layout as well as its own. */
export function WarmPanels({ onLaidOut }: { onLaidOut(): void }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    void box.current?.getBoundingClientRect();
    onLaidOut();
  }, [onLaidOut]);
  return (
    <div ref={box} aria-hidden inert style={unseen}>
      {tones.map((tone) => (
        <ResultPanel key={tone ?? 'none'} result={sample(tone)} headingId={`warm-result-${tone ?? 'none'}`} actions={<CopyLinkButton />} />
      ))}
    </div>
  );
}
