import { z } from 'zod';
import { messages } from '../messages';
import { emailField, newCompanyNameField, otpCodeField, usernameField } from '../rules/validators';

const requiredText = (max: number) => z.string({ message: messages.signUpFieldsRequired }).trim().max(max);

/** A company application: an existing company by id, or a new one by name (created on verify). */
export const companyApplicationInput = z
  .object({
    companyId: z.uuid().optional(),
    companyName: newCompanyNameField.optional(),
    title: z.string().trim().max(100).default(''),
    phoneNumber: z.string().trim().max(40).default(''),
  })
  .superRefine((value, ctx) => {
    if (!value.title || !value.phoneNumber) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: messages.companySignUpFieldsRequired });
    }
    if (!value.companyId && !value.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyId'], message: messages.companyRequired });
    }
  });
export type CompanyApplicationInput = z.infer<typeof companyApplicationInput>;

/** What sign-up adds to the e-mail. */
export const signUpInput = z.object({
  firstName: requiredText(100).min(1, messages.signUpFieldsRequired),
  lastName: requiredText(100).min(1, messages.signUpFieldsRequired),
  username: usernameField,
  acceptTerms: z.literal(true, { message: messages.acceptTermsToContinue }),
  company: companyApplicationInput.optional(),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const sendCodeInput = z.object({
  email: emailField,
  intent: z.enum(['sign-in', 'sign-up']),
  signUp: signUpInput.optional(),
});
export type SendCodeInput = z.input<typeof sendCodeInput>;

export const verifyCodeInput = z.object({
  email: emailField,
  code: otpCodeField,
  stayLoggedIn: z.boolean().default(false),
  signUp: signUpInput.optional(),
});
export type VerifyCodeInput = z.input<typeof verifyCodeInput>;

export const emailAvailabilityInput = z.object({ email: emailField });
export const usernameAvailabilityInput = z.object({ username: usernameField });
export const availability = z.object({ available: z.boolean() });

export const membership = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  title: z.string(),
  company: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
});
export type Membership = z.infer<typeof membership>;

/** The signed-in person, as only they see it. */
export const viewer = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  membership: membership.nullable(),
});
export type Viewer = z.infer<typeof viewer>;

export const sessionState = z.object({ user: viewer.nullable() });

/** `POST /auth/sign-out?scope=`: this session ('local', the default) or every session of its person. */
export const signOutQuery = z.object({ scope: z.enum(['local', 'global']).default('local') });
export type SignOutScope = z.infer<typeof signOutQuery>['scope'];
export type SessionState = z.infer<typeof sessionState>;

export const codeSent = z.object({ message: z.string() });

export const verifiedSession = z.object({
  user: viewer,
  message: z.string(),
  /** Set when the account was made but its company application could not be saved. */
  warning: z.string().optional(),
});
export type VerifiedSession = z.infer<typeof verifiedSession>;

export { homeFor } from '../rules/home';
