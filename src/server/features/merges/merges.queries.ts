import { type SQL, sql } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { RequestStatus } from '../../../shared/rules/statuses';
import { type Db, selectRows } from '../../db/connect';
import { isPublicItemRow } from '../../db/content-tables';
import { escapeLike } from '../companies/companies.queries';

/**
 * The SQL names of one kind: its items, its votes, the column naming an item in votes, builds and
 * follows, and the merges columns of its source and target.
 */
function names(kind: ContentKind) {
  const isVent = kind === 'vents';
  return {
    items: sql.identifier(isVent ? 'vents' : 'feature_requests'),
    votes: sql.identifier(isVent ? 'vent_votes' : 'votes'),
    item: sql.identifier(isVent ? 'vent_id' : 'feature_request_id'),
    source: sql.identifier(isVent ? 'source_vent_id' : 'source_request_id'),
    target: sql.identifier(isVent ? 'target_vent_id' : 'target_request_id'),
  };
}

const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export interface MergeItemRow {
  id: string;
  title: string;
  companyId: string;
  productId: string | null;
  userId: string | null;
  userStoryWant: string;
  userStorySoThat: string;
  isRemoved: boolean;
  mergedIntoId: string | null;
}

/**
 * The items of a merge. With `lock` (in a transaction) they are locked until it ends, in id order,
 * so that two merges sharing an item queue rather than deadlock.
 */
export async function selectItems(
  tx: Db,
  kind: ContentKind,
  ids: string[],
  options: { lock: boolean },
): Promise<MergeItemRow[]> {
  const n = names(kind);
  return selectRows<MergeItemRow>(
    tx,
    sql`select id, title, company_id as "companyId", product_id as "productId", user_id as "userId",
        user_story_want as "userStoryWant", user_story_so_that as "userStorySoThat",
        removed_at is not null as "isRemoved", merged_into_id as "mergedIntoId"
      from ${n.items} where id = any(${uuids(ids)}) order by id ${options.lock ? sql`for update` : sql``}`,
  );
}

/** Whether other items are merged into this one now. */
export async function hasMergesInto(tx: Db, kind: ContentKind, id: string): Promise<boolean> {
  const rows = await selectRows(
    tx,
    sql`select 1 from merges where ${names(kind).target} = ${id}::uuid and undone_at is null limit 1`,
  );
  return rows.length > 0;
}

/**
 * Writes the merge: its record, a vote on the target for each voter of the source who had not
 * voted there (recorded by vote id), the source's builds moved to the target (marked with the
 * merge), and the source pointed at the target. The counters follow by trigger.
 */
export async function writeMerge(
  tx: Db,
  merge: { kind: ContentKind; sourceId: string; targetId: string; actorId: string; at: Date },
): Promise<{ mergeId: string; votesMoved: number; buildsMoved: number; voterIds: string[] }> {
  const n = names(merge.kind);
  const { sourceId, targetId } = merge;
  const at = merge.at.toISOString();
  const [recorded] = await selectRows<{ mergeId: string; votesMoved: number; voterIds: string[] | string }>(
    tx,
    sql`with added as (
        insert into ${n.votes} (user_id, ${n.item})
        select user_id, ${targetId}::uuid from ${n.votes} where ${n.item} = ${sourceId}::uuid
        on conflict do nothing
        returning id, user_id
      ), merge as (
        insert into merges (kind, ${n.source}, ${n.target}, actor_id, created_at, added_vote_ids)
        select ${merge.kind}, ${sourceId}::uuid, ${targetId}::uuid, ${merge.actorId}::uuid, ${at}::timestamptz,
          coalesce((select array_agg(id) from added), '{}'::uuid[])
        returning id, cardinality(added_vote_ids) as n
      )
      select id as "mergeId", n::int as "votesMoved",
        coalesce((select array_agg(user_id) from added), '{}'::uuid[]) as "voterIds"
      from merge`,
  );
  const { mergeId, votesMoved } = recorded!;
  const voterIds = uuidList(recorded!.voterIds);
  const moved = await selectRows<{ id: string }>(
    tx,
    sql`update builds set ${n.item} = ${targetId}::uuid, merge_id = ${mergeId}::uuid
      where ${n.item} = ${sourceId}::uuid returning id`,
  );
  await tx.execute(
    sql`update ${n.items} set merged_into_id = ${targetId}::uuid, merged_at = ${at}::timestamptz
      where id = ${sourceId}::uuid`,
  );
  return { mergeId, votesMoved, buildsMoved: moved.length, voterIds };
}

/**
 * After a merge the source's followers, its author and its voters follow the target: an existing
 * row (an unfollow on purpose included) is left as it is, and the author and voters whose settings
 * turn off following what they post or vote on are left out, as they would be by voting there.
 */
export async function followTarget(
  tx: Db,
  merge: { kind: ContentKind; sourceId: string; targetId: string },
): Promise<void> {
  const n = names(merge.kind);
  const off = (setting: string) =>
    sql`exists (select 1 from notification_settings s where s.user_id = people.user_id and not s.${sql.identifier(setting)})`;
  await tx.execute(
    sql`insert into follows (user_id, ${n.item})
      select distinct people.user_id, ${merge.targetId}::uuid from (
        select user_id, 'follower' as why from follows where ${n.item} = ${merge.sourceId}::uuid and is_following
        union all select user_id, 'author' from ${n.items} where id = ${merge.sourceId}::uuid and user_id is not null
        union all select user_id, 'voter' from ${n.votes} where ${n.item} = ${merge.sourceId}::uuid
      ) people
      where people.why = 'follower'
        or (people.why = 'author' and not ${off('follow_own_posts')})
        or (people.why = 'voter' and not ${off('follow_voted')})
      on conflict do nothing`,
  );
}

