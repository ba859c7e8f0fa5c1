/**
 * The admin's two lists described once, so one panel, one paging hook and one
 * set of sentences serve both: where each list lives, what its records are
 * called and which flag makes one "open" (unread / unprocessed).
 */
import { adminListAddress, adminLists, type OpenParam } from '../../contract/admin-lists';
import type { CalculatorRequest, ContactSubmission } from '../../contract/records';

/** Which list: the tab's value and the key of its state. */
export type ListId = 'contacts' | 'requests';

/** What the screen needs to know about one list of records of type `T`. */
export interface ListKind<T extends { id: string }> {
  id: ListId;
  /** The list's address; `${path}.csv` is its export and `${path}/:id` one record. */
  path: string;
  /** The tab's name before its count (spec: 'Contact Submissions (N)'). */
  tabName: string;
  /** A record, in a sentence: 'contact submission'. */
  one: string;
  /** Records, in a sentence: 'contact submissions'. */
  many: string;
  /** What an open record is: 'unread'. */
  open: string;
  /** The query parameter that keeps only open records. */
  filterParam: OpenParam;
  /** The filter switch's label. */
  filterLabel: string;
  /** The spec's text for a list with no record at all. */
  emptyText: string;
  /** The search field's label. */
  searchLabel: string;
  /** The delete dialog's title. */
  deleteTitle: string;
  /** The CSV's file name when the server gives none. */
  csvName: string;
  /** True while the record still needs the admin (the New badge). */
  isOpen(record: T): boolean;
  /** How the delete dialog names the record. */
  describe(record: T): string;
}

/** The contact form's messages. */
export const contactsKind: ListKind<ContactSubmission> = {
  id: 'contacts',
  path: adminListAddress(adminLists.contacts),
  tabName: 'Contact Submissions',
  one: 'contact submission',
  many: 'contact submissions',
  open: 'unread',
  filterParam: adminLists.contacts.openParam,
  filterLabel: 'Unread only',
  emptyText: 'No contact submissions yet.',
  searchLabel: 'Search contact submissions',
  deleteTitle: 'Delete this message?',
  csvName: 'contact-submissions.csv',
  isOpen: (record) => !record.isRead,
  describe: (record) => `"${record.subject}" from ${record.name}`,
};

/** Visitors' suggestions for new calculators. */
export const requestsKind: ListKind<CalculatorRequest> = {
  id: 'requests',
  path: adminListAddress(adminLists.requests),
  tabName: 'Calculator Requests',
  one: 'calculator request',
  many: 'calculator requests',
  open: 'unprocessed',
  filterParam: adminLists.requests.openParam,
  filterLabel: 'Unprocessed only',
  emptyText: 'No calculator requests yet.',
  searchLabel: 'Search calculator requests',
  deleteTitle: 'Delete this request?',
  csvName: 'calculator-requests.csv',
  isOpen: (record) => !record.isProcessed,
  describe: (record) => `the request for "${record.name}"`,
};
