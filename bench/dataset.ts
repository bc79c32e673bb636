import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../src/server/db/connect';
import { anyScope, sessions } from '../src/server/db/schema';
import { newSessionToken, sessionCookieName, sessionLifetimeMs } from '../src/server/features/auth/sessions';
import { pickWriteTargets, type WriteTargets } from './writes';

/** The number of requests: BENCH_REQUESTS, 100,000 unless set (about 3 votes each). */
function requestCount(value = process.env.BENCH_REQUESTS): number {
  if (!value) return 100_000;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1_000 || count > 5_000_000) {
    throw new Error(`BENCH_REQUESTS must be a whole number from 1000 to 5000000 (got "${value}")`);
  }
  return count;
}

/** How big the generated board is. */
export const datasetSize = { companies: 50, users: 2_000, requests: requestCount() } as const;

/** The word the search benchmark looks for: a title noun, so a few percent of requests match it. */
export const searchWord = 'webhooks';

/** The word the narrow search looks for: planted in about 100 requests' stories, whatever the board's size. */
export const rareWord = 'zeppelin';

/** A word planted in one request's story in a thousand: its matches grow with the board. */
export const thousandthWord = 'monsoon';

// Word lists for short, plausible text. Only letters and spaces, so slugs need no escaping.
const companyPrefixes = [
  'Acme',
  'Blue',
  'Bright',
  'Cedar',
  'Copper',
  'Delta',
  'Echo',
  'Granite',
  'Harbor',
  'Lumen',
];
const companySuffixes = ['Cloud', 'Labs', 'Works', 'Systems', 'Software'];
const productNames = [
  'Mobile App',
  'Web App',
  'Desktop App',
  'Public API',
  'Billing',
  'Analytics',
  'Admin Console',
  'Browser Extension',
  'Integrations',
  'Inbox',
  'Search',
  'Reports',
];
const firstNames = ['Ada', 'Ben', 'Chloe', 'Dev', 'Elif', 'Finn', 'Grace', 'Hugo', 'Iris', 'Jonas'];
const lastNames = ['Okafor', 'Novak', 'Silva', 'Tanaka', 'Berg', 'Moreau', 'Khan', 'Walsh', 'Rossi', 'Lind'];
const verbs = [
  'Add',
  'Allow',
  'Support',
  'Improve',
  'Show',
  'Export',
  'Sync',
  'Customize',
  'Schedule',
  'Share',
  'Filter',
  'Import',
  'Pin',
  'Archive',
  'Group',
  'Sort',
  'Mute',
  'Preview',
  'Restore',
  'Merge',
];
const adjectives = [
  'dark',
  'bulk',
  'offline',
  'recurring',
  'custom',
  'shared',
  'private',
  'nested',
  'keyboard',
  'weekly',
  'automatic',
  'colour',
  'inline',
  'pinned',
  'draft',
  'team',
  'mobile',
  'default',
  'saved',
  'archived',
];
const nouns = [
  'mode',
  'exports',
  'reports',
  'invoices',
  'notifications',
  'shortcuts',
  'tags',
  'folders',
  'dashboards',
  'comments',
  'reminders',
  'templates',
  'filters',
  'themes',
  'widgets',
  'webhooks',
  'calendars',
  'attachments',
  'playlists',
  'receipts',
  'labels',
  'contacts',
  'projects',
  'tasks',
  'notes',
];
const tails = ['everywhere', 'again', 'faster', 'automatically', 'instantly', 'daily', 'together', 'quietly'];
const places = [
  'from the sidebar',
  'on my phone',
  'in one click',
  'without leaving the page',
  'for the whole team',
  'from the settings screen',
  'with a keyboard shortcut',
  'in the desktop app',
];
const reasons = [
  'I save time every week.',
  'my team stays in sync.',
  'I never lose my work.',
  'I can find things faster.',
  'I stop copying data by hand.',
  'our customers get answers sooner.',
  'I can work on the train.',
  'nothing slips through the cracks.',
  'reports match what finance sees.',
  'my eyes get a rest at night.',
];

