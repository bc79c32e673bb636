import { z } from 'zod';
import { messages } from '../messages';
import { emailField, otpCodeField, usernameField } from '../rules/validators';
import { viewer } from './auth';
import { emailMode, notificationSettings } from './notifications';

/** A first or last name: required, as at sign-up, with a message that names no sign-up. */
const nameField = z
  .string({ message: messages.fieldRequired })
  .trim()
  .min(1, messages.fieldRequired)
  .max(100);

/**
 * `PATCH /api/v1/account/profile`: any of the three, with sign-up's rules; what is absent stays.
 * The display name follows first and last name, as sign-up sets it.
 */
export const profileInput = z
  .object({ username: usernameField, firstName: nameField, lastName: nameField })
  .partial()
  .strict();
export type ProfileInput = z.infer<typeof profileInput>;

/** The person as they now are (the session's viewer), and what to tell them. */
export const accountChange = z.object({ user: viewer, message: z.string() });
export type AccountChange = z.infer<typeof accountChange>;

/** `POST /api/v1/account/email`: the new address, which gets the code. */
export const emailChangeInput = z.object({ email: emailField });
export type EmailChangeInput = z.infer<typeof emailChangeInput>;

/** `GET /api/v1/account/email`: the address waiting for its code, if any. */
export const emailChangeState = z.object({ pendingEmail: z.string().nullable() });
export type EmailChangeState = z.infer<typeof emailChangeState>;

export const emailChangeSent = emailChangeState.extend({ message: z.string() });

/** `POST /api/v1/account/email/verify` and `POST /api/v1/account/delete`: the code mailed. */
export const accountCodeInput = z.object({ code: otpCodeField });
export type AccountCodeInput = z.infer<typeof accountCodeInput>;

export const accountMessage = z.object({ message: z.string() });
export type AccountMessage = z.infer<typeof accountMessage>;

/** One live session of the person, as `GET /api/v1/account/sessions` lists it (never its token). */
export const accountSession = z.object({
  id: z.string(),
  /** 'Firefox 128', or null when the user agent says nothing readable. */
  browser: z.string().nullable(),
  /** 'macOS', 'Android 14'… */
  os: z.string().nullable(),
  device: z.enum(['desktop', 'mobile', 'tablet', 'other']),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  /** Kept to within a few minutes (docs/decisions.md #49). */
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const accountSessions = z.object({ sessions: z.array(accountSession) });
export type AccountSessions = z.infer<typeof accountSessions>;

const at = z.string();
const exportedItem = z.object({
  id: z.string(),
  company: z.string(),
  product: z.string().nullable(),
  title: z.string(),
  userStoryWant: z.string(),
  userStorySoThat: z.string(),
  status: z.string(),
  voteCount: z.number(),
  buildCount: z.number(),
  removedAt: at.nullable(),
  createdAt: at,
});
const exportedVote = z.object({ id: z.string(), title: z.string().nullable(), votedAt: at });
const itemRef = z.object({ kind: z.enum(['requests', 'vents']), id: z.string(), title: z.string() });

/**
 * `GET /api/v1/account/export`: everything ilii keeps about the person, as one JSON file
 * (docs/product.md#your-account). Sessions without their tokens.
 */
export const accountExport = z.object({
  exportedAt: at,
  profile: z.object({
    id: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    displayName: z.string().nullable(),
    role: z.string(),
    createdAt: at,
    termsAcceptedAt: at.nullable(),
    stayLoggedIn: z.boolean(),
    pendingEmail: z.string().nullable(),
  }),
  companyMemberships: z.array(
    z.object({
      company: z.string(),
      title: z.string(),
      phoneNumber: z.string(),
      status: z.string(),
      appliedAt: at,
    }),
  ),
  requests: z.array(exportedItem),
  vents: z.array(exportedItem),
  builds: z.array(
    z.object({
      id: z.string(),
      on: itemRef,
      content: z.string(),
      voteCount: z.number(),
      createdAt: at,
      updatedAt: at,
    }),
  ),
  votes: z.object({
    requests: z.array(exportedVote),
    vents: z.array(exportedVote),
    builds: z.array(exportedVote),
  }),
  reports: z.array(
    z.object({
      kind: z.enum(['request', 'vent', 'build']),
      targetId: z.string(),
      reason: z.string(),
      note: z.string().nullable(),
      createdAt: at,
      resolution: z.string().nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      signedInAt: at,
      lastSeenAt: at,
      expiresAt: at,
    }),
  ),
  signIns: z.array(z.object({ ipAddress: z.string().nullable(), userAgent: z.string().nullable(), at })),
  // Each kind's e-mail as a plain map: the record over the kinds' enum would name required keys
  // the OpenAPI document cannot define.
  notificationSettings: notificationSettings.extend({ email: z.record(z.string(), emailMode) }),
  follows: z.array(z.object({ on: itemRef, isFollowing: z.boolean(), createdAt: at })),
  notifications: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      itemId: z.string().nullable(),
      payload: z.record(z.string(), z.unknown()),
      readAt: at.nullable(),
      createdAt: at,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExport>;
