/**
 * The admin endpoints (mounted under /api/admin), behind HTTP Basic auth with
 * the user name `admin` (api/middleware/admin-login.ts compares in constant time).
 * Each list pages newest first with search and a filter, exports CSV, sets
 * its flag (PATCH) and deletes a record (DELETE, 204); /counts feeds the tabs.
 */
import { zValidator } from '@hono/zod-validator';
import { Hono, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ADMIN_API, adminLists, COUNTS_ADDRESS, MAX_PAGE_LIMIT, type OpenParam } from '../../contract/admin-lists';
import { listQuerySchema, type ListQuery } from '../../contract/list-query';
import { badPageCursor, noSuchCalculatorRequest, noSuchContactSubmission, recordNotFound } from '../../contract/messages/admin';
import { processedFlagSchema, readFlagSchema } from '../../contract/payloads';
import type { CalculatorRequest, ContactSubmission } from '../../contract/records';
import { ApiFailure } from '../failure';
import { adminLogin } from '../middleware/admin-login';
import { fieldErrors, limitBody, requireJson, validJson } from '../middleware/json-body';
import { BadCursorError, type Page, type StoreListQuery, type SubmissionStore } from '../store/submission-store';
import { csvStream, type CsvColumn } from './csv-export';
import { PageCursors } from './page-cursor';
import type { ListName } from '../store/list-page';
import { DRAFTS_PATH } from '../../contract/drafts';
import { draftRoutes } from './drafts';
import { usageRoutes } from './usage';
import { allPages, pageAnswer } from './page-answer';

/** 400 with one message per bad query parameter. */
const validQuery = zValidator('query', listQuerySchema, (result) => {
  if (!result.success) {
    const errors = fieldErrors(result.error.issues);
    throw new ApiFailure(400, Object.values(errors).join(' '), { errors });
  }
});

/** What differs between the two lists. */
interface ListKind<T extends { id: string }, F extends z.core.$ZodType> {
  /** Which list: its path and open filter are the contract's (adminLists), its name is its cursors'. */
  name: ListName;
  list(query: StoreListQuery): Promise<Page<T>>;
  setFlag(id: string, body: z.infer<F>): Promise<T | undefined>;
  flagSchema: F;
  notFoundOnPatch: string;
  remove(id: string): Promise<boolean>;
  columns: readonly CsvColumn<T>[];
}

function storeQuery(query: ListQuery, openParam: OpenParam, limit = query.limit): StoreListQuery {
  return { limit, cursor: query.cursor, q: query.q, openOnly: query[openParam] === true };
}

/** Runs a store read, answering 400 for a cursor the store does not know. */
async function orBadCursor(read: () => Promise<Response>): Promise<Response> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BadCursorError) throw new ApiFailure(400, badPageCursor);
    throw error;
  }
}

/** The date part of now, UTC, for an export's file name. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function listRoutes<T extends { id: string }, F extends z.core.$ZodType>(routes: Hono, kind: ListKind<T, F>, cursors: PageCursors): void {
  const { path, openParam } = adminLists[kind.name];
  routes.get(`/${path}`, validQuery, (c) =>
    orBadCursor(async () => {
      const query = c.req.valid('query');
      const cursor = query.cursor === undefined ? undefined : cursors.open(kind.name, query.cursor);
      const page = await kind.list(storeQuery({ ...query, cursor }, openParam));
      return pageAnswer(c, page.nextCursor ? { ...page, nextCursor: cursors.seal(kind.name, page.nextCursor) } : page);
    }),
  );
  routes.get(`/${path}.csv`, validQuery, (c) =>
    orBadCursor(async () => {
      const query = c.req.valid('query');
      // The first page is read before answering, so a stale cursor or a store fault still gets a proper status.
      const first = await kind.list(storeQuery({ ...query, cursor: undefined }, openParam, MAX_PAGE_LIMIT));
      const pages = allPages<T>((cursor) =>
        cursor === undefined ? Promise.resolve(first) : kind.list(storeQuery({ ...query, cursor }, openParam, MAX_PAGE_LIMIT)),
      );
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${path}-${today()}.csv"`);
      return c.body(csvStream(kind.columns, pages));
    }),
  );
  routes.patch(`/${path}/:id`, limitBody, requireJson, validJson(kind.flagSchema), async (c) => {
    const updated = await kind.setFlag(c.req.param('id'), c.req.valid('json') as z.infer<F>);
    if (!updated) throw new ApiFailure(404, kind.notFoundOnPatch);
    return c.json(updated);
  });
  routes.delete(`/${path}/:id`, async (c) => {
    if (!(await kind.remove(c.req.param('id')))) throw new ApiFailure(404, recordNotFound);
    return c.body(null, 204);
  });
}

const contactColumns: readonly CsvColumn<ContactSubmission>[] = [
  { header: 'id', cell: (r) => r.id },
  { header: 'createdAt', cell: (r) => r.createdAt },
  { header: 'name', cell: (r) => r.name },
  { header: 'email', cell: (r) => r.email },
  { header: 'subject', cell: (r) => r.subject },
  { header: 'message', cell: (r) => r.message },
  { header: 'isRead', cell: (r) => r.isRead },
];

const requestColumns: readonly CsvColumn<CalculatorRequest>[] = [
  { header: 'id', cell: (r) => r.id },
  { header: 'createdAt', cell: (r) => r.createdAt },
  { header: 'name', cell: (r) => r.name },
  { header: 'description', cell: (r) => r.description },
  { header: 'isProcessed', cell: (r) => r.isProcessed },
];

/** Admin routes; `failedLogins` runs before the password check. */
export function adminRoutes(store: SubmissionStore, password: string, failedLogins: MiddlewareHandler): Hono {
  const routes = new Hono();
  routes.use('*', failedLogins);
  routes.use('*', adminLogin(password));
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  routes.get(COUNTS_ADDRESS.slice(ADMIN_API.length), async (c) => c.json(await store.counts()));
  routes.route(DRAFTS_PATH.slice(ADMIN_API.length), draftRoutes(store));
  usageRoutes(routes, store);
  const cursors = new PageCursors(password);
  listRoutes(
    routes,
    {
      name: 'contacts',
      list: (query) => store.listContactSubmissions(query),
      flagSchema: readFlagSchema,
      setFlag: (id, body) => store.setContactSubmissionRead(id, body.isRead),
      notFoundOnPatch: noSuchContactSubmission,
      remove: (id) => store.deleteContactSubmission(id),
      columns: contactColumns,
    },
    cursors,
  );
  listRoutes(
    routes,
    {
      name: 'requests',
      list: (query) => store.listCalculatorRequests(query),
      flagSchema: processedFlagSchema,
      setFlag: (id, body) => store.setCalculatorRequestProcessed(id, body.isProcessed),
      notFoundOnPatch: noSuchCalculatorRequest,
      remove: (id) => store.deleteCalculatorRequest(id),
      columns: requestColumns,
    },
    cursors,
  );
  return routes;
}
