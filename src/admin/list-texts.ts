/**
 * The sentences the admin lists show around their records: counts with
 * thousands separators, what a search or filter matched, what an empty
 * result means, and how much of a long list is on screen.
 */
import type { ListKind } from './list-kinds';
import { isNarrowed, type ListFilter } from './paging';

const whole = new Intl.NumberFormat('en-US');

/**
 * A count as people read it.
 * @example count(1234) // '1,234'
 */
export function count(n: number): string {
  return whole.format(n);
}

type Named = Pick<ListKind<{ id: string }>, 'one' | 'many' | 'open' | 'tabName' | 'emptyText'>;

function records(kind: Named, n: number, filter: ListFilter): string {
  return `${filter.openOnly ? `${kind.open} ` : ''}${n === 1 ? kind.one : kind.many}`;
}

/**
 * The tab's name with the list's total (spec: 'Contact Submissions (N)').
 * @example tabLabel(contactsKind, 1234) // 'Contact Submissions (1,234)'
 */
export function tabLabel(kind: Pick<Named, 'tabName'>, total: number): string {
  return `${kind.tabName} (${count(total)})`;
}

/**
 * How many records match a search or filter, or '' when the list is not narrowed.
 * @example matchLine(contactsKind, 12, { q: 'roas', openOnly: false }) // '12 contact submissions match "roas"'
 */
export function matchLine(kind: Named, total: number, filter: ListFilter): string {
  if (!isNarrowed(filter)) return '';
  const q = filter.q.trim();
  if (!q) return `${count(total)} ${records(kind, total, filter)}`;
  return `${count(total)} ${records(kind, total, filter)} ${total === 1 ? 'matches' : 'match'} "${q}"`;
}

/**
 * What an empty list says: the spec's text when there is no record at all,
 * and what was looked for when a search or filter found nothing.
 * @example emptyLine(contactsKind, { q: 'xyz', openOnly: false }) // 'No contact submissions match "xyz".'
 */
export function emptyLine(kind: Named, filter: ListFilter): string {
  if (!isNarrowed(filter)) return kind.emptyText;
  const q = filter.q.trim();
  return `No ${records(kind, 0, filter)}${q ? ` match "${q}"` : ''}.`;
}

/**
 * How much of the list is on screen, under the last record.
 * @example shownLine(50, 1234) // 'Showing 50 of 1,234'
 */
export function shownLine(shown: number, total: number): string {
  return shown >= total ? `Showing all ${count(shown)}` : `Showing ${count(shown)} of ${count(total)}`;
}

/**
 * The open records beside a tab's name, or '' when there are none.
 * @example openLine(12) // '12 new'
 */
export function openLine(open: number): string {
  return open > 0 ? `${count(open)} new` : '';
}
