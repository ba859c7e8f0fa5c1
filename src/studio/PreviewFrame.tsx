/**
 * The real page, in a frame as wide as the screen chosen (375 px, a phone;
 * 1280 px, a laptop), scaled down to fit the studio's pane, so the page
 * lays out as it would on that screen.
 */
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import type { CalculatorInput } from '../../engine/authoring';
import { PREVIEW_PATH, type PreviewAnswer, type ShowDefinition } from './preview-protocol';

/** The preview of `data` (a checked definition's data) in `scheme`, `width` px wide; `onRendered` gets each revision shown. */
export function PreviewFrame({
  data,
  scheme,
  width,
  onRendered,
}: {
  data: CalculatorInput | undefined;
  scheme: 'light' | 'dark';
  width: 375 | 1280;
  onRendered?: (revision: number) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pane = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [paneWidth, setPaneWidth] = useState<number>(width);
  const revision = useRef(0);
  const rendered = useRef(onRendered);
  rendered.current = onRendered;

  useEffect(() => {
    const onMessage = (event: MessageEvent<PreviewAnswer>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data?.type === 'studio:ready') setReady(true);
      if (event.data?.type === 'studio:rendered') rendered.current?.(event.data.revision);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const element = pane.current!;
    const observer = new ResizeObserver(() => setPaneWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!ready || !data) return;
    revision.current += 1;
    const message: ShowDefinition = { type: 'studio:show', data, scheme, revision: revision.current };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [ready, data, scheme]);

  const scale = Math.min(1, paneWidth / width);
  return (
    <Box ref={pane} sx={{ position: 'relative', height: '100%', overflow: 'hidden', bgcolor: 'action.hover' }}>
      <iframe
        ref={frame}
        src={PREVIEW_PATH}
        title={`Preview at ${width} px`}
        style={{
          border: 0,
          width,
          height: `${100 / scale}%`,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          display: 'block',
          background: scheme === 'dark' ? '#0f172a' : '#f8fafc',
        }}
      />
    </Box>
  );
}
