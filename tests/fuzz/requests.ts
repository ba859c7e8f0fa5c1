/**
 * What the API fuzz suite sends (issue 31): requests to every public and
 * admin route, as fast-check arbitraries. A request is written with symbolic
 * parts (an existing record, a page's cursor, the right password, a
 * run's idempotency key) that each store's side resolves to its own values
 * (./world.ts), so the two stores get the same request in meaning.
 *
 * Values are hostile on purpose: arbitrary Unicode with NUL, lone
 * surrogates and non-characters, letters whose case folds oddly, huge and
 * empty text, wrong types, extra and prototype keys, bodies that are not
 * JSON or not UTF-8, every method, and bursts of the same request at once.
 */
import { fc } from '@fast-check/vitest';
import type { ListName } from '../../api/store/list-page';
import { adminLists } from '../../contract/admin-lists';
import { copied, explorers } from '../../contract/usage-names';
import { definitions } from '../../definitions';
import { plans } from '../../definitions/plans';

export type { ListName };
/** A kind of record a path can name. */
export type RecordKind = ListName | 'drafts';

/** An id in a path: a record the store has (picked by place), one it deleted, or literal text. */
export type IdSpec = { existing: RecordKind; pick: number; upper: boolean } | { deleted: RecordKind; pick: number } | { literal: string };
/**
 * A query value: literal text, the store's last cursor of a list (with `appended` text after it: another writing of
 * it, issue 51), or a piece of a stored record's text (with its case changed).
 */
export type QueryValue =
  | { literal: string }
  | { cursorOf: ListName; appended?: string }
  | { storedText: ListName; pick: number; start: number; length: number; upper: boolean };
/** The Authorization header: the admin's right password, a wrong one, or literal text. */
export type AuthSpec = 'right' | 'wrong' | 'other-user' | { literal: string };
/** The Idempotency-Key header: the run's n-th key, or literal text. */
export type KeySpec = { runKey: number } | { literal: string };

export interface FuzzRequest {
  method: string;
  /** The path up to an id, the id, and what follows it. */
  path: { head: string; id?: IdSpec; tail?: string };
  query: [string, QueryValue][];
  auth?: AuthSpec;
  idempotencyKey?: KeySpec;
  contentType?: string;
  /** Other headers, with Latin-1 values (what HTTP can carry). */
  headers: [string, string][];
  /** JSON text, other text, or bytes that need not be UTF-8. */
  body?: string | Uint8Array;
  /** How many copies are sent at once (1: alone). */
  burst: number;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PURGE'] as const;

/** Pieces that have broken a store or a parser somewhere: NUL, lone surrogates, non-characters, odd case folds, SQL and CSV specials. */
const nasty = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udfff',
  '\uffff',
  '\ufffe',
  '\ufdd0',
  '\u0007',
  '\u001b',
  '\u200b',
  '\u202e',
  '\u0085',
  '\u2028',
  'İ',
  'ı',
  'ß',
  'ẞ',
  'Σ',
  'ς',
  'ǅ',
  'K',
  'ﬃ',
  'Ⅻ',
  'É',
  'é',
  'e\u0301',
  '😀',
  '%',
  '_',
  '\\',
  "'",
  '"',
  '`',
  '<script>',
  '=1+1',
  '@SUM(A1)',
  '../',
  '\r\n',
  '\t',
  ' ',
  '{}',
  '$1',
  ';--',
);

/** Text of every kind a visitor or an attacker might send. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 4, arbitrary: fc.array(fc.oneof(nasty, fc.string({ maxLength: 4 })), { maxLength: 8 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '  \n\t ') },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 90, max: 5_100 }), fc.constantFrom('a', 'é', '😀', ' ')).map(([n, c]) => c.repeat(n)),
  },
  { weight: 1, arbitrary: fc.integer({ min: 8_000, max: 120_000 }).map((n) => 'x'.repeat(n)) },
);

/** A value of the wrong type for a text field. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

/** Keys that reach an object's prototype when a parser or a merge is careless. */
const prototypeKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');

/** One field's value: mostly one that passes, so bodies get through to the store; otherwise anything. */
function fieldValue(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 7, arbitrary: plausible }, { weight: 2, arbitrary: anyText }, { weight: 1, arbitrary: wrongType });
}

