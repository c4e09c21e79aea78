import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createReportExportSchema,
  listAnswer,
  reportExportListQuery,
  reportExportRow,
} from '@app/shared';
import { sendWorkbook } from '../../lib/console-list.js';
import { idParams } from '../../lib/params.js';
import { currentUser } from '../../plugins/auth.js';
import { listReportExports, reportExportFile, requestReportExport } from './report-exports.js';

/**
 * /api/admin/reports/exports (DESIGN §12): a report's workbook built by a job, listed for the
 * staff member who asked and downloaded by them once built.
 */
export const reportExportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  app.post(
    '/reports/exports',
    {
      schema: {
        tags: ['admin'],
        body: createReportExportSchema,
        response: { 200: z.object({ Id: z.number().int() }) },
      },
    },
    async (request) =>
      requestReportExport(db(), app.deps.jobs, currentUser(request).id, request.body),
  );

  app.get(
    '/reports/exports',
    {
      schema: {
        tags: ['admin'],
        querystring: reportExportListQuery,
        response: { 200: listAnswer(reportExportRow) },
      },
    },
    async (request) => listReportExports(db(), currentUser(request).id, request.query),
  );

  app.get(
    '/reports/exports/:id/file',
    { schema: { tags: ['admin'], params: idParams } },
    async (request, reply) => {
      const found = await reportExportFile(db(), currentUser(request).id, request.params.id);
      return sendWorkbook(reply, found.fileName, found.file);
    },
  );
};
