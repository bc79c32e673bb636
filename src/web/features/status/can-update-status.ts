import type { Viewer } from '@/shared/contracts/auth';

/** Who may answer on an item: its company's approved members, and admins. */
export function canUpdateStatus(viewer: Viewer | null, companyId: string): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  return viewer.membership?.status === 'approved' && viewer.membership.company.id === companyId;
}
