/**
 * Usage counts (DESIGN.md "Usage counts"): the few domain events a page
 * sends, in small batches, and nothing else. A closed list of events and
 * fields, each a name from the site's own vocabulary (a calculator's slug,
 * a mode's id, a band's label, a rule's place in its mode, an explorer, a
 * page's path, a host name): never an input or output value, a full URL or
 * query string, an address, a cookie, a user agent or any identifier. The
 * API checks each name against the site (api/usage-vocabulary.ts) and keeps
 * daily counts only; of a host, only its registrable domain, or `other`
 * (api/usage-hosts.ts).
 */
import { z } from 'zod';
import { copied, explorers, HOST_PATTERN, MAX_EVENTS_PER_BATCH } from './usage-names';

export { CUSTOM_PLAN, EVENTS_PATH, MAX_EVENTS_BODY_BYTES, MAX_EVENTS_PER_BATCH } from './usage-names';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(80);
const id = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/)
  .max(60);
const host = z.string().max(253).regex(HOST_PATTERN);
/** A page's path as the site names its pages: lower-case words, no query or fragment. */
const path = z
  .string()
  .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/)
  .max(120);

/** One event; every field is a name the API checks against the site. */
export const usageEventSchema = z.discriminatedUnion('type', [
  /**
   * A page was seen; `referrer` is the host of the page the visitor came from, if another site's. It is counted
   * under its registrable domain (`news.example.com` as `example.com`) when that is under a known public suffix,
   * otherwise as `other` (contract/usage-hosts.ts); a day keeps a limited number of hosts (api/usage-hosts.ts).
   */
  z.strictObject({ type: z.literal('view'), path, referrer: host.optional() }),
  /** Calculate was pressed: the result's band, or the rule (by its place in the mode) that failed, or neither. */
  z.strictObject({
    type: z.literal('calculate'),
    calculator: slug,
    mode: id,
    band: z.string().min(1).max(80).optional(),
    rule: z.number().int().min(0).max(49).optional(),
  }),
  z.strictObject({ type: z.literal('explore'), calculator: slug, explorer: z.enum(explorers) }),
  z.strictObject({ type: z.literal('copy'), calculator: slug, what: z.enum(copied) }),
  /** An embedded calculator was seen on a page of `host`, counted as a referrer's host is. */
  z.strictObject({ type: z.literal('embed-view'), calculator: slug, host }),
  /** A plan's step was calculated; `plan` is the template's slug, or `custom` for a plan of the visitor's own. */
  z.strictObject({ type: z.literal('plan-step'), plan: slug, calculator: slug }),
]);

/** A batch as sent. */
export const usageBatchSchema = z.strictObject({ events: z.array(usageEventSchema).min(1).max(MAX_EVENTS_PER_BATCH) });

export type UsageEvent = z.infer<typeof usageEventSchema>;
export type UsageBatch = z.infer<typeof usageBatchSchema>;
export type UsageEventType = UsageEvent['type'];

/** A period's total of one event, calculator and detail (its days added up). */
export type UsageTotal = Omit<UsageCount, 'day'>;

/** A day's total of one kind of event, for the chart. */
export interface UsageDayTotal {
  day: string;
  event: string;
  count: number;
}

/** What the admin's Usage tab reads of a period: its totals and each day's totals by event (GET /api/admin/usage). */
export interface UsagePeriod {
  from: string;
  to: string;
  totals: UsageTotal[];
  days: UsageDayTotal[];
}

/**
 * One daily count, as the store keeps it and the admin reads it: `day` is YYYY-MM-DD (UTC); `event` an event's
 * type or `referrer`; `calculator` a slug (empty for a page view or a referrer); `detail` what the event names
 * besides (api/usage-counts.ts), for a referrer or an embed view a registrable domain or `other`. What the admin
 * reads names a host only once 5 visits in the period came from it (api/usage-hosts.ts).
 */
export interface UsageCount {
  day: string;
  event: string;
  calculator: string;
  detail: string;
  count: number;
}