/** A SQL text[] literal; the lists above are constants, quotes are doubled all the same. */
function textArray(words: readonly string[]): string {
  return `array[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(',')}]::text[]`;
}

/** `list[1 + floor(random * length)]`: one word of a list, picked by a deterministic random number. */
function pick(words: readonly string[], random: string): string {
  return `(${textArray(words)})[1 + floor(${random} * ${words.length})::int]`;
}

/** A repeatable random number in [0, 1) from an integer and a salt, so every run loads the same board. */
const randomFunction = `create function bench_rand(n bigint, salt bigint) returns double precision
  language sql immutable parallel safe
  as 'select (hashint8extended(n, salt) & 4503599627370495)::double precision / 4503599627370496'`;

const companyCount = datasetSize.companies;
/** 3, 4 or 5 products per company (4 on average). */
const productsOf = (company: string) => `(3 + ${company} % 3)`;
/**
 * A version-4 UUID made from a hash of `text`: the same on every run, and one the API's id check
 * (RFC 9562: version and variant digits) takes, as it takes the app's gen_random_uuid() ids.
 */
const uuidOf = (text: string) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
const userId = (n: string) => uuidOf(`'user-' || ${n}`);
const companyId = (n: string) => uuidOf(`'company-' || ${n}`);
const productId = (company: string, k: string) => uuidOf(`'product-' || ${company} || '-' || ${k}`);

const insertUsers = `insert into users (id, name, email, email_verified, username, display_username, created_at)
  select ${userId('u')},
    ${pick(firstNames, 'bench_rand(u, 1)')} || ' ' || ${pick(lastNames, 'bench_rand(u, 2)')},
    'user' || u || '@example.com', true, 'user' || u, 'User' || u,
    now() - interval '800 days' + bench_rand(u, 3) * interval '60 days'
  from generate_series(0, ${datasetSize.users - 1}) u`;

const insertProfiles = `insert into profiles (user_id, display_name, terms_accepted_at)
  select id, name, created_at from users`;

// 10 prefixes x 5 suffixes = 50 distinct names.
const insertCompanies = `insert into companies (id, name, slug, created_at)
  select ${companyId('c')}, name, lower(replace(name, ' ', '-')), now() - interval '790 days'
  from generate_series(0, ${companyCount - 1}) c,
    lateral (select (${textArray(companyPrefixes)})[1 + c % 10] || ' ' || (${textArray(companySuffixes)})[1 + c / 10] as name) n`;

// k * 5 mod 12 is distinct for k < 5, so a company never gets one product name twice.
const insertProducts = `insert into products (id, company_id, name, slug, created_at)
  select ${productId('c', 'k')}, ${companyId('c')}, name, lower(replace(name, ' ', '-')), now() - interval '780 days'
  from generate_series(0, ${companyCount - 1}) c,
    lateral generate_series(0, ${productsOf('c')} - 1) k,
    lateral (select (${textArray(productNames)})[1 + (c + k * 5) % ${productNames.length}] as name) n`;

/**
 * The requests, with their planned vote count already in `vote_count`: a Pareto tail (most have
 * 0-5 votes, a few hundred have hundreds; about 3 per request on average), at most 1,500 so that
 * the voters (consecutive users) stay distinct. Companies are skewed too (power 1.5): the biggest
 * holds about 7 % of the requests. A quarter have no product; titles are 3 or 4 words; slugs are
 * the title's, with -2, -3… on repeats within a company as the app does.
 */
