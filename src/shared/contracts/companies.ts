import { z } from 'zod';

export const companySummary = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type CompanySummary = z.infer<typeof companySummary>;

export const productSummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  companyId: z.string(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const listCompaniesQuery = z.object({ search: z.string().trim().max(100).optional() });
export const companyList = z.array(companySummary);
