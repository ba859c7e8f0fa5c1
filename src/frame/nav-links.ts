/** The header's links (spec section 2, page frame). */
export const navLinks = [
  { label: 'Home', to: '/' },
  { label: 'All Calculators', to: '/calculators' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
] as const;

/** True when `to` is the current page or a section it belongs to (paths compare without case). */
export function isCurrent(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`);
}
