import { describe, expect, it } from 'vitest';
import { createParticles, particleCount, stepParticles } from '../../src/home/particles';

describe('particleCount (area / 25000, at most 30, at most 15 below 768 px)', () => {
  it.each([
    [1280, 600, 30], // 768,000 / 25,000 = 30.72
    [1920, 700, 30], // 53.76, capped at 30
    [1000, 100, 4], // 4
    [768, 1000, 30], // 30.72: 768 px is not mobile
    [767, 1000, 15], // 30.68, capped at 15 below 768 px
    [375, 600, 9], // 9
    [375, 2000, 15], // 30, capped at 15
    [100, 100, 0],
    [0, 500, 0],
    [Number.NaN, 500, 0],
  ])('%i × %i px holds %i particles', (width, height, count) => expect(particleCount(width, height)).toBe(count));
});

describe('stepParticles', () => {
  it('keeps every particle inside the canvas, bouncing off the edges', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const particles = createParticles(30, 300, 200, random);
    for (let frame = 0; frame < 2000; frame += 1) stepParticles(particles, 300, 200, frame % 7 === 0 ? { x: 150, y: 100 } : null);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(300);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(200);
    }
  });

  it('pushes a particle near the pointer away from it', () => {
    const particle = { x: 110, y: 100, vx: 0, vy: 0, radius: 2 };
    stepParticles([particle], 300, 200, { x: 100, y: 100 });
    expect(particle.x).toBeGreaterThan(110);
    expect(particle.y).toBe(100);
  });

  it('leaves a particle far from the pointer to its drift', () => {
    const particle = { x: 10, y: 10, vx: 0.5, vy: 0, radius: 2 };
    stepParticles([particle], 300, 200, { x: 250, y: 150 });
    expect(particle).toMatchObject({ x: 10.5, y: 10 });
  });
});
