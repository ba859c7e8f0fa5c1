/**
 * The hero's animated particle canvas, loaded on its own after the largest
 * contentful paint (src/home/hero-particles.ts). It fills its positioned
 * parent, takes no layout space and no pointer events, and draws only while
 * the hero is on screen.
 */
import {
  LINK_DISTANCE,
  MOUSE_SAMPLE_MS,
  RESIZE_DEBOUNCE_MS,
  createParticles,
  particleCount,
  stepParticles,
  type Particle,
} from './particles';

/** Puts a particle canvas into `hero` (a positioned element) and starts it; returns what stops and removes it. */
export function drawParticles(hero: HTMLElement): () => void {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.testid = 'particle-canvas';
  Object.assign(canvas.style, { position: 'absolute', inset: '0', width: '100%', height: '100%', pointerEvents: 'none' });
  hero.prepend(canvas);
  const context = canvas.getContext('2d');
  if (!context) return () => canvas.remove();
  let width = 0;
  let height = 0;
  let particles: Particle[] = [];
  let pointer: { x: number; y: number } | null = null;
  let lastSample = 0;
  let frame = 0;
  let visible = true;

  const build = () => {
    const rect = canvas.getBoundingClientRect();
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = rect.width;
    height = rect.height;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    particles = createParticles(particleCount(width, height), width, height);
    canvas.dataset.particles = String(particles.length);
  };

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

  const tick = () => {
    stepParticles(particles, width, height, pointer);
    draw();
    frame = visible ? requestAnimationFrame(tick) : 0;
  };

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
    pointer = x >= 0 && y >= 0 && x <= rect.width && y <= rect.height ? { x, y } : null;
  };
  const observer = new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? true;
    if (visible && frame === 0) frame = requestAnimationFrame(tick);
  });

  build();
  frame = requestAnimationFrame(tick);
  observer.observe(canvas);
  window.addEventListener('resize', onResize);
  window.addEventListener('pointermove', onPointerMove, { passive: true });
  return () => {
    canvas.remove();
    cancelAnimationFrame(frame);
    clearTimeout(resizeTimer);
    observer.disconnect();
    window.removeEventListener('resize', onResize);
    window.removeEventListener('pointermove', onPointerMove);
  };
}
