import type { SuspendInput, UserContentSummary } from '../../../shared/contracts/admin';
import type { Viewer } from '../../../shared/contracts/auth';
import type { LiveEvent } from '../../../shared/contracts/live';
import { messages } from '../../../shared/messages';
import { activeSuspension } from '../../../shared/rules/suspension';
import type { Db } from '../../db/connect';
import { featureRequests, vents } from '../../db/schema';
import { AppError } from '../../errors';
import { itemEvents, type LiveBus, publishInBatches } from '../../plugins/live-bus';
import { recordAudit } from '../audit/audit.service';
import { otpIdentifier } from '../auth/auth.library';
import { deleteUserRow } from './admin.queries';
import {
  clearSuspension,
  deleteUserContent,
  endEverySession,
  lockUserForAction,
  selectContentSummary,
  selectVoteCounts,
  selectVotedItemIds,
  setSuspension,
} from './admin-users.queries';
import { queueSuspensionEmail } from './suspension-email';

/** What every action on a person needs: who acts, on whom, and when. */
export interface UserActionDeps {
  db: Db;
  live: LiveBus;
  clock: () => Date;
  admin: Viewer;
  userId: string;
}

type Target = NonNullable<Awaited<ReturnType<typeof lockUserForAction>>>;

/** The name a person goes by in messages and the audit log; what 'Delete user and content' asks to type. */
const nameOf = (user: Pick<Target, 'username' | 'email'>) => user.username ?? user.email;

/** The person, locked for the rest of the transaction; 404 when they are gone. */
async function lockTarget(db: Db, userId: string): Promise<Target> {
  const user = await lockUserForAction(db, userId);
  if (!user) throw new AppError('NOT_FOUND', { userMessage: messages.userNotFound });
  return user;
}

/**
 * Suspends a person (or changes their suspension): every session of theirs ends, in every process
 * at once, and any sign-in code they hold stops working; they are told by e-mail until when and
 * why. Not oneself; not an admin, whose role
 * must go first (decisions.md). Their content stays.
 */
export async function suspendUser(deps: UserActionDeps & { input: SuspendInput }) {
  const { db, admin, userId, input } = deps;
  if (userId === admin.id) throw new AppError('CONFLICT', { userMessage: messages.cannotSuspendYourself });
  const now = deps.clock();
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (endsAt && endsAt.getTime() <= now.getTime()) {
    const userMessage = messages.suspensionEndInPast;
    throw new AppError('VALIDATION', { userMessage, fields: { endsAt: userMessage } });
  }
  const suspension = { reason: input.reason, endsAt: endsAt?.toISOString() ?? null };
  const name = await db.transaction(async (tx) => {
    const user = await lockTarget(tx, userId);
    if (user.role === 'admin') throw new AppError('CONFLICT', { userMessage: messages.cannotSuspendAdmin });
    const before = activeSuspension(user, now);
    await setSuspension(tx, userId, input.reason, endsAt);
    await endEverySession(tx, userId, otpIdentifier(user.email));
    await queueSuspensionEmail(tx, { userId, ...suspension });
    await recordAudit(tx, {
      actor: admin,
      action: 'user.suspend',
      target: { kind: 'user', id: userId, label: nameOf(user) },
      reason: input.reason,
      before: before ? { suspension: before } : null,
      after: { suspension },
    });
    return nameOf(user);
  });
  await deps.live.publishSessions({ kind: 'user-changed', userId });
  return { message: messages.userSuspended(name), suspension };
}

/** Lifts a suspension that still applies; the person can sign in again at once. */
export async function liftSuspension(deps: UserActionDeps) {
  const { db, admin, userId } = deps;
  const now = deps.clock();
  const name = await db.transaction(async (tx) => {
    const user = await lockTarget(tx, userId);
    const before = activeSuspension(user, now);
    if (!before) throw new AppError('CONFLICT', { userMessage: messages.userNotSuspended });
    await clearSuspension(tx, userId);
    await recordAudit(tx, {
      actor: admin,
      action: 'user.unsuspend',
      target: { kind: 'user', id: userId, label: nameOf(user) },
      reason: before.reason,
      before: { suspension: before },
    });
    return nameOf(user);
  });
  return { message: messages.suspensionLifted(name), suspension: null };
}

