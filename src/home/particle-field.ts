/**
 * The hero's particle field drawn on a 2D context, with no DOM: the same code
 * runs in a worker on an OffscreenCanvas (src/home/particle-worker.ts) and,
 * where a canvas cannot be handed to a worker, on the page's main thread
 * (src/home/particle-canvas.ts). Sizes are CSS pixels; `ratio` is device
 * pixels per CSS pixel (at most 2).
 */
import { LINK_DISTANCE, createParticles, particleCount, stepParticles, type Particle } from './particles';

/** A 2D context and the canvas it draws on, on the page or off it. */
type Surface = { width: number; height: number };
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** One particle field on `surface`, drawn through `context`. */
export interface ParticleField {
  /** Sizes the canvas to `width` × `height` CSS pixels at `ratio` and scatters a new field (particleCount's many). */
  resize(width: number, height: number, ratio: number): void;
  /** Where the pointer is over the canvas, in CSS pixels, or null when it is elsewhere. */
  point(pointer: { x: number; y: number } | null): void;
  /** Moves the particles one frame and draws them. */
  frame(): void;
}

/** A field of no particles until the first `resize`. */
export function particleField(surface: Surface, context: Context2D): ParticleField {
  let width = 0;
  let height = 0;
  let particles: Particle[] = [];
  let pointer: { x: number; y: number } | null = null;

  const draw = () => {
    context.clearRect(0, 0, width, height);
    for (let i = 0; i < particles.length; i += 1) {
      const a = particles[i]!;
      for (let j = i + 1; j < particles.length; j += 1) {
        const b = particles[j]!;
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (distance < LINK_DISTANCE) {
          context.strokeStyle = `rgba(255, 255, 255, ${0.25 * (1 - distance / LINK_DISTANCE)})`;
          context.lineWidth = 1;
          context.beginPath();
          context.moveTo(a.x, a.y);
          context.lineTo(b.x, b.y);
          context.stroke();
        }
      }
    }
    context.fillStyle = 'rgba(255, 255, 255, 0.7)';
    for (const p of particles) {
      context.beginPath();
      context.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
      context.fill();
    }
  };

  return {
    resize(nextWidth, nextHeight, ratio) {
      width = nextWidth;
      height = nextHeight;
      surface.width = Math.round(width * ratio);
      surface.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = createParticles(particleCount(width, height), width, height);
    },
    point(next) {
      pointer = next;
    },
    frame() {
      stepParticles(particles, width, height, pointer);
      draw();
    },
  };
}

/**
 * Draws `field` a frame at a time, each frame asked for with `nextFrame`, while it is shown; the page's loop and the
 * worker's. Starts shown. `show(false)` ends the loop at its next frame, `show(true)` starts it again.
 */
export function animateField(field: ParticleField, nextFrame: (callback: () => void) => unknown): { show(visible: boolean): void } {
  let running = false;
  let visible = false;
  const tick = () => {
    if (!visible) {
      running = false;
      return;
    }
    field.frame();
    nextFrame(tick);
  };
  const show = (next: boolean) => {
    visible = next;
    if (visible && !running) {
      running = true;
      nextFrame(tick);
    }
  };
  show(true);
  return { show };
}