/** Plausible text with a little of everything: accents, odd case folds, emoji, spaces to trim. */
const plausibleText = (max: number) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom('Ada', 'Lovelace', 'ROAS', 'İstanbul', 'STRASSE', 'straße', 'Σοφία', 'ﬃ', 'café', '😀', '100%', 'a_b'),
        fc.string({ minLength: 1, maxLength: 6 }),
      ),
      {
        minLength: 1,
        maxLength: 5,
      },
    )
    .map((parts) => ` ${parts.join(' ')} `.slice(0, max));

const plausibleEmail = fc.constantFrom('ada@example.com', 'Ada.Lovelace+roas@example.co.uk', 'x@y.io', 'stéphane@exemple.fr');

/**
 * A JSON object's text from `fields` (each maybe left out), with extra and
 * prototype keys, written by hand so `__proto__` is an own key and a key may
 * come twice.
 */
function jsonObject(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  const entries = Object.entries(fields).map(([key, value]) =>
    fc.option(
      value.map((v) => [key, v] as [string, unknown]),
      { freq: 12, nil: undefined },
    ),
  );
  const extra = fc.array(
    fc.tuple(fc.oneof(prototypeKey, fc.string({ maxLength: 8 }), fc.constantFrom(...Object.keys(fields))), fieldValue(anyText)),
    {
      maxLength: 2,
    },
  );
  return fc.tuple(fc.tuple(...entries), fc.option(extra, { freq: 4, nil: undefined })).map(([given, more]) => {
    const pairs = [...given.filter((e): e is [string, unknown] => e !== undefined), ...(more ?? [])];
    return `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
  });
}

const honeypot = fc.option(fc.oneof(fc.constant(''), fc.constant(null), fc.constant('http://spam.example'), wrongType), {
  freq: 8,
  nil: undefined,
});

const contactBody = jsonObject({
  name: fieldValue(plausibleText(100)),
  email: fieldValue(plausibleEmail),
  subject: fieldValue(plausibleText(200)),
  message: fieldValue(plausibleText(5000)),
  website: honeypot,
});

const requestBody = jsonObject({ name: fieldValue(plausibleText(100)), description: fieldValue(plausibleText(2000)), website: honeypot });

const slugs = definitions.map((d) => d.slug);
const paths = ['/', '/calculators', '/calculators/roi', '/calculators/ctr', '/embed/roi', '/plans/paid-search-funnel'];
/** The pages the fuzzed API knows (its usage vocabulary's paths). */
export const FUZZ_PATHS = new Set(paths);

/** A usage event, mostly one the site's names allow. */
const usageEvent: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record(
      {
        type: fc.constant('view'),
        path: fc.oneof(fc.constantFrom(...paths), anyText),
        referrer: fc.option(fc.constantFrom('news.example.org', 'a.b'), { nil: undefined }),
      },
      { requiredKeys: ['type', 'path'] },
    ),
  },
  {
    weight: 3,
    arbitrary: fc.integer({ min: 0, max: definitions.length - 1 }).chain((i) => {
      const calculator = definitions[i]!;
      const mode = calculator.calculator.modes[0]!;
      const bands = mode.bands?.steps.map((s) => s.label) ?? ['Good'];
      return fc.record(
        {
          type: fc.constant('calculate'),
          calculator: fc.oneof(
            { weight: 5, arbitrary: fc.constant(calculator.slug) },
            { weight: 1, arbitrary: fieldValue(fc.constant('constructor')) },
          ),
          mode: fc.oneof({ weight: 5, arbitrary: fc.constant(mode.id) }, { weight: 1, arbitrary: anyText }),
          band: fc.oneof(fc.constantFrom(...bands), anyText),
          rule: fc.oneof(fc.integer({ min: 0, max: mode.rules.length }), wrongType),
        },
        { requiredKeys: ['type', 'calculator', 'mode'] },
      );
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('explore'),
      calculator: fc.constantFrom(...slugs),
      explorer: fc.oneof(fc.constantFrom(...explorers), anyText),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('copy'), calculator: fc.constantFrom(...slugs), what: fc.constantFrom(...copied) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('embed-view'),
      calculator: fc.constantFrom(...slugs),
      host: fc.oneof(fc.constantFrom('blog.example.com', 'xn--caf-dma.example'), anyText),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('plan-step'),
      plan: fc.constantFrom(...plans.map((p) => p.slug), 'custom', 'no-such-plan'),
      calculator: fc.constantFrom(...slugs),
    }),
  },
  { weight: 1, arbitrary: wrongType },
);

const eventsBody = fc.oneof(
  { weight: 6, arbitrary: fc.array(usageEvent, { minLength: 1, maxLength: 6 }).map((events) => JSON.stringify({ events })) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 0, max: 25 })
      .map((n) => JSON.stringify({ events: Array.from({ length: n }, () => ({ type: 'view', path: '/' })) })),
  },
  { weight: 1, arbitrary: jsonObject({ events: wrongType }) },
);

const flagBody = (flag: string) =>
  jsonObject({ [flag]: fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: wrongType }) });

/** A draft: the studio's own file, with its slug, title or a formula changed, or anything at all. */
function draftBody(file: string): fc.Arbitrary<string> {
  const definition = JSON.parse(file) as Record<string, unknown>;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(file) },
    {
      weight: 2,
      arbitrary: fc
        .record(
          { slug: fieldValue(fc.constantFrom('fuzzed-calculator', 'roi')), title: fieldValue(plausibleText(80)) },
          { requiredKeys: [] },
        )
        .map((changed) => JSON.stringify({ ...definition, ...changed })),
    },
    { weight: 1, arbitrary: fc.constant(file.slice(0, Math.floor(file.length / 2))) },
    { weight: 1, arbitrary: anyText },
  );
}

/** Any body at all: JSON of any shape, text, bytes that are not UTF-8, or nothing. */
const anyBody: fc.Arbitrary<string | Uint8Array | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('', 'null', '[]', '"text"', '42', '{', '{"a":', '{"__proto__":{"isAdmin":true}}', 'true'),
  fc.json({ maxDepth: 3 }),
  anyText,
  fc.uint8Array({ maxLength: 64 }),
  fc.constant(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
);

const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
      '*/*',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** A header value HTTP can carry: Latin-1 without NUL or line breaks. */
const headerValue = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((c) => c !== 0x7f)
    .map((c) => String.fromCharCode(c)),
  maxLength: 40,
});

const otherHeaders = fc.array(
  fc.oneof(
    fc.tuple(
      fc.constantFrom(
        'X-Requested-With',
        'X-Forwarded-For',
        'Origin',
        'Accept',
        'Accept-Language',
        'Cookie',
        'If-None-Match',
        'Range',
        'Transfer-Encoding-Hint',
      ),
      headerValue,
    ),
    fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,15}$/), headerValue),
  ),
  { maxLength: 2 },
);

const idSpec: fc.Arbitrary<IdSpec> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({ existing: fc.constantFrom<RecordKind>('contacts', 'requests', 'drafts'), pick: fc.nat(), upper: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ deleted: fc.constantFrom<RecordKind>('contacts', 'requests', 'drafts'), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc
      .oneof(
        fc.uuid(),
        anyText,
        fc.constantFrom('00000000-0000-0000-0000-000000000000', '..', '%00', '%ZZ', '1', '-1', 'null', '%2e%2e%2f', 'a/b', '__proto__'),
      )
      .map((literal) => ({ literal })),
  },
);

/** An existing record of the same kind as the route names, most of the time. */
const idFor = (kind: RecordKind) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        existing: fc.constant(kind),
        pick: fc.nat(),
        upper: fc.oneof({ weight: 7, arbitrary: fc.constant(false) }, { weight: 3, arbitrary: fc.constant(true) }),
      }),
    },
    { weight: 4, arbitrary: idSpec },
  );

const literal = (text: fc.Arbitrary<string>) => text.map((value): QueryValue => ({ literal: value }));

/** A list's query: limit, cursor, q, the open filter, and extra keys, each maybe wrong. */
function listQuery(list: ListName): fc.Arbitrary<[string, QueryValue][]> {
  const open = adminLists[list].openParam;
  const other: ListName = list === 'contacts' ? 'requests' : 'contacts';
  return fc
    .record(
      {
        limit: literal(
          fc.oneof(
            fc.integer({ min: 1, max: 500 }).map(String),
            fc.constantFrom('0', '-1', '501', '1e3', '2.5', '', 'abc', '99999999999999999999', ' 5'),
            anyText,
          ),
        ),
        cursor: fc.oneof(
          { weight: 4, arbitrary: fc.constant<QueryValue>({ cursorOf: list }) },
          { weight: 1, arbitrary: fc.constant<QueryValue>({ cursorOf: other }) },
          {
            weight: 1,
            arbitrary: literal(
              fc.oneof(
                fc.constantFrom('eyJzZXEiOiIxIn0', Buffer.from('{"l":"contacts","seq":"1"}').toString('base64url'), ''),
                fc.json().map((j) => Buffer.from(j).toString('base64url')),
                anyText,
              ),
            ),
          },
        ),
        q: fc.oneof(
          {
            weight: 3,
            arbitrary: fc.record({
              storedText: fc.constant(list),
              pick: fc.nat(),
              start: fc.nat({ max: 20 }),
              length: fc.integer({ min: 1, max: 8 }),
              upper: fc.boolean(),
            }),
          },
          { weight: 2, arbitrary: literal(anyText) },
        ),
        [open]: literal(fc.constantFrom('true', 'false', '1', '', 'TRUE', 'yes')),
      },
      { requiredKeys: [] },
    )
    .chain((given) =>
      fc
        .array(fc.tuple(fc.oneof(prototypeKey, fc.string({ maxLength: 6 }), fc.constantFrom('limit', 'q', 'cursor')), literal(anyText)), {
          maxLength: 2,
        })
        .map((extra): [string, QueryValue][] => [...(Object.entries(given) as [string, QueryValue][]), ...extra]),
    );
}

const usageQuery = fc
  .record(
    {
      from: literal(
        fc.oneof(
          fc
            .date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
          anyText,
        ),
      ),
      to: literal(
        fc.oneof(fc.constant(new Date().toISOString().slice(0, 10)), fc.constantFrom('2026-02-30', '9999-12-31', 'today'), anyText),
      ),
    },
    { requiredKeys: [] },
  )
  .map((given) => Object.entries(given));

const auth: fc.Arbitrary<AuthSpec> = fc.oneof(
  { weight: 14, arbitrary: fc.constant<AuthSpec>('right') },
  { weight: 1, arbitrary: fc.constantFrom<AuthSpec>('wrong', 'other-user') },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.constantFrom('Basic', 'Basic ', 'Basic Og==', 'Basic ===', 'Bearer token', 'basic YWRtaW46'), headerValue)
      .map((text) => ({ literal: text })),
  },
);

/** One route's requests: its own method, path, query and body most of the time; any method and body otherwise. */
interface Route {
  weight: number;
  method: string;
  head: string;
  id?: RecordKind;
  tail?: string;
  admin: boolean;
  query?: fc.Arbitrary<[string, QueryValue][]>;
  body?: fc.Arbitrary<string | undefined>;
  idempotent?: boolean;
}

/** Every route of the API (README's table), and a few it does not have. */
function routes(draftFile: string): Route[] {
  const c = adminLists.contacts.path;
  const r = adminLists.requests.path;
  return [
    { weight: 12, method: 'POST', head: '/api/contact', admin: false, body: contactBody, idempotent: true },
    { weight: 8, method: 'POST', head: '/api/calculator-request', admin: false, body: requestBody, idempotent: true },
    { weight: 6, method: 'POST', head: '/api/events', admin: false, body: eventsBody },
    { weight: 1, method: 'GET', head: '/api/health', admin: false },
    { weight: 8, method: 'GET', head: `/api/admin/${c}`, admin: true, query: listQuery('contacts') },
    { weight: 5, method: 'GET', head: `/api/admin/${r}`, admin: true, query: listQuery('requests') },
    { weight: 1, method: 'GET', head: `/api/admin/${c}.csv`, admin: true, query: listQuery('contacts') },
    { weight: 1, method: 'GET', head: `/api/admin/${r}.csv`, admin: true, query: listQuery('requests') },
    { weight: 4, method: 'PATCH', head: `/api/admin/${c}/`, id: 'contacts', admin: true, body: flagBody('isRead') },
    { weight: 3, method: 'PATCH', head: `/api/admin/${r}/`, id: 'requests', admin: true, body: flagBody('isProcessed') },
    { weight: 2, method: 'DELETE', head: `/api/admin/${c}/`, id: 'contacts', admin: true },
    { weight: 2, method: 'DELETE', head: `/api/admin/${r}/`, id: 'requests', admin: true },
    { weight: 2, method: 'GET', head: '/api/admin/counts', admin: true },
    { weight: 3, method: 'POST', head: '/api/admin/drafts', admin: true, body: draftBody(draftFile) },
    { weight: 1, method: 'GET', head: '/api/admin/drafts', admin: true },
    { weight: 1, method: 'GET', head: '/api/admin/drafts/', id: 'drafts', admin: true },
    { weight: 1, method: 'DELETE', head: '/api/admin/drafts/', id: 'drafts', admin: true },
    { weight: 2, method: 'GET', head: '/api/admin/usage', admin: true, query: usageQuery },
    { weight: 1, method: 'GET', head: '/api/admin/usage.csv', admin: true, query: usageQuery },
    { weight: 1, method: 'GET', head: '/api/', id: 'contacts', admin: false },
    { weight: 1, method: 'GET', head: '/api/admin/', id: 'contacts', admin: true },
  ];
}

const anyQuery = fc.array(fc.tuple(fc.oneof(prototypeKey, fc.string({ maxLength: 6 })), literal(anyText)), { maxLength: 2 });

/** A request as a failure report shows it: long text cut short. */
function shown(request: object): string {
  return JSON.stringify(request, (_, value: unknown) =>
    typeof value === 'string' && value.length > 120
      ? `${value.slice(0, 100)}… (${value.length} characters)`
      : value instanceof Uint8Array
        ? `<${value.length} bytes>`
        : value,
  );
}

function requestOn(route: Route): fc.Arbitrary<FuzzRequest> {
  const sameMethod = route.method;
  return fc
    .record({
      method: fc.oneof({ weight: 9, arbitrary: fc.constant(sameMethod) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
      id: route.id ? fc.oneof({ weight: 9, arbitrary: idFor(route.id) }, { weight: 1, arbitrary: idSpec }) : fc.constant(undefined),
      tail: fc.oneof(
        { weight: 19, arbitrary: fc.constant(route.tail) },
        { weight: 1, arbitrary: fc.constantFrom('/', '/x', '.json', '%00', '/..', '//') },
      ),
      query: fc.oneof({ weight: 9, arbitrary: route.query ?? anyQuery }, { weight: 1, arbitrary: anyQuery }),
      auth: route.admin ? auth : fc.option(auth, { freq: 10, nil: undefined }),
      idempotencyKey: route.idempotent
        ? fc.option(
            fc.oneof(
              { weight: 6, arbitrary: fc.nat({ max: 3 }).map((n): KeySpec => ({ runKey: n })) },
              {
                weight: 1,
                arbitrary: fc
                  .oneof(fc.constantFrom('', ' ', 'a b', 'k'.repeat(256), 'ключ'), headerValue)
                  .map((t): KeySpec => ({ literal: t })),
              },
            ),
            { freq: 2, nil: undefined },
          )
        : fc.constant(undefined),
      contentType,
      headers: otherHeaders,
      body: fc.oneof({ weight: 9, arbitrary: route.body ?? anyBody }, { weight: 1, arbitrary: anyBody }),
      burst: fc.oneof({ weight: 12, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 12 }) }),
    })
    .map((r) => ({
      [fc.toStringMethod]: () => shown(r),
      method: r.method,
      path: { head: route.head, ...(r.id ? { id: r.id } : {}), ...(r.tail ? { tail: r.tail } : {}) },
      query: r.query,
      ...(r.auth ? { auth: r.auth } : {}),
      ...(r.idempotencyKey ? { idempotencyKey: r.idempotencyKey } : {}),
      ...(r.contentType ? { contentType: r.contentType } : {}),
      headers: r.headers,
      ...(r.body !== undefined ? { body: r.body } : {}),
      burst: r.burst,
    }));
}

/** A run: a few requests in a row, from one client. `draftFile` is a studio-written definition's text. */
export function fuzzRun(draftFile: string): fc.Arbitrary<FuzzRequest[]> {
  const request = fc.oneof(...routes(draftFile).map((route) => ({ weight: route.weight, arbitrary: requestOn(route) })));
  return fc.array(request, { minLength: 1, maxLength: 8 });
}
