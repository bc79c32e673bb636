/**
 * A suspension, as Better Auth's admin plugin keeps it on the user row: `banned`, `ban_reason` and
 * an optional `ban_expires`. A suspension whose end has passed no longer applies: nothing needs to
 * lift it, every check compares the end with the time of the check.
 */
export interface SuspensionColumns {
  banned: boolean;
  banReason: string | null;
  banExpires: Date | null;
}

export interface Suspension {
  reason: string;
  /** When it ends (ISO), or null: until an admin lifts it. */
  endsAt: string | null;
}

/** The suspension that applies at `now`, or null. */
export function activeSuspension(row: SuspensionColumns, now: Date): Suspension | null {
  if (!row.banned) return null;
  if (row.banExpires && row.banExpires.getTime() <= now.getTime()) return null;
  return { reason: row.banReason ?? '', endsAt: row.banExpires?.toISOString() ?? null };
}

/** The end date as a person reads it in a message: '3 December 2026' (UTC, the day it ends). */
const endDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatSuspensionEnd(iso: string): string {
  return endDate.format(new Date(iso));
}

const shortEndDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '3 Dec 2026', for a badge in a table row. */
export function formatSuspensionEndShort(iso: string): string {
  return shortEndDate.format(new Date(iso));
}

export const suspensionLimits = { reasonMaxChars: 500, confirmationMaxChars: 320 } as const;
