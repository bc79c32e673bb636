import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogEntry,
  catalogPage,
  catalogQuery,
  deletedEntry,
  deleteInput,
  mergeInput,
  mergeResult,
  renameCompanyInput,
  renameProductInput,
} from '../../../shared/contracts/catalog-admin';
import { documentedErrors } from '../../../shared/contracts/errors';
import { idParams } from '../../../shared/contracts/params';
import { requireAdmin } from '../admin/admin.service';
import { deleteCompany, deleteProduct, listCatalog, renameCompany, renameProduct } from './catalog.service';
import { mergeCompany, mergeProduct } from './catalog-merge.service';

const tags = ['admin'];
const writeErrors = documentedErrors(400, 401, 403, 404, 409, 413, 415);

/** The admin console's catalogue: companies and products renamed, merged and deleted (admins only). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', async (request) => {
    requireAdmin(await request.getViewer());
  });
  const deps = async (request: FastifyRequest) => ({
    db,
    live: app.live,
    admin: requireAdmin(await request.getViewer()),
  });

  app.get(
    '/api/v1/admin/companies',
    {
      schema: {
        tags,
        operationId: 'listCatalog',
        summary: 'Companies by name with their products and request, vent and member counts',
        querystring: catalogQuery,
        response: { 200: catalogPage, ...documentedErrors(400, 401, 403) },
      },
    },
    async (request) => listCatalog({ db, ...request.query }),
  );
  app.patch(
    '/api/v1/admin/companies/:id',
    {
      schema: {
        tags,
        operationId: 'renameCompany',
        summary: 'Rename a company; its slug follows the name and the old path redirects to the new one',
        params: idParams,
        body: renameCompanyInput,
        response: { 200: catalogEntry, ...writeErrors },
      },
    },
    async (request) => renameCompany({ ...(await deps(request)), id: request.params.id, ...request.body }),
  );
  app.post(
    '/api/v1/admin/companies/:id/merge',
    {
      schema: {
        tags,
        operationId: 'mergeCompany',
        summary:
          'Merge a company into another: its products, requests, vents and memberships move; its paths redirect',
        params: idParams,
        body: mergeInput,
        response: { 200: mergeResult, ...writeErrors },
      },
    },
    async (request) => mergeCompany({ ...(await deps(request)), id: request.params.id, ...request.body }),
  );
  app.delete(
    '/api/v1/admin/companies/:id',
    {
      schema: {
        tags,
        operationId: 'deleteCompany',
        summary: 'Delete a company that has no requests or vents, removed ones included',
        params: idParams,
        body: deleteInput,
        response: { 200: deletedEntry, ...writeErrors },
      },
    },
    async (request) => deleteCompany({ ...(await deps(request)), id: request.params.id, ...request.body }),
  );
  app.patch(
    '/api/v1/admin/products/:id',
    {
      schema: {
        tags,
        operationId: 'renameProduct',
        summary: 'Rename a product (unique within its company); the old path redirects to the new one',
        params: idParams,
        body: renameProductInput,
        response: { 200: catalogEntry, ...writeErrors },
      },
    },
    async (request) => renameProduct({ ...(await deps(request)), id: request.params.id, ...request.body }),
  );
  app.post(
    '/api/v1/admin/products/:id/merge',
    {
      schema: {
        tags,
        operationId: 'mergeProduct',
        summary: 'Merge a product into another product of the same company; its old path redirects',
        params: idParams,
        body: mergeInput,
        response: { 200: mergeResult, ...writeErrors },
      },
    },
    async (request) => mergeProduct({ ...(await deps(request)), id: request.params.id, ...request.body }),
  );
  app.delete(
    '/api/v1/admin/products/:id',
    {
      schema: {
        tags,
        operationId: 'deleteProduct',
        summary: 'Delete a product that no request or vent names, removed ones included',
        params: idParams,
        body: deleteInput,
        response: { 200: deletedEntry, ...writeErrors },
      },
    },
    async (request) => deleteProduct({ ...(await deps(request)), id: request.params.id, ...request.body }),
  );
};
