import type { ResolvedPath } from '../../../shared/contracts/paths';
import { detailPath, parsePath } from '../../../shared/routes';
import { noProductSegment } from '../../../shared/rules/slug';
import type { Db } from '../../db/connect';
import { findCompanyBySlug, findItemBySlug, findItemPathById, findProductBySlug } from './paths.queries';

/**
 * Tells whether a path names a screen: a fixed one, or a company, product or detail whose slugs
 * exist (a detail's product segment must be its product's slug, or 'no-product' when it has none).
 */
export async function resolvePath({ db, path }: { db: Db; path: string }): Promise<ResolvedPath> {
  const parsed = parsePath(path);
  if (parsed.kind === 'unknown') return { found: false, mode: 'requests' };
  if (parsed.kind === 'static') return { found: true, mode: parsed.mode };
  const notFound = { found: false, mode: parsed.mode };

  const company = await findCompanyBySlug(db, parsed.companySlug);
  if (!company) return notFound;
  if (parsed.kind === 'company') return { found: true, mode: parsed.mode, company };

  const product =
    parsed.productSlug === noProductSegment
      ? undefined
      : await findProductBySlug(db, company.id, parsed.productSlug);
  if (parsed.productSlug !== noProductSegment && !product) return notFound;
  if (parsed.kind === 'product') return { found: true, mode: parsed.mode, company, product };

  const item = await findItemBySlug(db, parsed.mode, company.id, parsed.itemSlug);
  // A removed item's page is a 404 to everyone but its author and admins, whose app shows it anyway.
  if (!item || item.removedAt || item.productId !== (product?.id ?? null)) return notFound;
  return {
    found: true,
    mode: parsed.mode,
    company,
    product,
    item: {
      id: item.id,
      slug: item.slug,
      title: item.title,
      userStoryWant: item.userStoryWant,
      userStorySoThat: item.userStorySoThat,
    },
  };
}

/** The canonical detail path of a request (or vent) id, or null. */
export async function canonicalPathOf({ db, id }: { db: Db; id: string }): Promise<string | null> {
  for (const kind of ['requests', 'vents'] as const) {
    const found = await findItemPathById(db, kind, id);
    if (found) return detailPath(kind, found.companySlug, found.productSlug, found.slug);
  }
  return null;
}
