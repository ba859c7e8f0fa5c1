/**
 * Which calculator a page is of. A module apart from ./embed.ts, which every
 * page's first load carries: only what runs once hydrated (usage counts) and the
 * admin read this.
 */
import { calculatorPathOfEmbed } from './embed';

/** The calculator a page is of, by slug: its page or its embedded page (`/embed/roi` → `roi`); undefined for any other. */
export function calculatorOfPath(pathname: string): string | undefined {
  return /^\/calculators\/([a-z0-9-]+)$/.exec(calculatorPathOfEmbed(pathname))?.[1];
}
