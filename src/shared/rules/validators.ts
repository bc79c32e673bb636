import { z } from 'zod';
import { limits } from '../constants';
import { messages } from '../messages';

/**
 * The field rules with their exact messages. Contracts and forms compose these;
 * nothing else restates a limit or a message.
 */
/**
 * One plain address, by zod's e-mail rule: the same check the sign-in code's sender applies, so an
 * address we accept is never refused when its code goes out (a 503), and `name<x@example.com>`
 * is never read by a mailer as a display name and another address.
 */
const emailAddress = z.email();

export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && emailAddress.safeParse(text).success;
}

export const emailField = z
  .string({ message: messages.pleaseProvideAValidEmailAddress })
  .trim()
  .toLowerCase()
  .min(1, messages.pleaseProvideAValidEmailAddress)
  .refine(isEmailAddress, messages.pleaseProvideAValidEmailAddress);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id the database's uuid type reads (any version): checked before it reaches a query. */
export function isUuid(text: string): boolean {
  return uuidPattern.test(text);
}

export const otpCodeField = z
  .string({ message: messages.pleaseProvideAValid6Digit })
  .trim()
  .regex(new RegExp(`^\\d{${limits.otpLength}}$`), messages.pleaseProvideAValid6Digit);

export const usernameField = z
  .string({ message: messages.usernameIsRequiredForNewAccounts })
  .trim()
  .min(limits.username.min, messages.usernameMustBeBetween2And)
  .max(limits.username.max, messages.usernameMustBeBetween2And)
  .regex(/^[A-Za-z0-9._-]+$/, messages.usernameCanOnlyContainLettersNumbers);

export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

export const titleField = z
  .string({ message: messages.titleRequired })
  .trim()
  .min(1, messages.titleRequired)
  .max(limits.title.maxChars, messages.titleMaxChars)
  .superRefine((title, ctx) => {
    const words = countWords(title);
    if (words > limits.title.maxWords)
      ctx.addIssue({ code: 'custom', message: messages.titleTooManyWords(words) });
  });

const storyField = (requiredMessage: string) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(limits.storyFieldMaxChars, messages.mustBe500CharactersOrLess);

export const userStoryWantField = storyField(messages.pleaseDescribeWhatYouWant);
export const userStorySoThatField = storyField(messages.pleaseDescribeWhyThisIsImportant);

const nameField = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(limits.newCompanyOrProductName.min, message)
    .max(limits.newCompanyOrProductName.max, message);

export const newCompanyNameField = nameField(messages.companyNameMustBeBetween1);
export const newProductNameField = nameField(messages.productNameMustBeBetween1);

export const buildContentField = z
  .string({ message: messages.buildContentCannotBeEmpty })
  .trim()
  .min(limits.build.min, messages.buildContentCannotBeEmpty)
  .max(limits.build.max, messages.buildContentMustBeLessThan)
  .refine((text) => !/<\s*script\b/i.test(text), messages.scriptTagsAreNotAllowed)
  .refine((text) => !/<\s*iframe\b/i.test(text), messages.iframeTagsAreNotAllowed);

/** Optional company comment on a status: trimmed, at most 500, empty means none. */
export const statusCommentField = z
  .string()
  .trim()
  .max(limits.statusCommentMaxChars, messages.mustBe500CharactersOrLess)
  .transform((comment) => comment || null)
  .nullable()
  .optional();
