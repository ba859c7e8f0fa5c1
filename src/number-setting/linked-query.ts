/**
 * A link's query with the page's number setting named (src/number-setting/address.ts):
 * what a plan's step links to, so the calculator's page shows it as the plan does,
 * and what an embed frames (src/embed/EmbedDialog.tsx), so its readers see what its maker saw.
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

/** A path (with any query of its own) with `style`'s setting named in its query, where the style is not en-US dollars. */
export function withSetting(path: string, style: NumberStyle): string {
  const at = path.indexOf('?');
  return at < 0 ? path + linkedQuery('', style) : path.slice(0, at) + linkedQuery(path.slice(at), style);
}
