// The bench's write section: signed-in people voting and adding builds through the real server,
// and afterwards a check that every touched counter equals its rows. See bench/README.md.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../src/server/db/connect';
import { sessions } from '../src/server/db/schema';
import { newSessionToken, sessionCookieName, sessionLifetimeMs } from '../src/server/features/auth/sessions';

export const writeSize = { people: 200, spreadRequests: 1_000 } as const;

/** Who writes and on what: distinct people with a session each, the requests they vote on. */
export interface WriteTargets {
  cookies: string[];
  /** Open (not launched) requests, one of which is picked at random for each spread vote. */
  spreadIds: string[];
  /** One open request everyone votes on at once. */
  hotId: string;
}

/** Sessions for `writeSize.people` distinct users, and the requests to vote on, from the loaded data. */
export async function pickWriteTargets(db: Db): Promise<WriteTargets> {
  const people = await selectRows<{ id: string }>(
    db,
    sql`select id from users order by id limit ${writeSize.people}`,
  );
  const cookies: string[] = [];
  for (const person of people) {
    const { token, tokenHash } = newSessionToken();
    await db.insert(sessions).values({
      token: tokenHash,
      userId: person.id,
      expiresAt: new Date(Date.now() + sessionLifetimeMs.stayLoggedIn),
      stayLoggedIn: true,
    });
    cookies.push(`${sessionCookieName}=${token}`);
  }
  // Spread over the board: every 97th open request (a prime, so not one company's run of rows).
  const open = await selectRows<{ id: string }>(
    db,
    sql`select id from feature_requests where status <> 'launched' order by id`,
  );
  const spreadIds = open
    .filter((_, index) => index % 97 === 0)
    .slice(0, writeSize.spreadRequests)
    .map((row) => row.id);
  const [hot] = await selectRows<{ id: string }>(
    db,
    sql`select id from feature_requests where status <> 'launched' order by vote_count desc, id limit 1`,
  );
  return { cookies, spreadIds, hotId: hot!.id };
}

/** A write the load generator sends: a fresh person, target and body for every request. */
export interface WriteCase {
  name: string;
  next: () => { path: string; cookie: string; body: unknown };
}

const pick = <T>(values: readonly T[]): T => values[randomInt(values.length)]!;

/**
 * The three write runs: votes set or taken back at random (a toggle, as the web sends it) spread
 * over the requests and on the one hot request, then new builds on the spread requests.
 */
export function writeCases(targets: WriteTargets): WriteCase[] {
  let builds = 0;
  return [
    {
      name: `votes, ${targets.spreadIds.length.toLocaleString('en')} requests`,
      next: () => ({
        path: `/api/v1/requests/${pick(targets.spreadIds)}/vote`,
        cookie: pick(targets.cookies),
        body: { voted: randomInt(2) === 1 },
      }),
    },
    {
      name: 'votes, one hot request',
      next: () => ({
        path: `/api/v1/requests/${targets.hotId}/vote`,
        cookie: pick(targets.cookies),
        body: { voted: randomInt(2) === 1 },
      }),
    },
    {
      name: 'new builds',
      next: () => {
        builds += 1;
        return {
          path: `/api/v1/requests/${pick(targets.spreadIds)}/builds`,
          cookie: pick(targets.cookies),
          body: { content: `It would help our team plan the week, build number ${builds}.` },
        };
      },
    },
  ];
}

/**
 * Every touched request's counters against their rows: `vote_count` and `build_count` equal the
 * votes and builds that exist. Answers the mismatches (none when the writes were exact).
 */
export async function countMismatches(db: Db, targets: WriteTargets) {
  const ids = [...targets.spreadIds, targets.hotId];
  return selectRows<{ id: string; voteCount: number; votes: number; buildCount: number; builds: number }>(
    db,
    sql`select fr.id, fr.vote_count as "voteCount", fr.build_count as "buildCount",
          (select count(*)::int from votes v where v.feature_request_id = fr.id) as votes,
          (select count(*)::int from builds b where b.feature_request_id = fr.id) as builds
        from feature_requests fr
        where fr.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
          and (fr.vote_count <> (select count(*) from votes v where v.feature_request_id = fr.id)
            or fr.build_count <> (select count(*) from builds b where b.feature_request_id = fr.id))`,
  );
}
