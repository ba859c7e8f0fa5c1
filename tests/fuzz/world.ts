/**
 * One store's side of the API fuzz suite (issue 31): the app over the
 * store, what the suite knows the store holds (its model), how a symbolic
 * request (./requests.ts) becomes this store's request, and how its answer
 * is written so the two stores' answers can be compared (ids become the
 * record's place, times and cursors a mark).
 *
 * The model is built from the answers alone: a 201 to a form adds the
 * record the contract makes of the body (unless the honeypot was filled or
 * the key replayed), a 200 to PATCH sets a flag, a 204 to DELETE removes,
 * a 204 to events adds its counts (none when the request asked not to be
 * tracked); anything else changes nothing. After each request the store's
 * totals must equal the model's, and a record the store acknowledged must
 * be there once, as sent.
 */
import { expect } from 'vitest';
import { createApp } from '../../api/app';
import { defaultRateLimits } from '../../api/middleware/rate-limits';
import { asksNotToBeTracked } from '../../api/routes/events';
import type { SubmissionStore } from '../../api/store/submission-store';
import { countsOf } from '../../api/usage-counts';
import { countedHost, HOST_EVENTS } from '../../api/usage-hosts';
import { vocabularyOf } from '../../api/usage-vocabulary';
import { adminLists } from '../../contract/admin-lists';
import { usageBatchSchema } from '../../contract/events';
import { isBotSubmission } from '../../contract/honeypot';
import { draftSaved } from '../../contract/messages/admin';
import { calculatorRequestThanks, contactThanks } from '../../contract/messages/forms';
import { calculatorRequestPayloadSchema, contactPayloadSchema, processedFlagSchema, readFlagSchema } from '../../contract/payloads';
import { definitions } from '../../definitions';
import { plans } from '../../definitions/plans';
import { ADMIN_PASSWORD, basic, from } from '../api/helpers';
import { buildWithStudio } from '../api/site-build';
import { FUZZ_PATHS, type FuzzRequest, type IdSpec, type ListName, type QueryValue, type RecordKind } from './requests';

/** A request as sent, and its answer as compared. */
export interface Exchange {
  /** Method and address, for the report. */
  sent: string;
  /** The request's body text (for the model), when it was text. */
  bodyText?: string;
  /** Whether the request asked not to be tracked (Sec-GPC or DNT), so a 204 to events counts nothing (issue 51). */
  notTracked: boolean;
  /** Whether the request carried the admin's login, without which nothing of the studio is answered 200 (issue 51). */
  loggedIn: boolean;
  answer: Answer;
}

/** What is compared between the stores: the status, the headers a client reads, and the body with ids, times and cursors marked. */
export interface Answer {
  status: number;
  type: string | null;
  total: string | null;
  link: string | null;
  retryAfter: boolean;
  replayed: string | null;
  body: string;
}

/** A record the model holds: its text fields (for searches) and its open flag. */
interface Held {
  id: string;
  texts: string[];
  open: boolean;
}