const insertRequests = `insert into feature_requests (id, slug, title, user_id, user_story_want, user_story_so_that,
    description, status, status_comment, status_updated_at, vote_count, company_id, product_id,
    created_at, updated_at, last_activity_at)
  with drawn as (
    select r,
      floor(${companyCount} * power(bench_rand(r, 10), 1.5))::int as c,
      bench_rand(r, 11) as product_draw,
      bench_rand(r, 13) as status_draw,
      now() - bench_rand(r, 14) * interval '730 days' as created_at
    from generate_series(1, ${datasetSize.requests}) r
  ), worded as (
    select *,
      ${pick(verbs, 'bench_rand(r, 20)')} || ' ' || ${pick(adjectives, 'bench_rand(r, 21)')} || ' '
        || ${pick(nouns, 'bench_rand(r, 22)')}
        || case when bench_rand(r, 23) < 0.4 then ' ' || ${pick(tails, 'bench_rand(r, 24)')} else '' end as title
    from drawn
  ), numbered as (
    select *, row_number() over (partition by c, title order by r) as repeat from worded
  )
  select ${uuidOf("'request-' || r")},
    lower(replace(title, ' ', '-')) || case when repeat = 1 then '' else '-' || repeat end,
    title,
    ${userId(`floor(bench_rand(r, 15) * ${datasetSize.users})::int`)},
    'I could ' || lower(${pick(verbs, 'bench_rand(r, 30)')}) || ' ' || ${pick(adjectives, 'bench_rand(r, 31)')} || ' '
      || ${pick(nouns, 'bench_rand(r, 32)')} || ' ' || ${pick(places, 'bench_rand(r, 33)')},
    ${pick(reasons, 'bench_rand(r, 34)')}
      || case when bench_rand(r, 38) < ${100 / datasetSize.requests} then ' Even on the ${rareWord}.'
        when bench_rand(r, 38) >= 0.999 then ' Even in the ${thousandthWord}.' else '' end,
    case when bench_rand(r, 35) < 0.4 then 'Today I work around this by hand, ' || ${pick(places, 'bench_rand(r, 36)')} || '.' end,
    (case when status_draw < 0.05 then 'launched' when status_draw < 0.10 then 'planned'
      when status_draw < 0.20 then 'seen' else 'requested' end)::request_status,
    case when status_draw < 0.05 then 'Shipped, thanks for asking!' when status_draw < 0.10 then 'On the roadmap.' end,
    case when status_draw < 0.20 then created_at + (now() - created_at) / 2 end,
    least(1500, floor(1.2 * (power(1 - bench_rand(r, 16), -1 / 1.3) - 1)))::int,
    ${companyId('c')},
    case when product_draw >= 0.25 then ${productId('c', `floor(bench_rand(r, 12) * ${productsOf('c')})::int`)} end,
    created_at, created_at,
    created_at + bench_rand(r, 17) * (now() - created_at)
  from numbered`;

/** One vote per planned vote: the voters of a request are consecutive users from a per-request start. */
const insertVotes = `insert into votes (user_id, feature_request_id, created_at)
  select ${userId(`(abs(hashtext(fr.id::text)::bigint) + j) % ${datasetSize.users}`)}, fr.id,
    fr.created_at + bench_rand(j, abs(hashtext(fr.id::text)::bigint)) * (now() - fr.created_at)
  from feature_requests fr, lateral generate_series(1, fr.vote_count) j`;

/**
 * Sets every counter from the votes themselves. Only rows whose count differs are written: the
 * requests were inserted with their planned count, and rewriting all 100,000 would leave as many
 * dead row versions behind. So this is also the check that the counts hold.
 */
const recountVotes = `update feature_requests fr set vote_count = coalesce(v.n, 0)
  from feature_requests f
    left join (select feature_request_id, count(*)::int as n from votes group by feature_request_id) v
      on v.feature_request_id = f.id
  where fr.id = f.id and fr.vote_count is distinct from coalesce(v.n, 0)`;

/**
 * The board counters (`board_counts`, decision 40) that differ from a recount of the requests:
 * their insert trigger stays on during the load, and since the requests come in one statement it
 * adds them up in one upsert. Counters at 0 are left out on both sides.
 */
const boardCountsOff = `with recount as (
    select '${anyScope}'::uuid as company_id, '${anyScope}'::uuid as product_id, status, count(*)::int as n
    from feature_requests group by status
    union all
    select company_id, '${anyScope}'::uuid, status, count(*)::int from feature_requests group by company_id, status
    union all
    select company_id, product_id, status, count(*)::int from feature_requests
    where product_id is not null group by company_id, product_id, status
  )
  select count(*)::int as n from recount
    full join (select * from board_counts where kind = 'requests' and n > 0) counted
      using (company_id, product_id, status)
  where recount.n is distinct from counted.n`;

