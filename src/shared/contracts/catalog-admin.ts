import { z } from 'zod';
import { messages } from '../messages';
import { newCompanyNameField, newProductNameField } from '../rules/validators';

/** Why the admin acted, kept in the audit log; optional. */
const reasonField = z
  .string({ message: messages.reasonTooLong })
  .trim()
  .max(500, messages.reasonTooLong)
  .optional()
  .transform((reason) => reason || undefined);

export const catalogQuery = z.object({
  search: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const itemCounts = {
  /** Every request and vent, removed and hidden ones included: a company or product holding any cannot be deleted. */
  requestCount: z.number(),
  ventCount: z.number(),
};

export const catalogProductRow = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  ...itemCounts,
});
export type CatalogProductRow = z.infer<typeof catalogProductRow>;

export const catalogCompanyRow = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  isVerified: z.boolean(),
  memberCount: z.number(),
  ...itemCounts,
  products: z.array(catalogProductRow),
});
export type CatalogCompanyRow = z.infer<typeof catalogCompanyRow>;
export const catalogPage = z.object({ items: z.array(catalogCompanyRow), hasMore: z.boolean() });
export type CatalogPage = z.infer<typeof catalogPage>;

export const renameCompanyInput = z.object({ name: newCompanyNameField, reason: reasonField });
export const renameProductInput = z.object({ name: newProductNameField, reason: reasonField });
export const mergeInput = z.object({
  targetId: z.uuid({ message: messages.chooseAnotherCompany }),
  reason: reasonField,
});
/** DELETE's body is optional (a bodiless DELETE reads as null): a reason when the admin gave one. */
export const deleteInput = z.object({ reason: reasonField }).nullish();

/** A company or product after a change: where it lives now. */
export const catalogEntry = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  path: z.string(),
});
export type CatalogEntry = z.infer<typeof catalogEntry>;

export const mergeResult = z.object({
  into: catalogEntry,
  moved: z.object({
    requests: z.number(),
    vents: z.number(),
    products: z.number(),
    memberships: z.number(),
  }),
});
export type MergeResult = z.infer<typeof mergeResult>;
export const deletedEntry = z.object({ id: z.string() });
