/**
 * What the audit log records: every admin and company-member action on other people's content or
 * accounts, and on the catalogue. The admin view filters by these names.
 */
export const auditActions = [
  'application.approve',
  'application.reject',
  'membership.revoke',
  'membership.leave',
  'item.remove',
  'item.restore',
  'item.merge',
  'item.unmerge',
  'reports.dismiss',
  'status.change',
  'request.edit',
  'request.delete',
  'user.suspend',
  'user.unsuspend',
  'user.delete',
  'user.delete-with-content',
  'company.rename',
  'company.merge',
  'company.delete',
  'product.rename',
  'product.merge',
  'product.delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an audit entry acted on. */
export const auditTargetKinds = [
  'request',
  'vent',
  'build',
  'user',
  'membership',
  'company',
  'product',
] as const;
export type AuditTargetKind = (typeof auditTargetKinds)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  'application.approve': 'Approved application',
  'application.reject': 'Rejected application',
  'membership.revoke': 'Revoked membership',
  'membership.leave': 'Left company',
  'item.remove': 'Removed',
  'item.restore': 'Restored',
  'item.merge': 'Merged',
  'item.unmerge': 'Unmerged',
  'reports.dismiss': 'Dismissed reports',
  'status.change': 'Changed status',
  'request.edit': 'Edited request',
  'request.delete': 'Deleted request',
  'user.suspend': 'Suspended user',
  'user.unsuspend': 'Lifted suspension',
  'user.delete': 'Deleted user',
  'user.delete-with-content': 'Deleted user and content',
  'company.rename': 'Renamed company',
  'company.merge': 'Merged company',
  'company.delete': 'Deleted company',
  'product.rename': 'Renamed product',
  'product.merge': 'Merged product',
  'product.delete': 'Deleted product',
};
