import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Build } from '../shared/contracts/builds';
import type { Card } from '../shared/contracts/requests';
import { openDatabase, selectRows } from './db/connect';
import { type Answer, call, type Person, signUpOverHttp } from './test/http-client';
import { createDatabaseFrom, dropDatabase } from './test/postgres-databases';
import { killAllServers, type ServerProcess, startServer, stopServer } from './test/server-process';
import { createRequest, emptyLedger, type Ledger, runWriteStream, seededRandom } from './test/write-stream';

/*
 * kill -9 during a stream of writes, restart on the same data, and every write whose answer arrived
 * must be there: on the embedded PGlite (a data directory of its own) and, with TEST_DATABASE_URL,
 * on PostgreSQL (a database of its own). CRASH_SEED replays other kill points.
 */
const cycles = 5;
const seed = Number(process.env.CRASH_SEED ?? 7);
const postgresUrl = process.env.TEST_DATABASE_URL;
const data: { dataDir: string; databaseUrl?: string } = { dataDir: '' };

beforeAll(async () => {
  data.dataDir = await mkdtemp(path.join(os.tmpdir(), 'ilii-crash-'));
  const template = inject('postgresTemplate');
  if (postgresUrl && template) data.databaseUrl = await createDatabaseFrom(postgresUrl, template);
});

afterAll(async () => {
  await killAllServers();
  await rm(data.dataDir, { recursive: true, force: true });
  if (postgresUrl && data.databaseUrl) {
    await dropDatabase(postgresUrl, new URL(data.databaseUrl).pathname.slice(1));
  }
});

/** Runs `check` on every item, a few at a time (one server, two cores). */
async function forEachInBatches<T>(items: T[], check: (item: T) => Promise<void>, size = 4) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(check));
  }
}

/** Indexes of the people whose reads show their vote. */
const whoVoted = (userVotes: (boolean | undefined)[]) =>
  userVotes.flatMap((userVote, index) => (userVote ? [index] : []));

