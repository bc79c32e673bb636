import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/connect';
import { type ContentTable, contentTables, isPublicItem } from '../../db/content-tables';
import { itemEmbeddings } from '../../db/schema';
import type { DuplicateDraft, SimilarItem } from './find-similar';

/**
 * English-stemmed words of the request template ("I'd love it if the app could…, so that I'm
 * able to…") that say nothing about the ask. Left out of the query: they would match nearly every
 * item and drown the words that matter. Constants, inlined into the SQL.
 */
export const boilerplateLexemes = [
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

/** A candidate as the query returns it: the item, its word-based scores and its lexemes. */
interface CandidateRow {
  id: string;
  slug: string;
  title: string;
  user_story_want: string;
  user_story_so_that: string;
  status: string;
  vote_count: number | string;
  product_id: string | null;
  text_rank: number | string;
  text_similarity: number | string;
  title_similarity: number | string;
  blend: number | string;
  title_lexemes: string;
  text_lexemes: string;
  draft_title_lexemes: string;
  draft_lexemes: string;
  meaning: number | string | null;
}

export interface CandidateQueryInput {
  kind: DuplicateDraft['kind'];
  title: string;
  userStoryWant: string;
  userStorySoThat: string;
  companyId: string;
  /** The draft's product: an item of another product is no candidate (it asks for something else). */
  productId: string | null;
  excludeId: string | null;
  /** How many candidates, best blend first. */
  limit: number;
  /** The lowest blend a candidate may have. */
  floor: number;
  /**
   * The draft's unit vector of the local embeddings model, when it has one: each candidate's cosine
   * with it is measured against the item's stored vector of that model and of its current text.
   */
  meaning?: { model: string; vector: readonly number[] } | null;
}

/** An item of the draft's company that shares words with the draft, with what the database measured. */
export interface Candidate {
  item: Omit<SimilarItem, 'score'>;
  /** `ts_rank` of the item's words against the draft's, ORed. */
  textRank: number;
  /** Trigram `similarity` of the whole texts. */
  textSimilarity: number;
  /** Trigram `similarity` of the titles. */
  titleSimilarity: number;
  /** The word-based blend the candidates were chosen by (`blendWeights`). */
  blend: number;
  /** English-stemmed lexemes (`to_tsvector`) of the item's title and of its whole text. */
  titleLexemes: string[];
  textLexemes: string[];
  /** The same of the draft (equal on every row). */
  draftTitleLexemes: string[];
  draftLexemes: string[];
  /** Cosine of the item's stored vector with the draft's; null without a current vector of the model. */
  meaning: number | null;
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
export const trigramCandidates = 50;

/**
 * With a draft vector, the items nearest in meaning join the word matches, whatever words they share:
 * the best `meaningCandidates` by cosine among the company's `meaningPool` most-voted items (a dot
 * product of 512 numbers per item in SQL: about 55 µs each on PostgreSQL 15, so the pool bounds the
 * cost of a very large company; an item beyond it is found by its words only).
 */
export const meaningPool = 300;
export const meaningCandidates = 20;

/** A vector as a PostgreSQL array literal, sent as a parameter. */
function arrayLiteral(vector: readonly number[]): string {
  return `{${vector.map((value) => String(finite(value))).join(',')}}`;
}

/**
 * The cosine of a candidate's stored vector with the draft's (both unit length, so a dot product),
 * when the item has a vector of the draft's model made from its text as it is now (`text_hash`, the
 * SHA-256 of `embeddingText`): a vector left behind by an edit is not used. At most `limit` rows
 * compute it, a few microseconds each.
 */
function meaningOf(kind: DuplicateDraft['kind'], meaning: CandidateQueryInput['meaning']): SQL {
  if (!meaning) return sql`null::float8`;
  const itemId = contentTables(kind).embeddingItemId;
  const embedded = sql`(top.title || '. I''d love it if ' || top.user_story_want || '. So that ' || top.user_story_so_that || '.')`;
  return sql`(
      select (select sum(a * b) from unnest(${itemEmbeddings.embedding}, ${arrayLiteral(meaning.vector)}::real[]) as pair(a, b))::float8
      from ${itemEmbeddings}
      where ${itemId} = top.id and ${itemEmbeddings.model} = ${meaning.model}
        and ${itemEmbeddings.textHash} = encode(sha256(convert_to(${embedded}, 'UTF8')), 'hex')
    )`;
}

/**
 * How the candidates are chosen: a weighted mean of `ts_rank`, the trigram similarity of the whole
 * texts and that of the titles, as the search scored before it had a re-ranker (decision 53).
 */
export const blendWeights = { rank: 1, text: 1.5, title: 0.25 } as const;

/** The lexemes of a text, space-separated (a lexeme never contains a space). */
const lexemes = (text: SQL) => sql`array_to_string(tsvector_to_array(to_tsvector('english', ${text})), ' ')`;

/**
 * similar-items: one query over the company's items of one kind, in three steps.
 *
 * The draft's words become an OR tsquery without ever being parsed as tsquery syntax: `to_tsvector`
 * turns the text into lexemes, `ts_delete` drops the request boilerplate, and `strip(...)::text`
 * prints them as `'lex1' 'lex2'`, quoted and escaped by PostgreSQL itself; lexemes never contain a
 * space, so joining them with ` | ` gives `'lex1' | 'lex2'`. No lexeme left (stop words only): NULL,
 * which matches nothing.
 *
 * 1. `matches`: the items sharing at least one word with the draft, of its product or of none when
 *    it names one (a request about another product asks for something else), ranked by `ts_rank`;
 *    the best few dozen go on (an item sharing no word is no candidate). `draft` is used several
 *    times, so it is materialised and the planner cannot see the words: it assumes a selective `@@`
 *    and takes the GIN index with the company index (BitmapAnd), even when most items share a word.
 *    That beats computing every item's tsvector twice (filter, then rank): on PostgreSQL 15 with
 *    3,000 items in one company and 100k in the table, a median of 30-65 ms a draft against
 *    80-215 ms without the index; for a small company both take a few milliseconds.
 * 2. `top`: those blended with the trigram similarity of the whole texts (typos, plurals, shared
 *    stems) and of the titles (`blendWeights`); the best `limit` at or above `floor` go on.
 * 3. Only for those few, the lexemes of the title and of the whole text, and with `meaning` the
 *    cosine of the item's stored vector with the draft's (`meaningOf`), for the re-ranker
 *    (`rerank.ts`), which decides what is shown.
 */
export function candidatesQuery(input: CandidateQueryInput): SQL {
  const table = contentTables(input.kind).items;
  const text = itemText(table);
  const body = `${input.title} ${input.userStoryWant} ${input.userStorySoThat}`;
  const total = blendWeights.rank + blendWeights.text + blendWeights.title;
  const blend = sql`(${constant(blendWeights.rank)} * text_rank + ${constant(blendWeights.text)} * text_similarity
          + ${constant(blendWeights.title)} * title_similarity) / ${constant(total)}`;
  const stop = sql.raw(`array[${boilerplateLexemes.map((lexeme) => `'${lexeme}'`).join(', ')}]::text[]`);
  const columns = sql`${table.id} as id, ${table.slug} as slug, ${table.title} as title,
        ${table.userStoryWant} as user_story_want, ${table.userStorySoThat} as user_story_so_that,
        ${table.status}::text as status, ${table.voteCount} as vote_count, ${table.productId} as product_id,
        ${text} as text`;
  const rank = sql`ts_rank(array[1, 1, 1, 1]::float4[], to_tsvector('english', ${text}), draft.query)`;
  // An item of the draft's company, of its product or of none, public, and not the one being edited.
  const isCandidate = sql`${table.companyId} = ${input.companyId}::uuid
        and (${input.excludeId}::uuid is null or ${table.id} <> ${input.excludeId}::uuid)
        and (${input.productId}::uuid is null or ${table.productId} is null or ${table.productId} = ${input.productId}::uuid)
        and ${isPublicItem(table)}`;
  return sql`
    with draft as materialized (
      select
        nullif(replace(strip(ts_delete(to_tsvector('english', ${body}::text), ${stop}))::text, ' ', ' | '), '')::tsquery as query,
        ${body}::text as body,
        ${input.title}::text as title
    ),
    word_matches as (
      select ${columns}, ${rank} as text_rank
      from ${table} cross join draft
      where ${isCandidate} and to_tsvector('english', ${text}) @@ draft.query
      order by text_rank desc
      limit ${constant(trigramCandidates)}
    ),
    ${
      input.meaning
        ? sql`meaning_matches as (
      select ${columns}, coalesce(${rank}, 0) as text_rank
      from ${table} cross join draft
      where ${table.id} in (
        select pool.id from (
          select ${table.id} as id from ${table}
          where ${isCandidate}
          order by ${table.voteCount} desc, ${table.id}
          limit ${constant(meaningPool)}
        ) as pool
        join ${itemEmbeddings} on ${contentTables(input.kind).embeddingItemId} = pool.id
          and ${itemEmbeddings.model} = ${input.meaning.model}
        order by (select sum(a * b) from unnest(${itemEmbeddings.embedding}, ${arrayLiteral(input.meaning.vector)}::real[]) as pair(a, b)) desc
        limit ${constant(meaningCandidates)}
      )
    ),
    matches as (select * from word_matches union select * from meaning_matches),`
        : sql`matches as (select * from word_matches),`
    }
    scored as (
      select matches.*,
        similarity(matches.text, draft.body) as text_similarity,
        similarity(matches.title, draft.title) as title_similarity
      from matches cross join draft
    ),
    top as (
      select scored.*, ${blend} as blend
      from scored
      where ${blend} >= ${input.floor}::float8
      order by blend desc, vote_count desc, id
      limit ${input.limit}::int
    )
    select top.id, top.slug, top.title, top.user_story_want, top.user_story_so_that, top.status,
      top.vote_count, top.product_id, top.text_rank::float8 as text_rank,
      top.text_similarity::float8 as text_similarity, top.title_similarity::float8 as title_similarity,
      top.blend::float8 as blend,
      ${lexemes(sql`top.title`)} as title_lexemes, ${lexemes(sql`top.text`)} as text_lexemes,
      ${lexemes(sql`draft.title`)} as draft_title_lexemes, ${lexemes(sql`draft.body`)} as draft_lexemes,
      ${meaningOf(input.kind, input.meaning)} as meaning
    from top cross join draft
    order by top.blend desc, top.vote_count desc, top.id`;
}

const words = (text: string | null) => (text ? text.split(' ').filter(Boolean) : []);

/** The candidates of a draft whose words are already cleaned and whose ids are UUIDs, best blend first. */
export async function selectCandidates(db: Db, input: CandidateQueryInput): Promise<Candidate[]> {
  const rows = await selectRows<CandidateRow>(db, candidatesQuery(input));
  return rows.map((row) => ({
    item: {
      id: row.id,
      slug: row.slug,
      title: row.title,
      userStoryWant: row.user_story_want,
      userStorySoThat: row.user_story_so_that,
      status: row.status,
      voteCount: Number(row.vote_count),
      productId: row.product_id,
    },
    textRank: Number(row.text_rank),
    textSimilarity: Number(row.text_similarity),
    titleSimilarity: Number(row.title_similarity),
    blend: Number(row.blend),
    titleLexemes: words(row.title_lexemes),
    textLexemes: words(row.text_lexemes),
    draftTitleLexemes: words(row.draft_title_lexemes),
    draftLexemes: words(row.draft_lexemes),
    meaning: row.meaning === null ? null : Number(row.meaning),
  }));
}
