import { type SQL, sql } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { RequestStatus } from '../../../shared/rules/statuses';
import { type Db, selectRows } from '../../db/connect';
import { contentTables } from '../../db/content-tables';
import { builds, buildVotes, featureRequests, vents } from '../../db/schema';
import { autoFollowStatement } from '../notifications/notifications.queries';

/** What can be voted on: requests, vents, and the builds on either. */
export type VoteKind = ContentKind | 'builds';

/**
 * The votes of one kind (their table and the columns naming the voter and the target) and the
 * row they count, read as `target (id, status, company_id, vote_count)` and locked against other
 * writers of its count and status: an item's own status, a build's from the item it is on. A
 * removed item or build (or a build on a removed item), or an item merged into another, is not there
 * to vote on.
 */
function ballotBox(on: VoteKind, id: string) {
  if (on === 'builds') {
    return {
      votes: buildVotes,
      voter: buildVotes.userId,
      target: buildVotes.buildId,
      counted: sql`select ${builds.id} as id, coalesce(${featureRequests.status}, ${vents.status}) as status,
          coalesce(${featureRequests.companyId}, ${vents.companyId}) as company_id, ${builds.voteCount} as vote_count
        from ${builds}
        left join ${featureRequests} on ${featureRequests.id} = ${builds.featureRequestId}
        left join ${vents} on ${vents.id} = ${builds.ventId}
        where ${builds.id} = ${id} and ${builds.removedAt} is null
          and coalesce(${featureRequests.removedAt}, ${vents.removedAt}) is null
        for no key update of ${builds}`,
    };
  }
  const t = contentTables(on);
  return {
    votes: t.votes,
    voter: t.voteUserId,
    target: t.voteItemId,
    counted: sql`select ${t.items.id} as id, ${t.items.status} as status, ${t.items.companyId} as company_id,
          ${t.items.voteCount} as vote_count
        from ${t.items} where ${t.items.id} = ${id} and ${t.items.removedAt} is null
          and ${t.items.mergedIntoId} is null
        for no key update`,
  };
}

export interface SetVoteResult {
  /** The status the vote was checked against (an item's, or a build's item's). */
  status: RequestStatus;
  companyId: string;
  /** The count after the vote (unchanged when the status was closed). */
  voteCount: number;
}

/**
 * Sets one person's vote in one statement, unless the target's status is `closedStatus`, and
 * answers the status and the count after it; undefined when there is no such target. The row
 * that holds the count is locked first, so the count read with it is current, and the trigger
 * moves it with the vote in the same statement: the count after is the count read plus or minus
 * the vote row written. The unique (voter, target) key makes a second 'yes' a no-op. The vote
 * limit is counted before (`VoteAllowance`). A 'yes' on a request or vent also follows it, unless
 * the voter's setting says not to or they unfollowed it; taking a vote back unfollows nothing.
 */
export async function setVote(
  db: Db,
  vote: { on: VoteKind; id: string; userId: string; voted: boolean; closedStatus: RequestStatus },
): Promise<SetVoteResult | undefined> {
  const { votes, voter, target, counted } = ballotBox(vote.on, vote.id);
  const isOpen = sql`target.status <> ${vote.closedStatus}`;
  const change: SQL = vote.voted
    ? sql`insert into ${votes} (${sql.identifier(voter.name)}, ${sql.identifier(target.name)})
        select ${vote.userId}, target.id from target where ${isOpen}
        on conflict do nothing returning 1`
    : sql`delete from ${votes} where ${target} = ${vote.id} and ${voter} = ${vote.userId}
        and exists (select 1 from target where ${isOpen}) returning 1`;
  const sign = vote.voted ? sql`+` : sql`-`;
  // A 'yes' on a request or vent follows it too, in the same statement (decision 50).
  const follow =
    vote.voted && vote.on !== 'builds'
      ? sql`, followed as (${autoFollowStatement(vote.on, vote.userId, 'follow_voted', sql`select target.id from target where ${isOpen}`)})`
      : sql``;
  const [row] = await selectRows<SetVoteResult>(
    db,
    sql`with target as (${counted}), changed as (${change})${follow}
      select target.status, target.company_id as "companyId",
        (target.vote_count ${sign} (select count(*) from changed))::int as "voteCount"
      from target`,
  );
  return row;
}
