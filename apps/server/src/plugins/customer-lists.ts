import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { customerListAnswer } from '@app/shared';
import type { Database } from '../db/client.js';
import type { CustomerListPage } from '../lib/customer-list.js';
import type { CustomerScope } from '../lib/owner-scope.js';
import { customerScopeOf } from './auth.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a customer's list call is made of besides its URL. */
interface CustomerListCall<Query, Row> {
  tag: string;
  /** The list's filters, its skip/take and cursor (the shared package's query schema). */
  query: z.ZodType<Query>;
  /** One item of the answer. */
  row: z.ZodType<Row>;
  /** The caller's own page (lib/customer-list.ts builds its statements). */
  read: (db: Database, scope: CustomerScope, query: Query) => Promise<CustomerListPage<Row>>;
}

/**
 * A customer's list: GET `url` answers the page of the caller's own rows that its query asks for,
 * as {Items, Total} (DESIGN §3) with the NextCursor of the page after it (lib/list-cursor.ts).
 * Every customer list is this call; only its schemas and its repository's function differ.
 */
export function customerListRoute<Query, Row>(
  app: ZodApp,
  url: string,
  list: CustomerListCall<Query, Row>,
): void {
  app.get(
    url,
    {
      schema: {
        tags: [list.tag],
        querystring: list.query,
        response: { 200: customerListAnswer(list.row) },
      },
    },
    // `list.query` parsed it; the type provider's UndefinedToUnknown<Query> stays unresolved
    // while Query is a type parameter, so it is named here.
    async (request) => list.read(app.deps.db, customerScopeOf(request), request.query as Query),
  );
}
