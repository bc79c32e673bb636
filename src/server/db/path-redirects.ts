import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from './connect';
import { pathRedirects } from './schema';

/**
 * The old paths of renamed and merged companies, products and items (`path_redirects`). Paths are
 * stored without the '/vent' prefix: one row answers both modes.
 */
export type RedirectScope = 'catalog' | 'requests' | 'vents';
export type RedirectTargetKind = 'company' | 'product' | 'requests' | 'vents';

/** Remembers that `fromPath` now means `targetId`, replacing what it meant before. */
export async function addRedirect(
  db: Db,
  row: { scope: RedirectScope; fromPath: string; targetKind: RedirectTargetKind; targetId: string },
): Promise<void> {
  await db
    .insert(pathRedirects)
    .values(row)
    .onConflictDoUpdate({
      target: [pathRedirects.scope, pathRedirects.fromPath],
      set: { targetKind: row.targetKind, targetId: row.targetId, createdAt: sql`now()` },
    });
}

/** A merged company's or product's old paths now lead to what it was merged into. */
export async function retargetRedirects(db: Db, fromId: string, toId: string): Promise<void> {
  await db.update(pathRedirects).set({ targetId: toId }).where(eq(pathRedirects.targetId, fromId));
}

/** A deleted company's or product's old paths lead nowhere. */
export async function dropRedirectsTo(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(pathRedirects).where(inArray(pathRedirects.targetId, ids));
}

/**
 * A live company taking the slug `slug` wins over the redirects of that path and below it (old
 * product and item paths of another company that had the slug), except those leading to its own
 * products and items. Slugs hold no LIKE wildcards (`[a-z0-9-]`).
 */
export async function freeCompanyPath(db: Db, slug: string, companyId: string): Promise<void> {
  await db.execute(sql`
    delete from path_redirects
    where from_path = ${`/${slug}`}
      or (from_path like ${`/${slug}/%`}
        and target_id not in (select id from products where company_id = ${companyId})
        and target_id not in (select id from feature_requests where company_id = ${companyId})
        and target_id not in (select id from vents where company_id = ${companyId}))`);
}

/** A live product taking `/company/product` wins over that path's redirect. */
export async function freeProductPath(db: Db, companyId: string, productSlug: string): Promise<void> {
  await db.execute(sql`
    delete from path_redirects
    where scope = 'catalog'
      and from_path = (select '/' || slug || '/' || ${productSlug} from companies where id = ${companyId})`);
}

/** The redirect of the first of `paths` that has one in `scope` (paths in order of preference). */
export async function findRedirect(db: Db, scope: RedirectScope, paths: string[]) {
  if (paths.length === 0) return undefined;
  const rows = await db
    .select({
      fromPath: pathRedirects.fromPath,
      targetKind: pathRedirects.targetKind,
      targetId: pathRedirects.targetId,
    })
    .from(pathRedirects)
    .where(and(eq(pathRedirects.scope, scope), or(...paths.map((path) => eq(pathRedirects.fromPath, path)))));
  return paths.map((path) => rows.find((row) => row.fromPath === path)).find((row) => row !== undefined);
}
