import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/connect';
import { type ContentTable, contentTables, isPublicItem } from '../../db/content-tables';
import type { DuplicateDraft, ScoreWeights, SimilarItem } from './find-similar';

/**
 * English-stemmed words of the request template ("I'd love it if the app could…, so that I'm
 * able to…") that say nothing about the ask. Left out of the query: they would match nearly every
 * item and drown the words that matter. Constants, inlined into the SQL.
 */
const boilerplateLexemes = [
  'abl',
  'also',
  'app',
  'could',
  'easier',
  'easili',
  'featur',
  'let',
  'like',
  'love',
  'make',
  'option',
  'pleas',
  'realli',
  'someth',
  'thing',
  'want',
  'way',
  'would',
];

interface SimilarRow {
  id: string;
  slug: string;
  title: string;
  user_story_want: string;
  user_story_so_that: string;
  status: string;
  vote_count: number | string;
  product_id: string | null;
  score: number | string;
}

export interface QueryInput extends Omit<DuplicateDraft, 'productId' | 'excludeId'> {
  productId: string | null;
  excludeId: string | null;
  limit: number;
  threshold: number;
  weights: ScoreWeights;
}

/**
 * The words of an item, as `to_tsvector` sees them. The GIN index `<table>_duplicates_tsv_idx`
 * (migration `duplicates_tsvector_index`) is built on exactly this expression, so `@@` can use it.
 */
function itemText(table: ContentTable): SQL {
  return sql`(${table.title} || ' ' || ${table.userStoryWant} || ' ' || ${table.userStorySoThat})`;
}

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  return value;
}

/** A number written into the query text: weights are constants, so the plan can be shared. */
const constant = (value: number): SQL => sql.raw(String(finite(value)));

/** How many of the best full-text matches go on to the trigram comparison. */
const trigramCandidates = 50;

/**
 * similar-items: one query over the company's items of one kind, in two steps.
 *
 * The draft's words become an OR tsquery without ever being parsed as tsquery syntax: `to_tsvector`
 * turns the text into lexemes, `ts_delete` drops the request boilerplate, and `strip(...)::text`
 * prints them as `'lex1' 'lex2'`, quoted and escaped by PostgreSQL itself; lexemes never contain a
 * space, so joining them with ` | ` gives `'lex1' | 'lex2'`. No lexeme left (stop words only): NULL,
 * which matches nothing.
 *
 * 1. `matches`: the items sharing at least one word with the draft, ranked by `ts_rank`; the best
 *    few dozen go on (an item sharing no word cannot reach the threshold anyway). `draft` is used
 *    twice, so it is materialised and the planner cannot see the words: it assumes a selective
 *    `@@` and takes the GIN index with the company index (BitmapAnd), even when most items share a
 *    word. That beats computing every item's tsvector twice (filter, then rank): on PostgreSQL 15
 *    with 3,000 items in one company and 100k in the table, a median of 30-65 ms a draft against
 *    80-215 ms without the index; for a small company both take a few milliseconds.
 * 2. The score blends that rank with trigram similarity of the whole texts (typos, plurals, shared
 *    stems) and of the titles, plus a small bonus for the same product.
 */
export function similarItemsQuery(input: QueryInput): SQL {
  const table = contentTables(input.kind).items;
  const text = itemText(table);
  const body = `${input.title} ${input.userStoryWant} ${input.userStorySoThat}`;
  const { weights } = input;
  const total = weights.rank + weights.text + weights.title || 1;
  const stop = sql.raw(`array[${boilerplateLexemes.map((lexeme) => `'${lexeme}'`).join(', ')}]::text[]`);
  return sql`
    with draft as materialized (
      select
        nullif(replace(strip(ts_delete(to_tsvector('english', ${body}::text), ${stop}))::text, ' ', ' | '), '')::tsquery as query,
        ${body}::text as body,
        ${input.title}::text as title
    ),
    matches as (
      select ${table.id} as id, ${table.slug} as slug, ${table.title} as title,
        ${table.userStoryWant} as user_story_want, ${table.userStorySoThat} as user_story_so_that,
        ${table.status}::text as status, ${table.voteCount} as vote_count, ${table.productId} as product_id,
        ${text} as text,
        ts_rank(array[1, 1, 1, 1]::float4[], to_tsvector('english', ${text}), draft.query) as text_rank
      from ${table} cross join draft
      where ${table.companyId} = ${input.companyId}::uuid
        and to_tsvector('english', ${text}) @@ draft.query
        and (${input.excludeId}::uuid is null or ${table.id} <> ${input.excludeId}::uuid)
        and ${isPublicItem(table)}
      order by text_rank desc
      limit ${constant(trigramCandidates)}
    ),
    scored as (
      select matches.*,
        (${constant(weights.rank)} * matches.text_rank
          + ${constant(weights.text)} * similarity(matches.text, draft.body)
          + ${constant(weights.title)} * similarity(matches.title, draft.title)
        ) / ${constant(total)}
          + case when matches.product_id = ${input.productId}::uuid then ${constant(weights.sameProduct)} else 0 end
          as score
      from matches cross join draft
    )
    select id, slug, title, user_story_want, user_story_so_that, status, vote_count, product_id,
      round(score::numeric, 4)::float8 as score
    from scored
    where score >= ${input.threshold}::float8
    order by score desc, vote_count desc, id
    limit ${input.limit}::int`;
}

/** The similar items of a draft whose words are already cleaned and whose ids are UUIDs. */
export async function selectSimilarItems(db: Db, input: QueryInput): Promise<SimilarItem[]> {
  const rows = await selectRows<SimilarRow>(db, similarItemsQuery(input));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    userStoryWant: row.user_story_want,
    userStorySoThat: row.user_story_so_that,
    status: row.status,
    voteCount: Number(row.vote_count),
    productId: row.product_id,
    score: Number(row.score),
  }));
}
