import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedErrors } from '../../../shared/contracts/errors';
import {
  mergeCandidates,
  mergeCandidatesQuery,
  mergedFrom,
  mergeInput,
  mergeOutcome,
} from '../../../shared/contracts/merges';
import { idParams } from '../../../shared/contracts/params';
import { contentKind } from '../../../shared/contracts/requests';
import { kindNames, withoutSession } from '../../openapi';
import { findMergeCandidates, listMergedFrom, mergeItem, unmergeItem } from './merges.service';

/**
 * Merging duplicates (docs/decisions.md #51): merge and unmerge (approved members of the item's
 * company, and admins), the picker's candidates, and what was merged into an item (public).
 */
export const mergesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  for (const kind of contentKind.options) {
    const { One, one } = kindNames(kind);
    const tags = ['merges'];
    app.post(
      `/api/v1/${kind}/:id/merge`,
      {
        schema: {
          tags,
          operationId: `merge${One}`,
          summary: `Merge a ${one} into another ${one} of its company (approved members of the company, and admins)`,
          description: `The target gains a vote for each voter of the merged ${one} it did not have, its builds move there, and its address leads there (301) until it is unmerged. Thirty merges and unmerges an hour per person.`,
          params: idParams,
          body: mergeInput,
          response: { 200: mergeOutcome, ...documentedErrors(400, 401, 403, 404, 409, 413, 415, 429) },
        },
      },
      async (request) =>
        mergeItem({
          db,
          live: request.writerBus(),
          clock: app.clock,
          viewer: await request.getViewer(),
          kind,
          sourceId: request.params.id,
          targetId: request.body.targetId,
        }),
    );
    app.delete(
      `/api/v1/${kind}/:id/merge`,
      {
        schema: {
          tags,
          operationId: `unmerge${One}`,
          summary: `Unmerge a merged ${one}: both are again as they were before the merge`,
          description: `The votes the merge added to the target go (votes cast there since stay), the builds come back, and the ${one} is back at its own address.`,
          params: idParams,
          response: { 200: mergeOutcome, ...documentedErrors(400, 401, 403, 404, 409, 413, 415, 429) },
        },
      },
      async (request) =>
        unmergeItem({
          db,
          live: request.writerBus(),
          clock: app.clock,
          viewer: await request.getViewer(),
          kind,
          sourceId: request.params.id,
        }),
    );
    app.get(
      `/api/v1/${kind}/:id/merge-candidates`,
      {
        schema: {
          tags,
          operationId: `list${One}MergeCandidates`,
          summary: `What a ${one} could be merged into: ilii's similar ${kind} first, then a search by title`,
          params: idParams,
          querystring: mergeCandidatesQuery,
          response: { 200: mergeCandidates, ...documentedErrors(400, 401, 403, 404) },
        },
      },
      async (request) =>
        findMergeCandidates({
          db,
          viewer: await request.getViewer(),
          kind,
          id: request.params.id,
          search: request.query.search,
        }),
    );
    app.get(
      `/api/v1/${kind}/:id/merged-from`,
      {
        schema: {
          tags,
          operationId: `list${One}MergedFrom`,
          summary: `The ${kind} merged into this ${one}, newest merge first`,
          security: withoutSession,
          params: idParams,
          response: { 200: mergedFrom, ...documentedErrors(400) },
        },
      },
      async (request) => listMergedFrom({ db, kind, id: request.params.id }),
    );
  }
};
