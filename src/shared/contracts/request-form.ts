import { z } from 'zod';
import { messages } from '../messages';
import {
  newCompanyNameField,
  newProductNameField,
  titleField,
  userStorySoThatField,
  userStoryWantField,
} from '../rules/validators';
import { card } from './requests';

export type Choice = { id: string; name?: undefined } | { id?: undefined; name: string };

/** An existing company or product by id, or a new one by name (created only when the request is saved). */
export const companyChoice = z
  .object(
    { id: z.uuid().optional(), name: newCompanyNameField.optional() },
    { message: messages.companyRequired },
  )
  .refine((choice) => Boolean(choice.id) !== Boolean(choice.name), messages.companyRequired)
  .transform((choice) => choice as Choice);
export const productChoice = z
  .object({ id: z.uuid().optional(), name: newProductNameField.optional() })
  .refine((choice) => Boolean(choice.id) !== Boolean(choice.name), messages.chooseProductOfCompany)
  .transform((choice) => choice as Choice);

/** The request form; `product: null` is 'N/A'. */
export const requestDraft = z.object({
  company: companyChoice,
  product: productChoice.nullable().default(null),
  title: titleField,
  userStoryWant: userStoryWantField,
  userStorySoThat: userStorySoThatField,
  /** The person saw the similar requests and chose to submit anyway ('Confirm Your Request'). */
  confirmDuplicates: z.boolean().default(false),
});
export type RequestDraft = z.input<typeof requestDraft>;

export const violation = z.object({ reason: z.string(), category: z.string(), label: z.string() });
export type Violation = z.infer<typeof violation>;

export const similarItem = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  userStoryWant: z.string(),
  userStorySoThat: z.string(),
  status: z.string(),
  voteCount: z.number(),
  score: z.number(),
});

/** What submitting a draft led to: blocked by moderation, similar requests to look at first, or saved. */
export const submitOutcome = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('blocked'), violation }),
  z.object({ outcome: z.literal('duplicates'), duplicates: z.array(card) }),
  z.object({
    outcome: z.literal('saved'),
    item: card,
    /** 'Product not created' when a new product needed company membership. */
    notices: z.array(z.string()),
    createdCompany: z.string().nullable(),
    createdProduct: z.string().nullable(),
  }),
]);
export type SubmitOutcome = z.infer<typeof submitOutcome>;

export const similarQuery = z.object({
  companyId: z.uuid(),
  productId: z.uuid().optional(),
  title: z.string().max(200).default(''),
  userStoryWant: z.string().max(1000).default(''),
  userStorySoThat: z.string().max(1000).default(''),
});
