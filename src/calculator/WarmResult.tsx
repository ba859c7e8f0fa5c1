import { useEffect, useState } from 'react';
import type { CalcResult, Tone } from '../../engine';
import { CopyLinkButton } from './CopyLinkButton';
import { ResultPanel } from './ResultPanel';

type Success = Extract<CalcResult, { ok: true }>;

const tones: Tone[] = ['success', 'info', 'warning', 'error', 'primary'];

/** A result with every kind of output, tone and band the panel can show, in no particular calculator's words. */
function sample(tone: Tone): Success {
  return {
    ok: true,
    mode: 'sample',
    outputs: [
      { kind: 'value', id: 'a', label: 'a', text: '1', value: 1, caption: 'a' },
      { kind: 'value', id: 'b', label: 'b', text: '1', value: 1, tone },
      { kind: 'text', id: 'c', label: 'c', text: 'c' },
      { kind: 'table', id: 'd', label: 'd', columns: ['d', 'e'], rows: [['d', 'e']], note: 'd' },
    ],
    band: { label: 'a', text: 'a', tone },
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
 * Renders the result panel once, hidden, in an idle moment after the card
 * is live, then removes it. The first Calculate then finds the panel's code
 * compiled and its styles in the page, instead of doing that work between
 * the press and the painted result. Nothing of it is seen or announced
 * (`hidden` keeps it out of layout and the accessibility tree).
 */
export function WarmResult() {
  const [phase, setPhase] = useState<'waiting' | 'rendering' | 'done'>('waiting');
  useEffect(() => {
    if (phase === 'waiting') return whenIdle(() => setPhase('rendering'), 2000);
    if (phase === 'rendering') return whenIdle(() => setPhase('done'), 2000);
    return undefined;
  }, [phase]);
  if (phase !== 'rendering') return null;
  return (
    <div hidden>
      {tones.map((tone) => (
        <ResultPanel key={tone} result={sample(tone)} headingId={`warm-result-${tone}`} actions={<CopyLinkButton />} />
      ))}
    </div>
  );
}
