import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MembershipStatus } from '../../../shared/rules/statuses';
import type { Db } from '../../db/connect';
import { lockForTransaction } from '../../db/locks';
import { companies, companyMembers, profiles, users } from '../../db/schema';

/**
 * Holds the person's memberships until the transaction ends: two applications (or an application
 * and a leave) of one person take turns, so the one-membership rule cannot be raced past.
 */
export async function lockMembershipsOf(tx: Db, userId: string): Promise<void> {
  await lockForTransaction(tx, `membership:${userId}`);
}

/** A membership with what the audit log and the e-mails name: the person and the company. */
const membershipColumns = {
  id: companyMembers.id,
  userId: companyMembers.userId,
  companyId: companyMembers.companyId,
  companyName: companies.name,
  title: companyMembers.title,
  phoneNumber: companyMembers.phoneNumber,
  status: companyMembers.status,
  username: users.displayUsername,
  email: users.email,
  firstName: profiles.firstName,
};

function membershipsWithPeople(db: Db) {
  return db
    .select(membershipColumns)
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .leftJoin(profiles, eq(profiles.userId, companyMembers.userId));
}

export type MembershipRow = Awaited<ReturnType<typeof selectMembership>>;

/** One membership by id, locked until the transaction ends; undefined when there is none. */
export async function selectMembership(tx: Db, id: string) {
  const [row] = await membershipsWithPeople(tx).where(eq(companyMembers.id, id)).for('update', {
    of: companyMembers,
  });
  return row;
}

/** The person's membership in one of these states (the newest), if any. */
export async function selectMembershipOf(db: Db, userId: string, statuses: MembershipStatus[]) {
  const [row] = await membershipsWithPeople(db)
    .where(and(eq(companyMembers.userId, userId), inArray(companyMembers.status, statuses)))
    .orderBy(sql`${companyMembers.appliedAt} desc`)
    .limit(1);
  return row;
}

/**
 * A new pending application. A rejected one for the same company makes way for it: each
 * application is a row of its own, so its review (and its e-mail's dedupe key) is its own.
 */
export async function insertPendingApplication(
  tx: Db,
  application: { userId: string; companyId: string; title: string; phoneNumber: string },
): Promise<string> {
  await tx
    .delete(companyMembers)
    .where(
      and(
        eq(companyMembers.userId, application.userId),
        eq(companyMembers.companyId, application.companyId),
        eq(companyMembers.status, 'rejected'),
      ),
    );
  const [row] = await tx
    .insert(companyMembers)
    .values({ ...application, status: 'pending' })
    .returning({ id: companyMembers.id });
  return row!.id;
}

export async function deleteMembership(tx: Db, id: string): Promise<void> {
  await tx.delete(companyMembers).where(eq(companyMembers.id, id));
}

/** One membership by id, unlocked (a review e-mail reads it when sent: it may have changed since). */
export async function findMembership(db: Db, id: string) {
  const [row] = await membershipsWithPeople(db).where(eq(companyMembers.id, id)).limit(1);
  return row;
}

/** Whom a review e-mail goes to. */
export async function findPerson(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}
