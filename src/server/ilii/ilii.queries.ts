import { eq, inArray, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { companies, moderationLogs, products } from '../db/schema';
import type { CheckSubject } from './ilii';

/** Writes one check's log; answers its id. */
export async function insertModerationLog(db: Db, row: typeof moderationLogs.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(moderationLogs).values(row).returning({ id: moderationLogs.id });
  return inserted!.id;
}

/** Names the request, vent or build a check was about, once it was saved. */
export async function nameLogSubject(db: Db, id: string, subject: CheckSubject): Promise<void> {
  await db.update(moderationLogs).set(subject).where(eq(moderationLogs.id, id));
}

/** Most word sequences a text is looked up by: enough for any request, vent or build. */
const maxCandidates = 2000;
/** The longest company or product name, in words, that the lookup finds. */
const maxNameWords = 4;

/**
 * Every run of one to four words in `text`, lower case, edge punctuation trimmed: the forms in which
 * a company or product name can appear ("Dick's Sporting Goods", "Kum & Go").
 */
export function nameCandidates(text: string): string[] {
  const candidates = new Set<string>();
  // PostgreSQL text cannot hold NUL: a hostile text would only make the lookup fail.
  for (const line of text.replaceAll('\u0000', '').toLowerCase().split('\n')) {
    const words = line
      .split(/\s+/)
      .map((word) => word.replace(/^[^\p{L}\p{N}&]+|[^\p{L}\p{N}&]+$/gu, ''))
      .filter(Boolean);
    for (let start = 0; start < words.length; start += 1) {
      for (let length = 1; length <= maxNameWords && start + length <= words.length; length += 1) {
        candidates.add(words.slice(start, start + length).join(' '));
        if (candidates.size >= maxCandidates) return [...candidates];
      }
    }
  }
  return [...candidates];
}

/** The names of companies and products in the catalogue that `text` mentions (by lower(name) indexes). */
export async function catalogueNamesIn(db: Db, text: string): Promise<string[]> {
  const candidates = nameCandidates(text);
  if (candidates.length === 0) return [];
  const rows = await union(
    db
      .select({ name: companies.name })
      .from(companies)
      .where(inArray(sql`lower(${companies.name})`, candidates)),
    db
      .select({ name: products.name })
      .from(products)
      .where(inArray(sql`lower(${products.name})`, candidates)),
  );
  return rows.map((row) => row.name);
}
