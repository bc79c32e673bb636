import { z } from 'zod';
import { companySummary } from './companies';

/** Every company with its products (each an id, a name and a slug), both by name. */
export const catalog = z.array(companySummary.extend({ products: z.array(companySummary) }));
export type Catalog = z.infer<typeof catalog>;
