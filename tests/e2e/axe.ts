import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

/** axe finds nothing in the page's main content (each violation listed with the elements it names). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const scan = await new AxeBuilder({ page }).include('main').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
