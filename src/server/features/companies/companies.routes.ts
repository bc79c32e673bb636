import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyList, listCompaniesQuery } from '../../../shared/contracts/companies';
import { listCompanies } from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Companies ordered by name, optionally those whose name contains `search`',
        querystring: listCompaniesQuery,
        response: { 200: companyList },
      },
    },
    async (request) => listCompanies({ db: app.database.db, search: request.query.search }),
  );
};
