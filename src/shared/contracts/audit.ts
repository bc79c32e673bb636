import { z } from 'zod';
import { auditActions, auditTargetKinds } from '../rules/audit';

/**
 * `GET /admin/audit`: the audit log newest first, filtered by who acted (their username), what they
 * did and what they did it to (an id, or words of its label), a page after `cursor`.
 */
export const auditQuery = z.object({
  actor: z.string().trim().max(100).optional(),
  action: z.enum(auditActions).optional(),
  target: z.string().trim().max(200).optional(),
  cursor: z.string().max(300).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

const snapshot = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The actor's username (or e-mail) when they acted; kept after their account is gone. */
  actor: z.string(),
  action: z.enum(auditActions),
  target: z.object({ kind: z.enum(auditTargetKinds), id: z.string().nullable(), label: z.string() }),
  reason: z.string().nullable(),
  before: snapshot,
  after: snapshot,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({ items: z.array(auditEntry), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPage>;