/** The tables the bulk load fills; their secondary indexes and foreign keys wait until it is done. */
const bulkTables = `('public.feature_requests'::regclass, 'public.votes'::regclass)`;

/**
 * The indexes, keys and foreign keys of the bulk tables that can wait, each with the statements
 * that drop and re-create it, built from the database's own definitions so that the migrations
 * stay the only source of the schema. Building an index once is far cheaper than updating it row
 * by row (the trigram GIN index above all), and adding a foreign key checks all rows in one join
 * instead of one lookup per row. Keys that a foreign key points at (feature_requests' primary
 * key) stay. Rows come in creation order: plain indexes and keys, then foreign keys.
 */
const deferrableSchema = `
  select 1 as step, pg_get_indexdef(x.indexrelid) as "create", format('drop index %s', x.indexrelid::regclass) as "drop"
  from pg_index x
  where x.indrelid in ${bulkTables}
    and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.conrelid = x.indrelid)
  union all
  select 2, format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)),
    format('alter table %s drop constraint %I', conrelid::regclass, conname)
  from pg_constraint c
  where contype in ('p', 'u') and conrelid in ${bulkTables}
    and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)
  union all
  select 3, format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)),
    format('alter table %s drop constraint %I', conrelid::regclass, conname)
  from pg_constraint where contype = 'f' and conrelid in ${bulkTables}
  order by 1, 2`;

/** Every index and constraint of the bulk tables, to prove the schema is back as migrated. */
const schemaFingerprint = `select coalesce(string_agg(definition, E'\n' order by definition), '') as fingerprint from (
    select pg_get_indexdef(indexrelid) as definition from pg_index where indrelid in ${bulkTables}
    union all
    select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
    where conrelid in ${bulkTables}
  ) definitions`;

export interface LoadSummary {
  seconds: number;
  steps: StepTimes;
  users: number;
  companies: number;
  products: number;
  requests: number;
  votes: number;
  launched: number;
  maxVotes: number;
  requestsWithoutProduct: number;
  /** Counters the recount had to fix (0 when the load is consistent). */
  recounted: number;
}

/** Seconds per load step, in order: where the load time goes. */
export type StepTimes = Record<string, number>;

async function timed<T>(steps: StepTimes, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  steps[name] = (performance.now() - started) / 1000;
  return result;
}

async function run(db: Db, statement: string): Promise<void> {
  await db.execute(sql.raw(statement));
}

/**
 * Loads the board into a freshly migrated database, set-based, in one transaction: if the load
 * fails, the dropped indexes and foreign keys and the disabled counter trigger come back with the
 * rollback. The board counters' triggers stay on (one aggregated upsert for the whole insert of
 * requests), and the load fails if the counters do not equal a recount.
 */
export async function loadDataset(db: Db): Promise<LoadSummary> {
  const started = performance.now();
  const steps: StepTimes = {};
  let recounted = 0;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await run(t, randomFunction);
    await timed(steps, 'users, companies, products', async () => {
      for (const statement of [insertUsers, insertProfiles, insertCompanies, insertProducts]) {
        await run(t, statement);
      }
    });
    const schemaBefore = await fingerprint(t);
    const deferred = await selectRows<{ create: string; drop: string }>(t, sql.raw(deferrableSchema));
    // Foreign keys go first and come back last.
    for (const { drop } of deferred.toReversed()) await run(t, drop);
    // One trigger UPDATE per vote would be 300,000 row updates; the recount below does it at once.
    await run(t, 'alter table votes disable trigger votes_count');
    await timed(steps, 'requests', () => run(t, insertRequests));
    await timed(steps, 'votes', () => run(t, insertVotes));
    const [fixed] = await timed(steps, 'recount', () =>
      selectRows<{ n: number }>(
        t,
        sql.raw(`with fixed as (${recountVotes} returning 1) select count(*)::int as n from fixed`),
      ),
    );
    recounted = fixed?.n ?? 0;
    await run(t, 'alter table votes enable trigger votes_count');
    await timed(steps, 'indexes and foreign keys', async () => {
      for (const { create } of deferred) await run(t, create);
    });
    const [off] = await timed(steps, 'board counts check', () =>
      selectRows<{ n: number }>(t, sql.raw(boardCountsOff)),
    );
    if (off!.n > 0) throw new Error(`${off!.n} board counters differ from a recount of the requests`);
    await run(t, 'drop function bench_rand(bigint, bigint)');
    if ((await fingerprint(t)) !== schemaBefore) {
      throw new Error('the bulk tables do not have their migrated indexes and constraints back');
    }
  });
  // Fresh statistics (and the visibility map, as autovacuum would leave it) for the planner.
  await timed(steps, 'vacuum analyze', () => run(db, 'vacuum analyze'));
  const seconds = (performance.now() - started) / 1000;
  return { seconds, steps, recounted, ...(await countRows(db)) };
}

