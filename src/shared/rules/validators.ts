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
  .string({ message: messages.emailInvalid })
  .trim()
  .toLowerCase()
  .min(1, messages.emailInvalid)
  .refine(isEmailAddress, messages.emailInvalid);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id the database's uuid type reads (any version): checked before it reaches a query. */
export function isUuid(text: string): boolean {
  return uuidPattern.test(text);
}

export const otpCodeField = z
  .string({ message: messages.codeFormatInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${limits.otpLength}}$`), messages.codeFormatInvalid);

export const usernameField = z
  .string({ message: messages.usernameRequired })
  .trim()
  .min(limits.username.min, messages.usernameLength)
  .max(limits.username.max, messages.usernameLength)
  .regex(/^[A-Za-z0-9._-]+$/, messages.usernameCharacters);

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
    .max(limits.storyFieldMaxChars, messages.max500Characters);

export const userStoryWantField = storyField(messages.storyWantRequired);
export const userStorySoThatField = storyField(messages.storySoThatRequired);

const nameField = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(limits.newCompanyOrProductName.min, message)
    .max(limits.newCompanyOrProductName.max, message);

export const newCompanyNameField = nameField(messages.companyNameLength);
export const newProductNameField = nameField(messages.productNameLength);

export const buildContentField = z
  .string({ message: messages.buildEmpty })
  .trim()
  .min(limits.build.min, messages.buildEmpty)
  .max(limits.build.max, messages.buildTooLong)
  .refine((text) => !/<\s*script\b/i.test(text), messages.scriptNotAllowed)
  .refine((text) => !/<\s*iframe\b/i.test(text), messages.iframeNotAllowed);

/** Optional company comment on a status: trimmed, at most 500, empty means none. */
export const statusCommentField = z
  .string()
  .trim()
  .max(limits.statusCommentMaxChars, messages.max500Characters)
  .transform((comment) => comment || null)
  .nullable()
  .optional();
