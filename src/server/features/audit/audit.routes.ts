import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '../../../shared/contracts/audit';
import { documentedErrors } from '../../../shared/contracts/errors';
import { requireAdmin } from '../admin/admin.service';
import { listAudit } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/audit',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listAuditEntries',
        summary: 'The audit log, newest first: filter by actor username, action and target id or label',
        querystring: auditQuery,
        response: { 200: auditPage, ...documentedErrors(400, 401, 403) },
      },
    },
    async (request) => {
      requireAdmin(await request.getViewer());
      return listAudit({ db: app.database.db, query: request.query });
    },
  );
};