/** The store's whole counts, compared with the model's after each request. */
export interface Totals {
  contacts: number;
  unread: number;
  requests: number;
  unprocessed: number;
  drafts: number;
  usage: number;
  /** Usage rows of a referrer or an embedding page whose detail is neither a registrable domain nor other: none (issue 51). */
  strayHosts: number;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z/g;
/** An id no store gives: what a symbolic id names when the store has no such record yet. */
const NO_RECORD = 'ffffffff-ffff-4fff-bfff-ffffffffffff';

const usageVocabulary = { ...vocabularyOf(definitions, plans), paths: FUZZ_PATHS };

/** Percent-encodes `text` for a URL; text with lone surrogates (which encodeURIComponent refuses) as its UTF-8 bytes. */
function encoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

/** `text` as a header carries it: its UTF-8 bytes, each read as a Latin-1 character (as Node reads a header). */
const asHeader = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/** The kinds of what a store keeps, as the checks read them. */
type Part = 'records' | 'drafts' | 'usage';

/** What a request to `path` can change: a route under a form's or the admin's list, drafts or events; nothing elsewhere. */
function partsAt(path: string): Part[] {
  if (/^\/api\/(contact|calculator-request|admin\/contact-submissions|admin\/calculator-requests)\b/.test(path)) return ['records'];
  if (path.startsWith('/api/admin/drafts')) return ['drafts'];
  if (path.startsWith('/api/events')) return ['usage'];
  return [];
}

/** One store's app and what the suite knows of it. */
export class Side {
  readonly name: string;
  readonly store: SubmissionStore;
  readonly app: ReturnType<typeof createApp>;
  readonly #live: Record<RecordKind, Held[]> = { contacts: [], requests: [], drafts: [] };
  readonly #deleted: Record<RecordKind, string[]> = { contacts: [], requests: [], drafts: [] };
  readonly #labels = new Map<string, string>();
  readonly #cursors: Partial<Record<ListName, string>> = {};
  /** Every cursor this store's server wrote in a Link: only those may open a page (issue 51). */
  readonly #given = new Set<string>();
  readonly #made: Record<RecordKind, number> = { contacts: 0, requests: 0, drafts: 0 };
  #usage = 0;
  /** The run's client's answers of 401 to credentials, its failed logins: never more than the limit (issue 51, item 1). */
  #logins = { run: 0, failed: 0 };

  constructor(name: string, store: SubmissionStore) {
    this.name = name;
    this.store = store;
    // The real limits, per client: each run is a new client, so a run can reach them and both stores must agree on it.
    // A small site build with the studio's, so the studio's files and their login are fuzzed too (issue 51).
    this.app = createApp({
      adminPassword: ADMIN_PASSWORD,
      store,
      rateLimits: { ...defaultRateLimits },
      usageVocabulary,
      siteRoot: buildWithStudio(),
    });
  }

  /** The model's totals. */
  expected(): Totals {
    const open = (kind: RecordKind) => this.#live[kind].filter((r) => r.open).length;
    return {
      contacts: this.#live.contacts.length,
      unread: open('contacts'),
      requests: this.#live.requests.length,
      unprocessed: open('requests'),
      drafts: this.#live.drafts.length,
      usage: this.#usage,
      strayHosts: 0,
    };
  }

  /**
   * Fails unless the store's totals are the model's, after `what` (a request, or the whole run): those of the
   * records `path` can change (a form's or the admin's lists, drafts, usage counts), or, without one, every total.
   */
  async holdsWhatWasAcknowledged(what: string, path?: string): Promise<void> {
    const parts = path === undefined ? (['records', 'drafts', 'usage'] as const) : partsAt(path);
    if (parts.length === 0) return;
    const expected = this.expected();
    const actual = await this.actual(parts);
    const wanted = Object.fromEntries(Object.keys(actual).map((key) => [key, expected[key as keyof Totals]]));
    expect(actual, `${this.name}, after ${what}: what is stored is what the answers acknowledged`).toEqual(wanted);
  }

  /** The store's totals of `parts`, read from the store itself. */
  async actual(parts: readonly Part[]): Promise<Partial<Totals>> {
    const day = new Date().toISOString().slice(0, 10);
    const [counts, drafts, usage] = await Promise.all([
      parts.includes('records') ? this.store.counts() : undefined,
      parts.includes('drafts') ? this.store.listDrafts() : undefined,
      parts.includes('usage') ? this.store.usage(day, day) : undefined,
    ]);
    return {
      ...(counts && {
        contacts: counts.contactSubmissions.total,
        unread: counts.contactSubmissions.unread,
        requests: counts.calculatorRequests.total,
        unprocessed: counts.calculatorRequests.unprocessed,
      }),
      ...(drafts && { drafts: drafts.length }),
      ...(usage && { usage: usage.reduce((sum, c) => sum + c.count, 0) }),
      ...(usage && { strayHosts: usage.filter((c) => HOST_EVENTS.has(c.event) && countedHost(c.detail) !== c.detail).length }),
    };
  }