/** What 'Delete user and content' would delete, and what the admin must type to confirm it. */
export async function summarizeUserContent({ db, userId }: Pick<UserActionDeps, 'db' | 'userId'>) {
  return db.transaction(async (tx): Promise<UserContentSummary> => {
    const user = await lockTarget(tx, userId);
    return { id: userId, confirmation: nameOf(user), ...(await selectContentSummary(tx, userId)) };
  });
}

/**
 * Deletes a person with everything they wrote (requests, vents, builds) and every vote they cast,
 * in one transaction, once the admin has typed their username (their e-mail when they have none).
 * The counters of everyone else's items follow by trigger; pages showing them hear of it live.
 */
export async function deleteUserWithContent(
  deps: UserActionDeps & { input: { confirmation: string; reason: string } },
) {
  const { db, admin, userId, input } = deps;
  if (userId === admin.id)
    throw new AppError('CONFLICT', { userMessage: messages.cannotDeleteOwnAccountHere });
  const done = await db.transaction(async (tx) => {
    const user = await lockTarget(tx, userId);
    if (input.confirmation !== nameOf(user)) {
      const userMessage = messages.deleteConfirmationMismatch;
      throw new AppError('VALIDATION', { userMessage, fields: { confirmation: userMessage } });
    }
    if (user.role === 'admin') throw new AppError('CONFLICT', { userMessage: messages.cannotDeleteAdmin });
    const counts = await selectContentSummary(tx, userId);
    const voted = await selectVotedItemIds(tx, userId);
    const content = await deleteUserContent(tx, userId);
    await deleteUserRow(tx, userId);
    await recordAudit(tx, {
      actor: admin,
      action: 'user.delete-with-content',
      target: { kind: 'user', id: userId, label: nameOf(user) },
      reason: input.reason,
      before: { username: user.username, email: user.email, ...counts },
    });
    const events: LiveEvent[] = [
      ...content.requests.map((item) =>
        itemEvents({ kind: 'requests', id: item.id, companyIds: [item.companyId] }, 'deleted'),
      ),
      ...content.vents.map((item) =>
        itemEvents({ kind: 'vents', id: item.id, companyIds: [item.companyId] }, 'deleted'),
      ),
      ...content.touched.requests.map((item) =>
        itemEvents({ kind: 'requests', id: item.id, companyIds: [item.companyId] }, 'build', {
          buildCount: item.buildCount,
        }),
      ),
      ...content.touched.vents.map((item) =>
        itemEvents({ kind: 'vents', id: item.id, companyIds: [item.companyId] }, 'build', {
          buildCount: item.buildCount,
        }),
      ),
      ...(await selectVoteCounts(tx, featureRequests, voted.requests)).map((item) =>
        itemEvents({ kind: 'requests', id: item.id, companyIds: [item.companyId] }, 'vote', {
          voteCount: item.voteCount,
        }),
      ),
      ...(await selectVoteCounts(tx, vents, voted.vents)).map((item) =>
        itemEvents({ kind: 'vents', id: item.id, companyIds: [item.companyId] }, 'vote', {
          voteCount: item.voteCount,
        }),
      ),
    ].flat();
    const deleted = {
      requests: counts.requests,
      vents: counts.vents,
      builds: counts.builds,
      votes: counts.votes,
    };
    return { name: nameOf(user), deleted, events };
  });
  await deps.live.publishSessions({ kind: 'user-changed', userId });
  await publishInBatches(deps.live, done.events);
  return {
    success: true as const,
    message: messages.userAndContentDeleted(done.name, done.deleted),
    deleted: done.deleted,
  };
}