async function fingerprint(db: Db): Promise<string> {
  const [row] = await selectRows<{ fingerprint: string }>(db, sql.raw(schemaFingerprint));
  return row!.fingerprint;
}

async function countRows(db: Db) {
  const [row] = await selectRows<Omit<LoadSummary, 'seconds' | 'steps' | 'recounted'>>(
    db,
    sql`select
      (select count(*)::int from users) as users,
      (select count(*)::int from companies) as companies,
      (select count(*)::int from products) as products,
      (select count(*)::int from feature_requests) as requests,
      (select count(*)::int from votes) as votes,
      (select count(*)::int from feature_requests where status = 'launched') as launched,
      (select max(vote_count)::int from feature_requests) as "maxVotes",
      (select count(*)::int from feature_requests where product_id is null) as "requestsWithoutProduct"`,
  );
  return row!;
}

/** Real values for the benchmarked URLs, read from the loaded data. */
export interface Targets {
  /** The company with the most requests: the heaviest company list. */
  companySlug: string;
  companyRequests: number;
  /** The most-voted request with a product in that company. */
  detail: { company: string; product: string; slug: string };
  /** How many requests the search word matches in title and story. */
  searchMatches: number;
  /** A word one request in a thousand holds, for a narrow search. */
  rareWord: string;
  thousandthMatches: number;
  rareMatches: number;
  /** A session cookie of the person with the most votes, for the signed-in (uncached) reads. */
  sessionCookie: string;
  /** The people and requests of the write section. */
  writes: WriteTargets;
}

export async function pickTargets(db: Db): Promise<Targets> {
  const [company] = await selectRows<{ slug: string; n: number }>(
    db,
    sql`select c.slug, count(*)::int as n from feature_requests fr join companies c on c.id = fr.company_id
        group by c.slug order by n desc, c.slug limit 1`,
  );
  const [detail] = await selectRows<{ company: string; product: string; slug: string }>(
    db,
    sql`select c.slug as company, p.slug as product, fr.slug from feature_requests fr
        join companies c on c.id = fr.company_id join products p on p.id = fr.product_id
        where c.slug = ${company!.slug} order by fr.vote_count desc, fr.slug limit 1`,
  );
  const [search] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from feature_requests
        where (title || ' ' || user_story_want || ' ' || user_story_so_that) ilike ${`%${searchWord}%`}`,
  );
  const matches = async (word: string) => {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from feature_requests
        where (title || ' ' || user_story_want || ' ' || user_story_so_that) ilike ${`%${word}%`}`,
    );
    return row!.n;
  };
  const [voter] = await selectRows<{ userId: string }>(
    db,
    sql`select user_id as "userId" from votes group by user_id order by count(*) desc, user_id limit 1`,
  );
  const { token, tokenHash } = newSessionToken();
  await db.insert(sessions).values({
    token: tokenHash,
    userId: voter!.userId,
    expiresAt: new Date(Date.now() + sessionLifetimeMs.stayLoggedIn),
    stayLoggedIn: true,
  });
  return {
    companySlug: company!.slug,
    companyRequests: company!.n,
    detail: detail!,
    searchMatches: search!.n,
    rareWord,
    rareMatches: await matches(rareWord),
    thousandthMatches: await matches(thousandthWord),
    sessionCookie: `${sessionCookieName}=${token}`,
    writes: await pickWriteTargets(db),
  };
}
