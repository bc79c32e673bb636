import { z } from 'zod';
import { messages } from '../messages';
import { removalReasonMaxLength, reportNoteMaxLength, reportReasons } from '../rules/reports';

/** What can be reported or removed: a request, a vent or a build. */
export const moderatedKind = z.enum(['requests', 'vents', 'builds']);
export type ModeratedKind = z.infer<typeof moderatedKind>;

export const moderatedParams = z.object({ kind: moderatedKind, id: z.uuid() });

export const reportInput = z.object({
  reason: z.enum(reportReasons, { message: messages.chooseReportReason }),
  note: z
    .string()
    .trim()
    .max(reportNoteMaxLength, messages.reportNoteTooLong)
    .transform((note) => note || null)
    .nullable()
    .optional(),
});
export type ReportInput = z.input<typeof reportInput>;

export const reportReceived = z.object({ message: z.string() });

export const removalInput = z.object({
  reason: z
    .string({ message: messages.removalReasonRequired })
    .trim()
    .min(1, messages.removalReasonRequired)
    .max(removalReasonMaxLength, messages.removalReasonTooLong),
});

/** Where a request, vent or build stands with moderation. */
export const moderationState = z.enum(['public', 'hidden', 'removed']);
export type ModerationState = z.infer<typeof moderationState>;

/**
 * What the item's author (and admins) see of a moderation decision on it: removed with the
 * reason, or hidden from lists while an admin reviews reports. Null for a public item and for
 * everyone else.
 */
export const moderationNotice = z
  .object({
    state: z.enum(['removed', 'hidden']),
    /** The admin's reason, when removed. */
    reason: z.string().nullable(),
    removedAt: z.string().nullable(),
  })
  .nullable();
export type ModerationNotice = z.infer<typeof moderationNotice>;

export const reportsQuery = z.object({
  /** 'open': items with reports waiting for a decision; 'removed': removed items, to restore. */
  state: z.enum(['open', 'removed']).default('open'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** One item in the admin's Reports view, with its open reports summed up. */
export const reportedItem = z.object({
  kind: moderatedKind,
  id: z.string(),
  /** The request's or vent's title; for a build, the title of what it was written on. */
  title: z.string(),
  /** The story lines, or the build's text. */
  text: z.string(),
  author: z.string().nullable(),
  company: z.object({ name: z.string(), slug: z.string() }),
  /** The detail page showing it (a build's request or vent). */
  path: z.string(),
  state: moderationState,
  removedReason: z.string().nullable(),
  isKept: z.boolean(),
  openReports: z.number(),
  reasons: z.array(z.object({ reason: z.enum(reportReasons), count: z.number() })),
  notes: z.array(z.object({ note: z.string(), reportedAt: z.string() })),
  lastReportedAt: z.string().nullable(),
  removedAt: z.string().nullable(),
});
export type ReportedItem = z.infer<typeof reportedItem>;
export const reportedPage = z.object({ items: z.array(reportedItem), hasMore: z.boolean() });

export const moderationOutcome = z.object({ state: moderationState, message: z.string() });
