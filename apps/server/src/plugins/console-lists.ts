import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { consoleListAnswer, type ConsoleListAnswer } from '@app/shared';
import type { Executor } from '../db/client.js';
import { answerConsoleList, type ExportSheet, type Page } from '../lib/console-list.js';
import type { StaffScope } from '../lib/owner-scope.js';
import { plannedWithValues } from '../lib/planned-with-values.js';
import { staffScopeOf } from './auth.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a console list call is made of besides its URL. */
interface ConsoleListCall<Query extends Page & { format: 'json' | 'xlsx' }, Row> {
  /** The list's tabs, filters, keyword, format and skip/take (the shared query schema). */
  query: z.ZodType<Query>;
  /** One item of the answer. */
  row: z.ZodType<Row>;
  /** How the list is written to a workbook (format=xlsx), or how its query chooses it. */
  sheet: ExportSheet<Row> | ((query: Query) => ExportSheet<Row>);
  /** One page of the list (lib/console-list.ts consolePage), for the staff member asking. */
  read: (
    db: Executor,
    scope: StaffScope,
    query: Query,
    page: Page,
  ) => Promise<ConsoleListAnswer<Row>>;
}

/**
 * A console list: GET `url` answers the page its query asks for with every status's count
 * (shared consoleListAnswer), or with format=xlsx every row of the same filter as a workbook.
 * Every console list is this call; only its schemas, sheet and repository's function differ.
 */
export function consoleListRoute<Query extends Page & { format: 'json' | 'xlsx' }, Row>(
  app: ZodApp,
  url: string,
  list: ConsoleListCall<Query, Row>,
): void {
  app.get(
    url,
    {
      schema: {
        tags: ['admin'],
        querystring: list.query,
        response: { 200: consoleListAnswer(list.row) },
      },
    },
    async (request, reply) => {
      // `list.query` parsed it; the type provider's UndefinedToUnknown<Query> stays unresolved
      // while Query is a type parameter, so it is named here.
      const query = request.query as Query;
      const scope = staffScopeOf(request);
      const sheet = typeof list.sheet === 'function' ? list.sheet(query) : list.sheet;
      const db = app.deps.db;
      const searched = 'keyword' in query && Boolean(query.keyword);
      return answerConsoleList(reply, query, sheet, (page) =>
        searched
          ? plannedWithValues(db, (tx) => list.read(tx, scope, query, page))
          : list.read(db, scope, query, page),
      );
    },
  );
}
