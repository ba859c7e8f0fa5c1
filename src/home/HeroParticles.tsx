import { LoadBoundary } from '../components/LoadBoundary';
import { onDemand } from '../on-demand';
import { useAfterLargestPaint } from './useAfterLargestPaint';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const ParticleCanvas = onDemand(() => import('./ParticleCanvas').then((m) => m.default));

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
    <LoadBoundary what="the particles" quiet>
      <ParticleCanvas />
    </LoadBoundary>
  );
}
