import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  extensionReportHandledSchema,
  extensionReportListQuery,
  extensionReportRow,
} from '@app/shared';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { extensionReportSheet } from './extension-report-sheet.js';
import { listReports } from './extension-reports.repository.js';
import { handleReport } from './extension.service.js';

/** /api/admin/extension-reports: the pages the extension could not read (staff: requireStaff). */
export const extensionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  consoleListRoute(app, '/extension-reports', {
    query: extensionReportListQuery,
    row: extensionReportRow,
    sheet: extensionReportSheet,
    read: (db, _scope, query, page) => listReports(db, query, page),
  });

  app.put(
    '/extension-reports/:id/handled',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: extensionReportHandledSchema,
        response: { 200: extensionReportRow },
      },
    },
    async (request) =>
      handleReport(app.deps.db, staffScopeOf(request), request.params.id, request.body.Note),
  );
};
