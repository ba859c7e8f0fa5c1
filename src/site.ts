/** Site-wide constants. */
export const site = {
  name: 'Marketing Calculators',
  defaultTitle: 'Marketing Calculators',
  defaultDescription:
    'Free marketing calculators for conversion, cost, revenue and retention metrics: get the number, compare it with benchmarks and learn what to do next.',
  origin: __SITE_ORIGIN__,
  tagline: 'Free, fast marketing calculators with benchmarks and plain-language guidance.',
  /** The external professional profile linked from the footer (SITE_PROFILE_URL at build time). */
  profile: { label: 'Connect on LinkedIn', url: __SITE_PROFILE_URL__ },
} as const;

/** Absolute URL of a site path, for canonical and og:url. */
export function absoluteUrl(path: string): string {
  return `${site.origin}${path}`;
}