export interface MergeRecord {
  id: string;
  targetId: string;
  addedVoteIds: string[];
}

/** The merge in force of a source, locked: what an unmerge replays backwards. */
export async function lockMergeOf(
  tx: Db,
  kind: ContentKind,
  sourceId: string,
): Promise<MergeRecord | undefined> {
  const n = names(kind);
  const [row] = await selectRows<{ id: string; targetId: string; addedVoteIds: string[] | string }>(
    tx,
    sql`select id, ${n.target} as "targetId", added_vote_ids as "addedVoteIds" from merges
      where ${n.source} = ${sourceId}::uuid and undone_at is null for update`,
  );
  return row && { ...row, addedVoteIds: uuidList(row.addedVoteIds) };
}

/** A uuid[] as either engine's driver hands it back: an array, or PostgreSQL's text form. */
function uuidList(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

/**
 * Replays a merge backwards: the recorded votes still on the target go (a moved voter who took
 * theirs back and voted again cast a new vote, which stays), the builds it moved go back to the
 * source, the source stands on its own again and the record is marked undone.
 */
export async function undoMerge(
  tx: Db,
  undo: { kind: ContentKind; merge: MergeRecord; sourceId: string; actorId: string; at: Date },
): Promise<{ votesMoved: number; buildsMoved: number; voterIds: string[] }> {
  const n = names(undo.kind);
  const { merge } = undo;
  const [row] = await selectRows<{ votesMoved: number; buildsMoved: number; voterIds: string[] | string }>(
    tx,
    sql`with taken as (
        delete from ${n.votes} where id = any(${uuids(merge.addedVoteIds)}) and ${n.item} = ${merge.targetId}::uuid
        returning id, user_id
      ), returned as (
        update builds set ${n.item} = ${undo.sourceId}::uuid, merge_id = null
        where merge_id = ${merge.id}::uuid
        returning id
      )
      select (select count(*)::int from taken) as "votesMoved", (select count(*)::int from returned) as "buildsMoved",
        coalesce((select array_agg(user_id) from taken), '{}'::uuid[]) as "voterIds"`,
  );
  await tx.execute(
    sql`update ${n.items} set merged_into_id = null, merged_at = null where id = ${undo.sourceId}::uuid`,
  );
  await tx.execute(
    sql`update merges set undone_at = ${undo.at.toISOString()}::timestamptz, undone_by = ${undo.actorId}::uuid
      where id = ${merge.id}::uuid`,
  );
  return { ...row!, voterIds: uuidList(row!.voterIds) };
}

export interface ItemNow {
  id: string;
  title: string;
  slug: string;
  companySlug: string;
  productSlug: string | null;
  voteCount: number;
  buildCount: number;
}

/** Items as they are now, with what their paths and counts need. */
export async function selectItemsNow(db: Db, kind: ContentKind, ids: string[]): Promise<ItemNow[]> {
  return selectRows<ItemNow>(
    db,
    sql`select i.id, i.title, i.slug, c.slug as "companySlug", p.slug as "productSlug",
        i.vote_count as "voteCount", i.build_count as "buildCount"
      from ${names(kind).items} i join companies c on c.id = i.company_id
      left join products p on p.id = i.product_id
      where i.id = any(${uuids(ids)})`,
  );
}

export interface MergedFromRow {
  id: string;
  title: string;
  slug: string;
  companySlug: string;
  productSlug: string | null;
  userStoryWant: string;
  userStorySoThat: string;
  mergedAt: string;
}

/** The items merged into this one now, newest merge first. */
export async function selectMergedFrom(
  db: Db,
  kind: ContentKind,
  targetId: string,
): Promise<MergedFromRow[]> {
  const n = names(kind);
  return selectRows<MergedFromRow>(
    db,
    sql`select i.id, i.title, i.slug, c.slug as "companySlug", p.slug as "productSlug",
        i.user_story_want as "userStoryWant", i.user_story_so_that as "userStorySoThat",
        to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "mergedAt"
      from merges m join ${n.items} i on i.id = m.${n.source}
      join companies c on c.id = i.company_id left join products p on p.id = i.product_id
      where m.${n.target} = ${targetId}::uuid and m.undone_at is null and i.removed_at is null
      order by m.created_at desc, m.id desc
      limit 100`,
  );
}

export interface CandidateRow {
  id: string;
  title: string;
  slug: string;
  companySlug: string;
  productSlug: string | null;
  status: RequestStatus;
  voteCount: number;
}

const candidateColumns = sql`i.id, i.title, i.slug, c.slug as "companySlug", p.slug as "productSlug",
  i.status, i.vote_count as "voteCount"`;

/**
 * Public items of the company other than `excludeId`: the given ids (ilii's suggestions), or those
 * whose title holds the search (most voted first), or without a search the most voted.
 */
export async function selectCandidates(
  db: Db,
  kind: ContentKind,
  filter: { companyId: string; excludeId: string; ids?: string[]; search?: string; limit: number },
): Promise<CandidateRow[]> {
  const conditions: SQL[] = [
    sql`i.company_id = ${filter.companyId}::uuid`,
    sql`i.id <> ${filter.excludeId}::uuid`,
    isPublicItemRow('i'),
  ];
  if (filter.ids) conditions.push(sql`i.id = any(${uuids(filter.ids)})`);
  if (filter.search) conditions.push(sql`i.title ilike ${`%${escapeLike(filter.search)}%`}`);
  return selectRows<CandidateRow>(
    db,
    sql`select ${candidateColumns} from ${names(kind).items} i
      join companies c on c.id = i.company_id left join products p on p.id = i.product_id
      where ${sql.join(conditions, sql` and `)}
      order by i.vote_count desc, i.created_at desc, i.id
      limit ${filter.limit}`,
  );
}
