/**
 * The hero's particle field as plain data and arithmetic, apart from the
 * canvas, so the spec's constants (section 9) are testable.
 */

/** At most this many particles on wide screens. */
export const MAX_PARTICLES = 30;
/** At most this many below the mobile breakpoint. */
export const MAX_PARTICLES_MOBILE = 15;
/** Widths below this (CSS pixels) count as mobile. */
export const MOBILE_BREAKPOINT_PX = 768;
/** One particle per this many square CSS pixels of canvas. */
export const AREA_PER_PARTICLE = 25000;
/** Resizes settle for this long before the field is rebuilt, in ms. */
export const RESIZE_DEBOUNCE_MS = 200;
/** The pointer position is sampled at most this often, in ms. */
export const MOUSE_SAMPLE_MS = 100;

/** One particle: position and velocity in CSS pixels (per frame at 60 fps), radius in CSS pixels. */
export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

/** How many particles a canvas of `width` × `height` CSS pixels holds: area / 25000, capped at 30 (15 below 768 px). */
export function particleCount(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 0;
  const cap = width < MOBILE_BREAKPOINT_PX ? MAX_PARTICLES_MOBILE : MAX_PARTICLES;
  return Math.min(cap, Math.floor((width * height) / AREA_PER_PARTICLE));
}

/** `count` particles spread over the canvas with slow random drift; `random` returns [0, 1). */
export function createParticles(count: number, width: number, height: number, random: () => number = Math.random): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.6,
    vy: (random() - 0.5) * 0.6,
    radius: 1.5 + random() * 2,
  }));
}

/** Radius around the pointer inside which particles are pushed away, in CSS pixels. */
const POINTER_RADIUS = 120;

/**
 * Moves every particle one frame: drift, a gentle push away from the pointer
 * (when known), and a bounce off the edges so none leaves the canvas.
 */
export function stepParticles(particles: Particle[], width: number, height: number, pointer: { x: number; y: number } | null): void {
  for (const p of particles) {
    if (pointer) {
      const dx = p.x - pointer.x;
      const dy = p.y - pointer.y;
      const distance = Math.hypot(dx, dy);
      if (distance > 0 && distance < POINTER_RADIUS) {
        const push = ((POINTER_RADIUS - distance) / POINTER_RADIUS) * 1.5;
        p.x += (dx / distance) * push;
        p.y += (dy / distance) * push;
      }
    }
    p.x += p.vx;
    p.y += p.vy;
    if (p.x < 0 || p.x > width) {
      p.vx = -p.vx;
      p.x = Math.min(Math.max(p.x, 0), width);
    }
    if (p.y < 0 || p.y > height) {
      p.vy = -p.vy;
      p.y = Math.min(Math.max(p.y, 0), height);
    }
  }
}

/** Particles closer than this are joined by a line, in CSS pixels. */
export const LINK_DISTANCE = 140;
