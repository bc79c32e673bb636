import { type SQL, sql } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { RequestStatus } from '../../../shared/rules/statuses';
import { type Db, selectRows } from '../../db/connect';
import { contentTables } from '../../db/content-tables';
import { builds, buildVotes, featureRequests, vents } from '../../db/schema';
import { countHitStatement } from '../../plugins/rate-limit.queries';

/** What can be voted on: requests, vents, and the builds on either. */
export type VoteKind = ContentKind | 'builds';

/**
 * The votes of one kind (their table and the columns naming the voter and the target) and the
 * row they count, read as `target (id, status, company_id, vote_count)` and locked against other
 * writers of its count and status: an item's own status, a build's from the item it is on. A
 * removed item or build (or a build on a removed item) is not there to vote on.
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
        for no key update`,
  };
}

export interface SetVoteResult {
  /** The status the vote was checked against (an item's, or a build's item's). */
  status: RequestStatus;
  companyId: string;
  /** The count after the vote (unchanged when the status was closed or the limit reached). */
  voteCount: number;
  /** The person's votes in the limit's window, this one included (null when voting was closed). */
  hitCount: number | null;
  /** When the limit's window started, in ms. */
  windowStartMs: number | null;
}

/** The person's vote limit: their key in `rate_limits`, its most, the time and the window's floor. */
export interface VoteLimit {
  key: string;
  max: number;
  nowMs: number;
  windowStartFloor: number;
}

/**
 * Sets one person's vote in one statement, unless the target's status is `closedStatus` or the
 * person's vote limit is reached, and answers the status, the count after it and the limit's
 * count; undefined when there is no such target. The row that holds the count is locked first, so
 * the count read with it is current, and the trigger moves it with the vote in the same statement:
 * the count after is the count read plus or minus the vote row written. The limit's hit is counted
 * in the same statement (its upsert a CTE, after the target's lock), only on an open target, and
 * the vote is written only within the limit. The unique (voter, target) key makes a second 'yes'
 * a no-op.
 */
export async function setVote(
  db: Db,
  vote: {
    on: VoteKind;
    id: string;
    userId: string;
    voted: boolean;
    closedStatus: RequestStatus;
    limit: VoteLimit;
  },
): Promise<SetVoteResult | undefined> {
  const { votes, voter, target, counted } = ballotBox(vote.on, vote.id);
  const { limit } = vote;
  const isOpen = sql`target.status <> ${vote.closedStatus}`;
  const hit = countHitStatement(
    limit.key,
    limit.nowMs,
    limit.windowStartFloor,
    sql`exists (select 1 from target where ${isOpen})`,
  );
  const isWithinLimit = sql`(select count from hit) <= ${limit.max}`;
  const change: SQL = vote.voted
    ? sql`insert into ${votes} (${sql.identifier(voter.name)}, ${sql.identifier(target.name)})
        select ${vote.userId}, target.id from target where ${isOpen} and ${isWithinLimit}
        on conflict do nothing returning 1`
    : sql`delete from ${votes} where ${target} = ${vote.id} and ${voter} = ${vote.userId}
        and exists (select 1 from target where ${isOpen}) and ${isWithinLimit} returning 1`;
  const sign = vote.voted ? sql`+` : sql`-`;
  const [row] = await selectRows<SetVoteResult>(
    db,
    sql`with target as (${counted}), hit as (${hit}), changed as (${change})
      select target.status, target.company_id as "companyId",
        (target.vote_count ${sign} (select count(*) from changed))::int as "voteCount",
        (select count from hit) as "hitCount", (select window_start from hit) as "windowStartMs"
      from target`,
  );
  if (!row) return undefined;
  return {
    ...row,
    hitCount: row.hitCount === null ? null : Number(row.hitCount),
    windowStartMs: row.windowStartMs === null ? null : Number(row.windowStartMs),
  };
}
