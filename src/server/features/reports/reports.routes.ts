import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedErrors } from '../../../shared/contracts/errors';
import {
  moderatedParams,
  moderationOutcome,
  removalInput,
  reportedPage,
  reportInput,
  reportReceived,
  reportsQuery,
} from '../../../shared/contracts/reports';
import { requireAdmin } from '../admin/admin.service';
import { decideOnItem, listReported, reportItem } from './reports.service';

/** Writes answer these besides their own errors: bad input, not signed in, not allowed, gone, too large, not JSON. */
const writeErrors = documentedErrors(400, 401, 403, 404, 409, 413, 415);

/** Reports by signed-in people, and the admin's Reports view and decisions (remove, restore, dismiss). */
export function reportsRoutes(options: { hideThreshold: number }): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    app.post(
      '/api/v1/reports/:kind/:id',
      {
        schema: {
          tags: ['reports'],
          operationId: 'reportItem',
          summary: 'Report a request, vent or build that breaks the Community Policy (once per person)',
          description: `Enough reports from different people with accounts older than a day (${options.hideThreshold} here) hide the item from lists until an admin decides.`,
          params: moderatedParams,
          body: reportInput,
          response: { 200: reportReceived, ...writeErrors, ...documentedErrors(429) },
        },
      },
      async (request) =>
        reportItem({
          db,
          live: request.writerBus(),
          clock: app.clock,
          limits: app.writeLimiter,
          viewer: await request.getViewer(),
          kind: request.params.kind,
          id: request.params.id,
          input: request.body,
          hideThreshold: options.hideThreshold,
        }),
    );

    const tags = ['admin'];
    app.get(
      '/api/v1/admin/reports',
      {
        schema: {
          tags,
          operationId: 'listReports',
          summary: 'Items with open reports (grouped, most recently reported first), or removed items',
          querystring: reportsQuery,
          response: { 200: reportedPage, ...documentedErrors(400, 401, 403) },
        },
      },
      async (request) => {
        requireAdmin(await request.getViewer());
        return listReported({ db, ...request.query });
      },
    );
    // Remove needs a reason; restore and dismiss take no body.
    const decisions = [
      {
        decision: 'remove',
        operationId: 'removeItem',
        summary: 'Remove a request, vent or build (kept in the database; its author sees why)',
        body: removalInput,
      },
      {
        decision: 'restore',
        operationId: 'restoreItem',
        summary: 'Make a removed or hidden request, vent or build public again',
      },
      {
        decision: 'dismiss',
        operationId: 'dismissReports',
        summary: "Close an item's open reports and keep it (later reports no longer hide it)",
      },
    ] as const;
    for (const { decision, operationId, summary, ...body } of decisions) {
      app.post(
        `/api/v1/admin/moderation/:kind/:id/${decision}`,
        {
          schema: {
            tags,
            operationId,
            summary,
            params: moderatedParams,
            ...body,
            response: { 200: moderationOutcome, ...writeErrors },
          },
        },
        async (request) =>
          decideOnItem({
            db,
            live: request.writerBus(),
            clock: app.clock,
            admin: requireAdmin(await request.getViewer()),
            decision,
            // Only remove's body is read (checked by `removalInput`); the others ignore theirs.
            reason: decision === 'remove' ? (request.body as { reason: string }).reason : undefined,
            ...request.params,
          }),
      );
    }
  };
}
