import { lazy, Suspense } from 'react';
import { useAfterLargestPaint } from './useAfterLargestPaint';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const ParticleCanvas = lazy(() => import('./ParticleCanvas'));

/**
 * The particle canvas behind the hero (spec sections 4 and 9): loaded and
 * started only after the largest contentful paint (or the 3 s fallback), and
 * removed at once, live, when the visitor prefers reduced motion.
 */
export function HeroParticles() {
  const ready = useAfterLargestPaint();
  const reduced = usePrefersReducedMotion();
  if (!ready || reduced) return null;
  return (
    <Suspense fallback={null}>
      <ParticleCanvas />
    </Suspense>
  );
}
