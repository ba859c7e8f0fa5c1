/**
 * The hero's animated particle canvas, loaded on its own after the largest
 * contentful paint (src/home/hero-particles.ts). It fills its positioned
 * parent, takes no layout space and no pointer events, and draws only while
 * the hero is on screen: in a worker where the browser can hand a canvas to
 * one (OffscreenCanvas), here otherwise.
 */
import { animateField, particleField } from './particle-field';
import type { ParticleMessage } from './particle-worker';
import { MOUSE_SAMPLE_MS, RESIZE_DEBOUNCE_MS, particleCount } from './particles';

/** Where the field is drawn: a worker given the canvas, or this page's main thread when a canvas cannot be given away. */
interface Painter {
  resize(width: number, height: number, ratio: number): void;
  point(pointer: { x: number; y: number } | null): void;
  show(visible: boolean): void;
  stop(): void;
}

/** The field drawn in a worker (src/home/particle-worker.ts): the page's main thread only passes on sizes and the pointer. */
function workerPainter(canvas: HTMLCanvasElement, width: number, height: number, ratio: number): Painter {
  const offscreen = canvas.transferControlToOffscreen();
  const worker = new Worker(new URL('./particle-worker.ts', import.meta.url), { type: 'module' });
  const send = (message: ParticleMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  send({ type: 'start', canvas: offscreen, width, height, ratio }, [offscreen]);
  return {
    resize: (w, h, r) => send({ type: 'resize', width: w, height: h, ratio: r }),
    point: (pointer) => send({ type: 'point', pointer }),
    show: (visible) => send({ type: 'visible', visible }),
    stop: () => worker.terminate(),
  };
}

/** The field drawn here, a frame at a time, while the hero is on screen. */
function pagePainter(canvas: HTMLCanvasElement, width: number, height: number, ratio: number): Painter | undefined {
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  const field = particleField(canvas, context);
  field.resize(width, height, ratio);
  const loop = animateField(field, (callback) => requestAnimationFrame(callback));
  return {
    resize: (w, h, r) => field.resize(w, h, r),
    point: (pointer) => field.point(pointer),
    show: loop.show,
    // The frame already asked for finds the loop ended, and draws nothing.
    stop: () => loop.show(false),
  };
}

/** Puts a particle canvas into `hero` (a positioned element) and starts it; returns what stops and removes it. */
export function drawParticles(hero: HTMLElement): () => void {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.testid = 'particle-canvas';
  Object.assign(canvas.style, { position: 'absolute', inset: '0', width: '100%', height: '100%', pointerEvents: 'none' });
  hero.prepend(canvas);
  let lastSample = 0;
  const size = () => {
    const rect = canvas.getBoundingClientRect();
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.dataset.particles = String(particleCount(rect.width, rect.height));
    return [rect.width, rect.height, ratio] as const;
  };
  const painter =
    'transferControlToOffscreen' in canvas && typeof Worker === 'function'
      ? workerPainter(canvas, ...size())
      : pagePainter(canvas, ...size());
  if (!painter) return () => canvas.remove();
  const build = () => painter.resize(...size());

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(build, RESIZE_DEBOUNCE_MS);
  };
  const onPointerMove = (event: PointerEvent) => {
    const now = performance.now();
    if (now - lastSample < MOUSE_SAMPLE_MS) return;
    lastSample = now;
    const rect = canvas.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    painter.point(x >= 0 && y >= 0 && x <= rect.width && y <= rect.height ? { x, y } : null);
  };
  const observer = new IntersectionObserver(([entry]) => painter.show(entry?.isIntersecting ?? true));
  observer.observe(canvas);
  window.addEventListener('resize', onResize);
  window.addEventListener('pointermove', onPointerMove, { passive: true });
  return () => {
    painter.stop();
    canvas.remove();
    clearTimeout(resizeTimer);
    observer.disconnect();
    window.removeEventListener('resize', onResize);
    window.removeEventListener('pointermove', onPointerMove);
  };
}
