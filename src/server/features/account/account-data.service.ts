import type { AccountExport } from '../../../shared/contracts/account';
import type { Viewer } from '../../../shared/contracts/auth';
import type { LiveEvent } from '../../../shared/contracts/live';
import { defaultEmailModes, type NotificationKind } from '../../../shared/contracts/notifications';
import { messages } from '../../../shared/messages';
import { featureRequests, vents } from '../../db/schema';
import { AppError } from '../../errors';
import { itemEvents, publishInBatches } from '../../plugins/live-bus';
import { deleteUserRow } from '../admin/admin.queries';
import { selectVoteCounts, selectVotedItemIds } from '../admin/admin-users.queries';
import { requireSignedIn } from '../auth/viewer.service';
import { findUserEmail } from './account.queries';
import type { AccountDeps } from './account.service';
import { consumeAccountCode, enforceLimit, sendAccountCode } from './account-codes';
import {
  countKeptContent,
  eraseTraces,
  lockAccount,
  recordAccountDeletion,
} from './account-deletion.queries';
import { selectAccountData } from './account-export.queries';

type Row = Record<string, unknown>;

/** A time as the drivers give it (a Date, or text): ISO 8601. */
const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown) => (value == null ? null : iso(value));
const text = (value: unknown) => (value == null ? null : String(value));
const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {}));

const item = (row: Row) => ({
  id: String(row.id),
  company: String(row.company),
  product: text(row.product),
  title: String(row.title),
  userStoryWant: String(row.user_story_want),
  userStorySoThat: String(row.user_story_so_that),
  status: String(row.status),
  voteCount: Number(row.vote_count),
  buildCount: Number(row.build_count),
  removedAt: isoOrNull(row.removed_at),
  createdAt: iso(row.created_at),
});

const itemRef = (row: Row) => ({
  kind: row.kind as 'requests' | 'vents',
  id: String(row.item_id),
  title: String(row.item_title),
});

/** Everything ilii keeps about the person, as the export's contract lays it out. Ten an hour. */
export async function exportAccount(deps: Pick<AccountDeps, 'db' | 'clock'> & { viewer: Viewer | null }) {
  const viewer = requireSignedIn(deps.viewer);
  await enforceLimit(deps, { key: `account-export:${viewer.id}`, max: 10, windowSeconds: 3600 });
  const data = await selectAccountData(deps.db, viewer.id);
  const p = data.profile!;
  const s = data.settings;
  const votesOf = (kind: string) =>
    data.votes
      .filter((row) => row.kind === kind)
      .map((row) => ({ id: String(row.id), title: text(row.title), votedAt: iso(row.created_at) }));
  const document: AccountExport = {
    exportedAt: deps.clock().toISOString(),
    profile: {
      id: viewer.id,
      email: String(p.email),
      username: text(p.username),
      firstName: text(p.first_name),
      lastName: text(p.last_name),
      displayName: text(p.display_name),
      role: String(p.role),
      createdAt: iso(p.created_at),
      termsAcceptedAt: isoOrNull(p.terms_accepted_at),
      stayLoggedIn: Boolean(p.stay_logged_in),
      pendingEmail: text(p.pending_email),
    },
    companyMemberships: data.memberships.map((row) => ({
      company: String(row.company),
      title: String(row.title),
      phoneNumber: String(row.phone_number),
      status: String(row.status),
      appliedAt: iso(row.applied_at),
    })),
    requests: data.requests.map(item),
    vents: data.vents.map(item),
    builds: data.builds.map((row) => ({
      id: String(row.id),
      on: itemRef(row),
      content: String(row.content),
      voteCount: Number(row.vote_count),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    })),
    votes: { requests: votesOf('requests'), vents: votesOf('vents'), builds: votesOf('builds') },
    reports: data.reports.map((row) => ({
      kind: row.feature_request_id
        ? ('request' as const)
        : row.vent_id
          ? ('vent' as const)
          : ('build' as const),
      targetId: String(row.feature_request_id ?? row.vent_id ?? row.build_id),
      reason: String(row.reason),
      note: text(row.note),
      createdAt: iso(row.created_at),
      resolution: text(row.resolution),
    })),
    sessions: data.sessions.map((row) => ({
      ipAddress: text(row.ip_address),
      userAgent: text(row.user_agent),
      signedInAt: iso(row.created_at),
      lastSeenAt: iso(row.updated_at),
      expiresAt: iso(row.expires_at),
    })),
    signIns: data.signIns.map((row) => ({
      ipAddress: text(row.ip_address),
      userAgent: text(row.user_agent),
      at: iso(row.created_at),
    })),
    notificationSettings: {
      email: { ...defaultEmailModes, ...(json(s.email) as Partial<Record<NotificationKind, never>>) },
      followOwnPosts: (s.follow_own_posts as boolean | null) ?? true,
      followVoted: (s.follow_voted as boolean | null) ?? true,
      followBuilt: (s.follow_built as boolean | null) ?? true,
      companyDigest: s.is_member ? ((s.company_digest as 'daily' | 'off' | null) ?? 'off') : null,
    },
    follows: data.follows.map((row) => ({
      on: itemRef(row),
      isFollowing: Boolean(row.is_following),
      createdAt: iso(row.created_at),
    })),
    notifications: data.notifications.map((row) => ({
      id: String(row.id),
      kind: String(row.kind),
      itemId: text(row.item_id),
      payload: json(row.payload),
      readAt: isoOrNull(row.read_at),
      createdAt: iso(row.created_at),
    })),
  };
  return { document, filename: `ilii-data-${p.username ?? viewer.id}.json` };
}

