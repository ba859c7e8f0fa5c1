/**
 * The hero's particles drawn in a dedicated worker, on the canvas the page
 * handed over (src/home/particle-canvas.ts). Drawing and producing each
 * frame off the page's main thread keeps a visitor's clicks and typing from
 * waiting behind the animation: drawn on the main thread, with no GPU, its
 * frames were tasks of up to 35 ms at full CPU speed.
 */
import { animateField, particleField, type ParticleField } from './particle-field';

/** What the page sends: the canvas once, then sizes, the pointer and whether the hero is on screen. */
export type ParticleMessage =
  | { type: 'start'; canvas: OffscreenCanvas; width: number; height: number; ratio: number }
  | { type: 'resize'; width: number; height: number; ratio: number }
  | { type: 'point'; pointer: { x: number; y: number } | null }
  | { type: 'visible'; visible: boolean };

/** The worker's global scope, as far as this file uses it (the project's types are the page's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ParticleMessage>) => void) | null;
  requestAnimationFrame?: (callback: () => void) => number;
}

const scope = self as unknown as WorkerScope;
// A worker's animation frames follow the page's display where the browser offers them; elsewhere about 60 a second.
const nextFrame = (callback: () => void) =>
  scope.requestAnimationFrame ? scope.requestAnimationFrame(callback) : setTimeout(callback, 16);

let field: ParticleField | undefined;
let loop: ReturnType<typeof animateField> | undefined;

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'start': {
      const context = data.canvas.getContext('2d');
      if (!context) return;
      field = particleField(data.canvas, context);
      field.resize(data.width, data.height, data.ratio);
      loop = animateField(field, nextFrame);
      return;
    }
    case 'resize':
      field?.resize(data.width, data.height, data.ratio);
      return;
    case 'point':
      field?.point(data.pointer);
      return;
    case 'visible':
      loop?.show(data.visible);
      return;
  }
};
