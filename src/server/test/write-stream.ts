import type { BuildOutcome } from '../../shared/contracts/builds';
import type { SubmitOutcome } from '../../shared/contracts/request-form';
import type { Card } from '../../shared/contracts/requests';
import type { VoteState } from '../../shared/contracts/votes';
import { call, expectOk, type Person, UnexpectedAnswer } from './http-client';
import type { ServerProcess } from './server-process';

/** What the server acknowledged (its 2xx answer arrived in full), over all cycles. */
export interface Ledger {
  /** Request id → title. */
  requests: Map<string, string>;
  /** Request id → indexes (in `people`) of those whose vote on it was acknowledged. */
  votes: Map<string, Set<number>>;
  /** Build id → the id of the request it is on. */
  builds: Map<string, string>;
  /** Build id → indexes of those whose vote on it was acknowledged. */
  buildVotes: Map<string, Set<number>>;
}

export function emptyLedger(): Ledger {
  return { requests: new Map(), votes: new Map(), builds: new Map(), buildVotes: new Map() };
}

/** mulberry32: a small seeded generator, so that a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function createRequest(
  server: ServerProcess,
  person: Person,
  company: { id: string } | { name: string },
  title: string,
): Promise<Card> {
  const body = {
    company,
    product: null,
    title,
    userStoryWant: 'a dark mode toggle on every page',
    userStorySoThat: 'I can read at night without the glare',
    confirmDuplicates: true,
  };
  const what = `create "${title}"`;
  const outcome = await expectOk(
    call<SubmitOutcome>(server, 'POST', '/api/v1/requests', { cookie: person.cookie, body }),
    what,
  );
  if (outcome.outcome !== 'saved') throw new UnexpectedAnswer(`${what}: ${JSON.stringify(outcome)}`);
  return outcome.item;
}

function addTo(map: Map<string, Set<number>>, id: string, index: number) {
  map.set(id, (map.get(id) ?? new Set()).add(index));
}

export interface StreamOptions {
  server: ServerProcess;
  people: Person[];
  ledger: Ledger;
  companyId: string;
  cycle: number;
  random: () => number;
  /** The server is killed this many milliseconds after this many writes were acknowledged. */
  kill: { afterAcknowledged: number; delayMs: number };
  workers: number;
}

type Write = () => Promise<void>;

/**
 * One write, chosen by the seeded generator among new requests, votes, builds and build votes on
 * what was acknowledged so far. It records itself in the ledger only when its answer arrives.
 */
function nextWrite(options: StreamOptions, serial: number): Write {
  const { random, ledger } = options;
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const person = Math.floor(random() * options.people.length);
  const requestIds = [...ledger.requests.keys()];
  const buildIds = [...ledger.builds.keys()];
  const roll = random();
  if (roll < 0.25 || requestIds.length === 0) return writeRequest(options, person, serial);
  if (roll < 0.6) return writeVote(options, person, pick(requestIds));
  if (roll < 0.8 || buildIds.length === 0) return writeBuild(options, person, pick(requestIds), serial);
  return writeBuildVote(options, person, pick(buildIds));
}

function writeRequest(
  { server, people, ledger, companyId, cycle }: StreamOptions,
  person: number,
  serial: number,
): Write {
  const title = `Crash wish ${cycle}-${serial}`;
  return async () => {
    const item = await createRequest(server, people[person]!, { id: companyId }, title);
    ledger.requests.set(item.id, title);
  };
}

function writeVote({ server, people, ledger }: StreamOptions, person: number, requestId: string): Write {
  const url = `/api/v1/requests/${requestId}/vote`;
  return async () => {
    const body = { voted: true };
    await expectOk(call<VoteState>(server, 'POST', url, { cookie: people[person]!.cookie, body }), url);
    addTo(ledger.votes, requestId, person);
  };
}

function writeBuild(
  { server, people, ledger, cycle }: StreamOptions,
  person: number,
  requestId: string,
  serial: number,
): Write {
  const url = `/api/v1/requests/${requestId}/builds`;
  const body = { content: `Build ${cycle}-${serial}: a keyboard shortcut would do it` };
  return async () => {
    const cookie = people[person]!.cookie;
    const outcome = await expectOk(call<BuildOutcome>(server, 'POST', url, { cookie, body }), url);
    if (outcome.outcome !== 'saved') throw new UnexpectedAnswer(`${url}: ${JSON.stringify(outcome)}`);
    ledger.builds.set(outcome.build.id, requestId);
  };
}

function writeBuildVote({ server, people, ledger }: StreamOptions, person: number, buildId: string): Write {
  const url = `/api/v1/builds/${buildId}/vote`;
  return async () => {
    const body = { voted: true };
    await expectOk(call<VoteState>(server, 'POST', url, { cookie: people[person]!.cookie, body }), url);
    addTo(ledger.buildVotes, buildId, person);
  };
}

/**
 * Concurrent writes until the server is killed (SIGKILL, in the middle of the stream). A write
 * cut off by the kill is not acknowledged and stays out of the ledger; an answer that is not 2xx,
 * or a connection lost before the kill, fails the stream.
 */
export async function runWriteStream(options: StreamOptions): Promise<number> {
  const { server, kill } = options;
  let acknowledged = 0;
  let serial = 0;
  let isKilled = false;
  let hasFailed = false;
  const worker = async () => {
    while (!isKilled && !hasFailed) {
      const write = nextWrite(options, ++serial);
      try {
        await write();
        acknowledged += 1;
        if (acknowledged === kill.afterAcknowledged) {
          setTimeout(() => {
            isKilled = true;
            server.child.kill('SIGKILL');
          }, kill.delayMs);
        }
      } catch (error) {
        // Cut off by the kill: not acknowledged, so it may or may not have been saved.
        if (isKilled && !(error instanceof UnexpectedAnswer)) return;
        hasFailed = true;
        throw new Error(`cycle ${options.cycle}: ${(error as Error).message}\n${server.output()}`, {
          cause: error,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  await server.exited;
  return acknowledged;
}
