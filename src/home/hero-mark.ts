/**
 * The attribute that marks the home page's hero, which its particle canvas
 * fills: alone in its file, so the entry, on every page, reads the mark
 * without the code that starts the particles (./hero-particles.ts).
 */
export const HERO_PARTICLES = 'data-hero-particles';
