import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalog } from '../../../shared/contracts/catalog';
import { companyList, listCompaniesQuery } from '../../../shared/contracts/companies';
import { getCatalog, listCompanies } from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['companies'];
  app.get(
    '/api/v1/companies',
    {
      schema: {
        tags,
        summary: 'Companies ordered by name, optionally those whose name contains `search`',
        querystring: listCompaniesQuery,
        response: { 200: companyList },
      },
    },
    async (request) => listCompanies({ db, search: request.query.search }),
  );
  app.get(
    '/api/v1/catalog',
    {
      schema: {
        tags,
        summary: 'Companies with their products, by name',
        response: { 200: catalog },
      },
    },
    async () => getCatalog({ db }),
  );
};
