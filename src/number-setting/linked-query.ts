/**
 * A link's query with the page's number setting named (src/number-setting/address.ts):
 * what a plan's step links to, so the calculator's page shows it as the plan does.
 */
import { defaultStyle, type NumberStyle } from '../../engine/runtime';
import { writeSetting } from './address';

/** A query (`?…` or '') with `style`'s setting added where it is not en-US dollars: a link that shows what its sender sees. */
export function linkedQuery(query: string, style: NumberStyle): string {
  if (style === defaultStyle) return query;
  const params = new URLSearchParams(query);
  writeSetting(style, params);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}