/**
 * Mails the person a code to their current address that deletes the account (Better Auth's
 * 'forget-password' type: ilii has no passwords). Admins cannot delete themselves here.
 */
export async function requestAccountDeletion(deps: AccountDeps & { viewer: Viewer | null; ip: string }) {
  const viewer = requireSignedIn(deps.viewer);
  const user = await findUserEmail(deps.db, viewer.id);
  if (!user) throw new AppError('UNAUTHENTICATED', { userMessage: messages.authenticationRequired });
  if (user.role === 'admin')
    throw new AppError('CONFLICT', { userMessage: messages.adminCannotDeleteOwnAccount });
  await sendAccountCode(deps, {
    type: 'forget-password',
    email: user.email,
    ip: deps.ip,
    subject: messages.deletionCodeSubject,
    paragraphs: (code) => [messages.deletionCodeText(code), messages.deletionCodeWarning],
  });
  return { message: messages.deletionCodeSent(user.email) };
}

/**
 * Deletes the account once its code is right, in one transaction under the person's row lock: the
 * traces no foreign key reaches (account-deletion.queries.ts), then the user row, whose cascade
 * takes their votes (counts follow by trigger), sessions, profile, sign-ins, reports, follows,
 * notifications, settings and pending change. Their requests, vents and builds stay, authorless
 * (decision 4). Every process forgets their sessions; pages showing counts they voted on hear of it.
 */
export async function deleteAccount(deps: AccountDeps & { viewer: Viewer | null; code: string; ip: string }) {
  const viewer = requireSignedIn(deps.viewer);
  const user = await findUserEmail(deps.db, viewer.id);
  if (!user) throw new AppError('UNAUTHENTICATED', { userMessage: messages.authenticationRequired });
  if (user.role === 'admin')
    throw new AppError('CONFLICT', { userMessage: messages.adminCannotDeleteOwnAccount });
  await enforceLimit(deps, { key: `account-delete:${viewer.id}`, max: 10, windowSeconds: 3600 });
  await consumeAccountCode(deps, {
    type: 'forget-password',
    email: user.email,
    code: deps.code,
    ip: deps.ip,
  });
  const events = await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, viewer.id);
    if (!account) throw new AppError('UNAUTHENTICATED', { userMessage: messages.authenticationRequired });
    const voted = await selectVotedItemIds(tx, viewer.id);
    const kept = await countKeptContent(tx, viewer.id);
    await eraseTraces(tx, viewer.id, [
      account.email,
      ...(account.pending_email ? [account.pending_email] : []),
    ]);
    await deleteUserRow(tx, viewer.id);
    await recordAccountDeletion(tx, kept);
    const counts = [
      ...(await selectVoteCounts(tx, featureRequests, voted.requests)).map((row) => ({
        ...row,
        kind: 'requests' as const,
      })),
      ...(await selectVoteCounts(tx, vents, voted.vents)).map((row) => ({ ...row, kind: 'vents' as const })),
    ];
    return counts.flatMap((row): LiveEvent[] =>
      itemEvents({ kind: row.kind, id: row.id, companyIds: [row.companyId] }, 'vote', {
        voteCount: row.voteCount,
      }),
    );
  });
  await deps.live.publishSessions({ kind: 'user-changed', userId: viewer.id });
  await publishInBatches(deps.live, events);
  return { message: messages.accountDeleted };
}
