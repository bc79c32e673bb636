import type { Viewer } from '../../../shared/contracts/auth';
import type { Dashboard } from '../../../shared/contracts/dashboard';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { requireSignedIn } from '../auth/viewer.service';
import { listCards } from '../requests/requests.service';

/** The most a dashboard shows at once; its search and product filter work within these. */
const dashboardLimit = 200;

/**
 * The company dashboard: approved members only. Requests and vents about the company, newest
 * first, each list one query.
 */
export async function getDashboard({ db, viewer }: { db: Db; viewer: Viewer | null }): Promise<Dashboard> {
  const membership = requireSignedIn(viewer).membership;
  if (membership?.status !== 'approved')
    throw new AppError('FORBIDDEN', { userMessage: messages.notAuthorized });
  const input = { view: 'latest-requests' as const, companyId: membership.company.id, limit: dashboardLimit };
  const [requests, vents] = await Promise.all([
    listCards({ db, viewer, input: { ...input, kind: 'requests' } }),
    listCards({ db, viewer, input: { ...input, kind: 'vents' } }),
  ]);
  const items = [
    ...requests.items.map((item) => ({ ...item, kind: 'requests' as const })),
    ...vents.items.map((item) => ({ ...item, kind: 'vents' as const })),
  ].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return { company: membership.company, items };
}
