import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalog } from '../../../shared/contracts/catalog';
import { companyList, listCompaniesQuery } from '../../../shared/contracts/companies';
import { documentedErrors } from '../../../shared/contracts/errors';
import { withoutSession } from '../../openapi';
import { getCatalog, listCompanies } from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['companies'];
  app.get(
    '/api/v1/companies',
    {
      schema: {
        tags,
        operationId: 'listCompanies',
        summary: 'Companies ordered by name, optionally those whose name contains `search`',
        security: withoutSession,
        querystring: listCompaniesQuery,
        response: { 200: companyList, ...documentedErrors(400) },
      },
    },
    async (request) => listCompanies({ db, search: request.query.search }),
  );
  app.get(
    '/api/v1/catalog',
    {
      schema: {
        tags,
        operationId: 'getCatalog',
        summary: 'Companies with their products, by name',
        security: withoutSession,
        response: { 200: catalog, ...documentedErrors(400) },
      },
    },
    async () => getCatalog({ db }),
  );
};
