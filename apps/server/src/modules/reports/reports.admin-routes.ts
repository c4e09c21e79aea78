import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listAnswer,
  profitOrder,
  profitOrdersQuery,
  profitReport as profitAnswer,
  receivableBills as receivableBillsAnswer,
  receivableBillsQuery,
  receivablesQuery,
  receivablesReport as receivablesAnswer,
  reconciliationReport as reconciliationAnswer,
  reportQuery,
  revenueLine,
  revenueLinesQuery,
  revenueReport as revenueAnswer,
  throughputLine,
  throughputLinesQuery,
  throughputReport as throughputAnswer,
  todayFigures as todayAnswer,
} from '@app/shared';
import {
  answerConsoleList,
  itemsWorkbook,
  sendWorkbook,
  sheetsWorkbook,
  workbookSheet,
} from '../../lib/console-list.js';
import { profitOrders, profitReport } from './profit.js';
import { receivableBills, receivablesReport } from './receivables.js';
import { reconciliationReport } from './reconciliation.js';
import { reportPeriod } from './report-period.js';
import {
  profitOrdersSheet,
  profitSheet,
  receivableBillsSheet,
  receivablesSheet,
  reconciliationSheet,
  revenueLinesSheet,
  revenueSheet,
  staffThroughputSheet,
  throughputLinesSheet,
  TOTAL_LABEL,
  warehouseThroughputSheet,
} from './report-sheets.js';
import { revenueLines, revenueReport } from './revenue.js';
import { throughputLines, throughputReport } from './throughput.js';
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
        response: { 200: listAnswer(revenueLine) },
      },
    },
    async (request, reply) => {
      const period = reportPeriod(request.query);
      return answerConsoleList(reply, request.query, revenueLinesSheet, (page) =>
        revenueLines(db(), period, { ...request.query, ...page }),
      );
    },
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

  app.get(
    '/reports/profit',
    { schema: { tags: ['admin'], querystring: reportQuery, response: { 200: profitAnswer } } },
    async (request, reply) => {
      const report = await profitReport(db(), reportPeriod(request.query));
      if (request.query.format !== 'xlsx') return report;
      const workbook = await itemsWorkbook(
        [...report.Rows, { Period: TOTAL_LABEL, ...report.Totals }],
        profitSheet,
      );
      return sendWorkbook(reply, profitSheet.fileName, workbook);
    },
  );

  app.get(
    '/reports/profit/orders',
    {
      schema: {
        tags: ['admin'],
        querystring: profitOrdersQuery,
        response: { 200: listAnswer(profitOrder) },
      },
    },
    async (request, reply) => {
      const period = reportPeriod(request.query);
      return answerConsoleList(reply, request.query, profitOrdersSheet, (page) =>
        profitOrders(db(), period, page),
      );
    },
  );

  app.get(
    '/reports/receivables',
    {
      schema: {
        tags: ['admin'],
        querystring: receivablesQuery,
        response: { 200: receivablesAnswer },
      },
    },
    async (request, reply) =>
      answerConsoleList(reply, request.query, receivablesSheet, (page) =>
        receivablesReport(db(), page),
      ),
  );

  app.get(
    '/reports/receivables/bills',
    {
      schema: {
        tags: ['admin'],
        querystring: receivableBillsQuery,
        response: { 200: receivableBillsAnswer },
      },
    },
    async (request, reply) => {
      const bills = await receivableBills(db(), request.query.customerId);
      if (request.query.format !== 'xlsx') return bills;
      const workbook = await itemsWorkbook(bills.Items, receivableBillsSheet);
      return sendWorkbook(
        reply,
        `${receivableBillsSheet.fileName}-${bills.CustomerCode}`,
        workbook,
      );
    },
  );

  app.get(
    '/reports/throughput',
    { schema: { tags: ['admin'], querystring: reportQuery, response: { 200: throughputAnswer } } },
    async (request, reply) => {
      const report = await throughputReport(db(), reportPeriod(request.query));
      if (request.query.format !== 'xlsx') return report;
      const workbook = await sheetsWorkbook(
        workbookSheet(report.Rows, staffThroughputSheet),
        workbookSheet(report.Warehouses, warehouseThroughputSheet),
      );
      return sendWorkbook(reply, staffThroughputSheet.fileName, workbook);
    },
  );

  app.get(
    '/reports/throughput/lines',
    {
      schema: {
        tags: ['admin'],
        querystring: throughputLinesQuery,
        response: { 200: listAnswer(throughputLine) },
      },
    },
    async (request, reply) => {
      const period = reportPeriod(request.query);
      return answerConsoleList(reply, request.query, throughputLinesSheet, (page) =>
        throughputLines(db(), period, { ...request.query, ...page }),
      );
    },
  );

  // The console home's figures of today (the owner's and the accountant's home).
  app.get(
    '/reports/today',
    { schema: { tags: ['admin'], response: { 200: todayAnswer } } },
    async () => todayFigures(db()),
  );
};