const summary = (answers: Answer[]) =>
  answers.map((answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`).join(', ');

/** One GET as each person, in the order of `people`. */
type ReadAsEach = <T>(url: string) => Promise<Answer<T>[]>;

/**
 * Everything in the ledger, read back through the API by each person: sessions, requests, votes,
 * builds and build votes. Only these people ever vote, so each counter must equal the number of
 * them whose vote it shows. Returns what is wrong, so that one run reports every loss at once.
 */
async function findLostWrites(server: ServerProcess, people: Person[], ledger: Ledger): Promise<string[]> {
  const readAsEach: ReadAsEach = <T>(url: string) =>
    Promise.all(people.map(({ cookie }) => call<T>(server, 'GET', url, { cookie })));
  const sessions = await readAsEach<{ user: unknown }>('/api/v1/auth/session');
  const problems = people.flatMap((person, index) =>
    sessions[index]!.body.user ? [] : [`${person.email}: the session is gone`],
  );
  await forEachInBatches([...ledger.requests], async ([id, title]) => {
    problems.push(...(await checkRequest(readAsEach, ledger, id, title)));
  });
  return problems;
}

async function checkRequest(readAsEach: ReadAsEach, ledger: Ledger, id: string, title: string) {
  const cards = await readAsEach<Card>(`/api/v1/requests/${id}`);
  if (cards.some((answer) => answer.status !== 200 || answer.body.title !== title)) {
    return [`request ${id} "${title}": ${summary(cards)}`];
  }
  const problems: string[] = [];
  const voters = whoVoted(cards.map((answer) => answer.body.userVote));
  for (const index of ledger.votes.get(id) ?? []) {
    if (!voters.includes(index)) problems.push(`request ${id}: the vote of person ${index} is gone`);
  }
  const card = cards[0]!.body;
  if (card.voteCount !== voters.length) {
    problems.push(`request ${id}: voteCount ${card.voteCount}, votes of ${voters.length} people`);
  }
  const buildIds = [...ledger.builds].flatMap(([buildId, requestId]) => (requestId === id ? [buildId] : []));
  if (card.buildCount === 0 && buildIds.length === 0) return problems;
  return [...problems, ...(await checkBuilds(readAsEach, ledger, card, buildIds))];
}

async function checkBuilds(readAsEach: ReadAsEach, ledger: Ledger, card: Card, acknowledged: string[]) {
  const lists = await readAsEach<Build[]>(`/api/v1/requests/${card.id}/builds`);
  if (lists.some((answer) => answer.status !== 200)) return [`builds of ${card.id}: ${summary(lists)}`];
  const problems: string[] = [];
  const builds = lists[0]!.body;
  if (card.buildCount !== builds.length) {
    problems.push(`request ${card.id}: buildCount ${card.buildCount}, ${builds.length} builds listed`);
  }
  for (const id of acknowledged) {
    if (!builds.some((build) => build.id === id)) problems.push(`build ${id} on ${card.id} is gone`);
  }
  for (const build of builds) {
    const voters = whoVoted(lists.map((answer) => answer.body.find((b) => b.id === build.id)?.userVote));
    for (const index of ledger.buildVotes.get(build.id) ?? []) {
      if (!voters.includes(index)) problems.push(`build ${build.id}: the vote of person ${index} is gone`);
    }
    if (build.voteCount !== voters.length) {
      problems.push(`build ${build.id}: voteCount ${build.voteCount}, votes of ${voters.length} people`);
    }
  }
  return problems;
}

/** Counters whose value is not the number of their rows, read from the database itself. */
async function countersOffTheirRows() {
  const database = await openDatabase(
    data.databaseUrl ? { url: data.databaseUrl } : { dataDir: path.join(data.dataDir, 'pglite') },
  );
  try {
    return await selectRows(
      database.db,
      sql`select * from (
            select 'feature_requests.vote_count' as counter, r.id, r.vote_count as value,
                   (select count(*)::int from votes v where v.feature_request_id = r.id) as rows
              from feature_requests r
            union all
            select 'feature_requests.build_count', r.id, r.build_count,
                   (select count(*)::int from builds b where b.feature_request_id = r.id)
              from feature_requests r
            union all
            select 'builds.vote_count', b.id, b.vote_count,
                   (select count(*)::int from build_votes bv where bv.build_id = b.id)
              from builds b
          ) counters where value <> rows`,
    );
  } finally {
    await database.close();
  }
}

it(`keeps every acknowledged write through ${cycles} kill -9 restarts`, { timeout: 180_000 }, async () => {
  const killPoints = seededRandom(seed);
  const random = seededRandom(seed + 1);
  const ledger = emptyLedger();
  let server = await startServer(data);
  const people = await Promise.all(
    ['crash.ana', 'crash.ben', 'crash.cho'].map((name) => signUpOverHttp(server, name)),
  );
  const first = await createRequest(server, people[0]!, { name: 'Crash Co' }, 'Crash wish 0-0');
  ledger.requests.set(first.id, first.title);
  const companyId = first.company.id;

  for (let cycle = 1; cycle <= cycles; cycle++) {
    const kill = {
      afterAcknowledged: 8 + Math.floor(killPoints() * 25),
      delayMs: Math.floor(killPoints() * 20),
    };
    const stream = { server, people, ledger, companyId, cycle, random, kill, workers: 4 };
    const acknowledged = await runWriteStream(stream);
    const where = `cycle ${cycle} (seed ${seed}, killed after ${acknowledged} acknowledged writes)`;
    if (!data.databaseUrl) {
      expect(existsSync(path.join(data.dataDir, 'ilii.lock')), `${where}: the lock is left`).toBe(true);
    }
    server = await startServer(data).catch((error: Error) => {
      throw new Error(`${where}: no restart after the kill: ${error.message}`);
    });
    expect(await findLostWrites(server, people, ledger), where).toEqual([]);
    expect(server.output(), `${where}: the restarted server logged`).toBe('');
  }

  expect(await stopServer(server), `the final stop: ${server.output()}`).toBe(0);
  expect(await countersOffTheirRows()).toEqual([]);
});