  #id(spec: IdSpec): string {
    if ('literal' in spec) {
      // Visible ASCII goes as it is (so "..", "%00" and "%ZZ" reach the router raw); the rest percent-encoded.
      return /^[\x21-\x7e]*$/.test(spec.literal) ? spec.literal : encoded(spec.literal);
    }
    if ('deleted' in spec) {
      const gone = this.#deleted[spec.deleted];
      return gone.length > 0 ? gone[spec.pick % gone.length]! : NO_RECORD;
    }
    const live = this.#live[spec.existing];
    const id = live.length > 0 ? live[spec.pick % live.length]!.id : NO_RECORD;
    return spec.upper ? id.toUpperCase() : id;
  }

  #queryValue(value: QueryValue): string | undefined {
    if ('literal' in value) return value.literal;
    if ('cursorOf' in value) {
      const cursor = this.#cursors[value.cursorOf];
      return cursor === undefined ? undefined : `${cursor}${value.appended ?? ''}`;
    }
    const live = this.#live[value.storedText];
    if (live.length === 0) return 'nothing stored yet';
    const texts = live[value.pick % live.length]!.texts;
    const text = texts[value.pick % texts.length]!;
    const piece = [...text].slice(value.start % Math.max(1, [...text].length), value.start + value.length).join('');
    return value.upper ? piece.toUpperCase() : piece || text;
  }

  /** `request` as this store's address and init; `run` names the run's client and keys. */
  resolve(request: FuzzRequest, run: number): { url: string; init: RequestInit } {
    const { head, id, tail } = request.path;
    const path = `${head}${id ? this.#id(id) : ''}${tail ?? ''}`;
    const query = request.query
      .map(([key, value]) => [key, this.#queryValue(value)] as const)
      .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
      .map(([key, value]) => `${encoded(key)}=${encoded(value)}`)
      .join('&');
    const headers = new Headers();
    for (const [name, value] of request.headers) headers.append(name, value);
    if (request.contentType) headers.set('Content-Type', request.contentType);
    if (request.auth === 'right') headers.set('Authorization', basic(ADMIN_PASSWORD));
    else if (request.auth === 'wrong') headers.set('Authorization', basic('not the password'));
    else if (request.auth === 'other-user') headers.set('Authorization', basic(ADMIN_PASSWORD, 'root'));
    else if (request.auth) headers.set('Authorization', asHeader(request.auth.literal));
    const key = request.idempotencyKey;
    if (key) headers.set('Idempotency-Key', 'runKey' in key ? `fuzz-${run}-${key.runKey}` : asHeader(key.literal));
    const withBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
    return {
      url: `http://localhost${path}${query ? `?${query}` : ''}`,
      init: { method: request.method, headers, ...(withBody ? { body: request.body as BodyInit } : {}) },
    };
  }

  /** Sends `request` (its burst at once) from run `run`'s client; the answers in the order sent. */
  async send(request: FuzzRequest, run: number): Promise<Exchange[]> {
    const client = from(`10.${(run >> 16) & 255}.${(run >> 8) & 255}.${run & 255}`);
    const { url, init } = this.resolve(request, run);
    const sent = `${init.method} ${url.slice('http://localhost'.length)}`;
    const bodyText = typeof init.body === 'string' ? init.body : undefined;
    const notTracked = asksNotToBeTracked((name) => (init.headers as Headers).get(name) ?? undefined);
    const responses = await Promise.all(Array.from({ length: request.burst }, async () => this.app.request(url, init, client)));
    if (run !== this.#logins.run) this.#logins = { run, failed: 0 };
    if ((init.headers as Headers).has('Authorization')) this.#logins.failed += responses.filter((r) => r.status === 401).length;
    return Promise.all(
      responses.map(async (response) => ({
        sent,
        ...(bodyText !== undefined ? { bodyText } : {}),
        notTracked,
        loggedIn: request.auth === 'right',
        answer: await this.#answer(response, init.method!),
      })),
    );
  }

  async #answer(response: Response, method: string): Promise<Answer> {
    const text = method === 'HEAD' ? '' : await response.text();
    const link = response.headers.get('Link');
    const cursor = link ? /[?&]cursor=([^&>]+)/.exec(link)?.[1] : undefined;
    const list = (Object.keys(adminLists) as ListName[]).find((name) => link?.includes(`/${adminLists[name].path}?`));
    if (cursor) this.#given.add(decodeURIComponent(cursor));
    if (cursor && list) this.#cursors[list] = decodeURIComponent(cursor);
    return {
      status: response.status,
      type: response.headers.get('Content-Type'),
      total: response.headers.get('X-Total-Count'),
      link: link?.replace(/cursor=[^&>]+/, 'cursor=<cursor>') ?? null,
      retryAfter: response.headers.has('Retry-After'),
      replayed: response.headers.get('Idempotent-Replayed'),
      body: this.#marked(text),
    };
  }

  /** `text` with this store's ids as the record's place ("contacts#3"), other ids and times as marks. */
  #marked(text: string): string {
    return text
      .replace(
        UUID,
        (id) => this.#labels.get(id) ?? (this.#labels.has(id.toLowerCase()) ? `${this.#labels.get(id.toLowerCase())}(upper)` : '<uuid>'),
      )
      .replace(ISO_TIME, '<time>');
  }

  /**
   * Takes what `exchanges` (one request's burst) did into the model, by what was answered and to which path: a
   * form's thanks, a draft's "saved", an event batch's 204, a record's PATCH or DELETE. Checks that the store holds
   * it: each record acknowledged is the newest, once, as the contract makes it of the body. Returns what is wrong.
   */
  async learn(exchanges: Exchange[]): Promise<string | undefined> {
    const first = exchanges[0]!;
    if (this.#logins.failed > defaultRateLimits.loginFailures)
      return `${this.name}: ${this.#logins.failed} logins of one client refused 401, where ${defaultRateLimits.loginFailures} may be checked`;
    const [method, address] = first.sent.split(' ') as [string, string];
    // The path as the router reads it, without the slashes it ignores at the end.
    const path = address.split('?')[0]!.replace(/\/+$/, '');
    const answered = (status: number, message?: string) =>
      exchanges.filter((e) => e.answer.status === status && (message === undefined || e.answer.body.includes(JSON.stringify(message))));
    if (answered(200).length > 0) {
      const wrong = this.#wronglyOpened(method, address, answered(200));
      if (wrong) return wrong;
    }
    if (method === 'POST') {
      for (const [kind, thanks] of [
        ['contacts', contactThanks],
        ['requests', calculatorRequestThanks],
      ] as const) {
        const fresh = answered(201, thanks).filter((e) => e.answer.replayed === null);
        if (fresh.length > 0) return this.#learnRecords(kind, fresh);
      }
      const drafts = answered(201, draftSaved);
      if (drafts.length > 0) {
        const known = new Set(this.#live.drafts.map((d) => d.id));
        const added = (await this.store.listDrafts()).filter((d) => !known.has(d.id));
        if (added.length !== drafts.length)
          return `${this.name}: ${drafts.length} drafts acknowledged with 201 made ${added.length} new drafts`;
        for (const draft of added.reverse()) this.#add('drafts', draft.id, [draft.slug, draft.title]);
      }
      // A visitor who asked not to be tracked is answered 204 whatever the body, and nothing is counted.
      const counted = first.notTracked ? 0 : answered(204).length;
      if (counted > 0) {
        const batch = usageBatchSchema.parse(JSON.parse(first.bodyText ?? ''));
        const day = new Date().toISOString().slice(0, 10);
        this.#usage += counted * countsOf(batch.events, day).reduce((sum, c) => sum + c.count, 0);
      }
      return undefined;
    }
    const kind = (['contacts', 'requests', 'drafts'] as const).find((k) =>
      path.startsWith(`/api/admin/${k === 'drafts' ? 'drafts' : adminLists[k].path}/`),
    );
    if (!kind) return undefined;
    const target = path.slice(path.lastIndexOf('/') + 1);
    const held = this.#live[kind].find((r) => r.id === target);
    const deleted = answered(204).length;
    if (method === 'DELETE' && deleted > 0) {
      if (!held) return `${this.name}: ${first.sent}, of no record the model holds, answered 204`;
      if (deleted > 1) return `${this.name}: ${deleted} DELETEs of one record at once each answered 204`;
      this.#live[kind] = this.#live[kind].filter((r) => r !== held);
      this.#deleted[kind].push(target);
    }
    if (method === 'PATCH' && answered(200).length > 0) {
      if (!held || kind === 'drafts') return `${this.name}: ${first.sent}, of no record the model holds, answered 200`;
      const flag = (kind === 'contacts' ? readFlagSchema : processedFlagSchema).parse(JSON.parse(first.bodyText ?? '')) as Record<
        string,
        boolean
      >;
      held.open = !Object.values(flag)[0];
    }
    return undefined;
  }

  /**
   * What `opened` (a request's 200s to `method` `address`) must not have opened (issue 51): a file of the studio
   * without the admin's login, or a page of a list for a cursor this server never wrote, another writing of one it
   * did included. Returns what is wrong.
   */
  #wronglyOpened(method: string, address: string, opened: Exchange[]): string | undefined {
    const [raw = '', query = ''] = address.split('?');
    // The path as the router reads it, without the slashes it ignores at the end.
    const path = raw.replace(/\/+$/, '');
    const sent = opened[0]!.sent;
    if (/^\/studio(\/|$)/.test(path) && opened.some((e) => !e.loggedIn)) return `${this.name}: ${sent} answered 200 without the login`;
    const lists = Object.values(adminLists).map((list) => `/api/admin/${list.path}`);
    const cursor = new URLSearchParams(query).get('cursor');
    if ((method === 'GET' || method === 'HEAD') && lists.includes(path) && cursor !== null && !this.#given.has(cursor)) {
      return `${this.name}: ${sent} answered 200 to a cursor this server never wrote`;
    }
    return undefined;
  }

  /** The `fresh` forms acknowledged: unless the honeypot was filled, each is one of the newest records, as sent. */
  async #learnRecords(kind: ListName, fresh: Exchange[]): Promise<string | undefined> {
    const parsed: unknown = JSON.parse(fresh[0]!.bodyText ?? '');
    if (isBotSubmission(parsed as { website?: unknown })) return undefined;
    const schema = kind === 'contacts' ? contactPayloadSchema : calculatorRequestPayloadSchema;
    const { website: _website, ...record } = schema.parse(parsed) as Record<string, unknown>;
    const query = { limit: fresh.length };
    const page = kind === 'contacts' ? await this.store.listContactSubmissions(query) : await this.store.listCalculatorRequests(query);
    for (const item of [...page.items].reverse()) {
      const stored = item as unknown as Record<string, unknown>;
      const differs = Object.keys(record).find((field) => stored[field] !== record[field]);
      if (differs) {
        return `${this.name}: the newest ${kind} record's ${differs} is ${JSON.stringify(stored[differs])}, not ${JSON.stringify(record[differs])} as sent`;
      }
      this.#add(kind, stored.id as string, Object.values(record) as string[]);
    }
    return undefined;
  }

  #add(kind: RecordKind, id: string, texts: string[]): void {
    this.#made[kind] += 1;
    this.#labels.set(id, `${kind}#${this.#made[kind]}`);
    this.#live[kind].push({ id, texts, open: true });
  }
}
