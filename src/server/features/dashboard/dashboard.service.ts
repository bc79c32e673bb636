import type { Viewer } from '../../../shared/contracts/auth';
import type { Dashboard } from '../../../shared/contracts/dashboard';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { requireSignedIn } from '../auth/viewer.service';
import { listCards } from '../requests/requests.service';
import { selectAuthorVotedIds } from './dashboard.queries';

/** The most a dashboard shows at once; its search and product filter work within these. */
const dashboardLimit = 200;

/**
 * The company dashboard: approved members only. Requests and vents about the company, newest
 * first, each list one query, with whether their author voted on them (the delete rule reads it).
 */
export async function getDashboard({ db, viewer }: { db: Db; viewer: Viewer | null }): Promise<Dashboard> {
  const membership = requireSignedIn(viewer).membership;
  if (membership?.status !== 'approved')
    throw new AppError('FORBIDDEN', { userMessage: messages.notAuthorized });
  const input = { view: 'latest-requests' as const, companyId: membership.company.id, limit: dashboardLimit };
  const companyId = membership.company.id;
  const [requests, vents, requestsVoted, ventsVoted] = await Promise.all([
    listCards({ db, viewer, input: { ...input, kind: 'requests' } }),
    listCards({ db, viewer, input: { ...input, kind: 'vents' } }),
    selectAuthorVotedIds(db, 'requests', companyId),
    selectAuthorVotedIds(db, 'vents', companyId),
  ]);
  const items = [
    ...requests.items.map((item) => ({
      ...item,
      kind: 'requests' as const,
      authorVoted: requestsVoted.has(item.id),
    })),
    ...vents.items.map((item) => ({ ...item, kind: 'vents' as const, authorVoted: ventsVoted.has(item.id) })),
  ].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return { company: membership.company, items };
}
