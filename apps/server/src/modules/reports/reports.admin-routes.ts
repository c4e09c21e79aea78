import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reconciliationReport as reconciliationAnswer,
  reportQuery,
  revenueLine,
  revenueLinesQuery,
  revenueReport as revenueAnswer,
  todayFigures as todayAnswer,
} from '@app/shared';
import { z } from 'zod';
import { itemsWorkbook, sendWorkbook } from '../../lib/console-list.js';
import { reconciliationReport } from './reconciliation.js';
import { reportPeriod } from './report-period.js';
import { reconciliationSheet, revenueSheet, TOTAL_LABEL } from './report-sheets.js';
import { revenueLines, revenueReport } from './revenue.js';
import { todayFigures } from './today.js';

/**
 * /api/admin/reports/{name} (DESIGN §12): `{Rows, Totals}`, or with `format=xlsx` the same rows
 * and their totals as a workbook; each figure's rows behind it under …/lines.
 */
export const reportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  app.get(
    '/reports/revenue',
    { schema: { tags: ['admin'], querystring: reportQuery, response: { 200: revenueAnswer } } },
    async (request, reply) => {
      const report = await revenueReport(db(), reportPeriod(request.query));
      if (request.query.format !== 'xlsx') return report;
      const totals = report.Totals.map((row) => ({ ...row, Period: TOTAL_LABEL }));
      const workbook = await itemsWorkbook([...report.Rows, ...totals], revenueSheet);
      return sendWorkbook(reply, revenueSheet.fileName, workbook);
    },
  );

  app.get(
    '/reports/revenue/lines',
    {
      schema: {
        tags: ['admin'],
        querystring: revenueLinesQuery,
        response: { 200: z.object({ Items: z.array(revenueLine), Total: z.number().int() }) },
      },
    },
    async (request) => revenueLines(db(), reportPeriod(request.query), request.query),
  );

  app.get(
    '/reports/reconciliation',
    {
      schema: {
        tags: ['admin'],
        querystring: reportQuery,
        response: { 200: reconciliationAnswer },
      },
    },
    async (request, reply) => {
      const report = await reconciliationReport(db(), reportPeriod(request.query));
      if (request.query.format !== 'xlsx') return report;
      const workbook = await itemsWorkbook(
        [...report.Rows, { Period: TOTAL_LABEL, ...report.Totals }],
        reconciliationSheet,
      );
      return sendWorkbook(reply, reconciliationSheet.fileName, workbook);
    },
  );

  // The console home's figures of today (the owner's and the accountant's home).
  app.get(
    '/reports/today',
    { schema: { tags: ['admin'], response: { 200: todayAnswer } } },
    async () => todayFigures(db()),
  );
};
