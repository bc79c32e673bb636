import type { ResolvedPath } from '../../../shared/contracts/paths';
import {
  changelogPath,
  detailPath,
  listPath,
  type Mode,
  parsePath,
  roadmapPath,
} from '../../../shared/routes';
import { noProductSegment } from '../../../shared/rules/slug';
import type { Db } from '../../db/connect';
import { findRedirect } from '../../db/path-redirects';
import {
  findCompanyById,
  findCompanyBySlug,
  findItemBySlug,
  findItemPathById,
  findProductBySlug,
  findProductPathById,
} from './paths.queries';

/**
 * Tells whether a path names a screen: a fixed one, or a company, product or detail whose slugs
 * exist (a detail's product segment must be its product's slug, or 'no-product' when it has none).
 * An old path of a renamed or merged company, product or item answers where it lives now
 * (`redirect`, docs/decisions.md #45): a live slug wins, and below a company found by its old slug
 * the old path's own redirect wins (a merge may have given the slug to something else there). A
 * request or vent merged into another answers that one's path (docs/decisions.md #51).
 */
export async function resolvePath({ db, path }: { db: Db; path: string }): Promise<ResolvedPath> {
  const parsed = parsePath(path);
  if (parsed.kind === 'unknown') return { found: false, mode: 'requests' };
  if (parsed.kind === 'static') return { found: true, mode: parsed.mode };
  if (parsed.kind === 'changelog' && !parsed.companySlug) return { found: true, mode: parsed.mode };
  const { mode } = parsed;
  const companySlug = parsed.companySlug!;
  const notFound = { found: false, mode };
  const redirect = (to: string | undefined) => (to ? { found: false, mode, redirect: to } : notFound);

  const live = await findCompanyBySlug(db, companySlug);
  const company = live ?? (await companyByOldSlug(db, companySlug));
  if (!company) return notFound;
  const isCompanyMoved = !live;
  if (parsed.kind === 'company')
    return isCompanyMoved ? redirect(listPath(mode, company.slug)) : { found: true, mode, company };
  if (parsed.kind === 'changelog' || parsed.kind === 'roadmap') {
    const page = parsed.kind === 'changelog' ? changelogPath : roadmapPath;
    return isCompanyMoved ? redirect(page(mode, company.slug)) : { found: true, mode, company };
  }

  const oldProductPath = `/${parsed.companySlug}/${parsed.productSlug}`;
  if (parsed.kind === 'product') {
    const movedTo = isCompanyMoved ? await productRedirect(db, mode, oldProductPath) : undefined;
    if (movedTo) return redirect(movedTo);
    const product = await findProductBySlug(db, company.id, parsed.productSlug);
    if (product)
      return isCompanyMoved
        ? redirect(listPath(mode, company.slug, product.slug))
        : { found: true, mode, company, product };
    return isCompanyMoved ? notFound : redirect(await productRedirect(db, mode, oldProductPath));
  }

  const oldItemPath = `/${parsed.companySlug}/${parsed.itemSlug}`;
  if (isCompanyMoved) {
    const movedTo = await itemRedirect(db, mode, oldItemPath);
    if (movedTo) return redirect(movedTo);
  }
  const liveProduct =
    parsed.productSlug === noProductSegment
      ? undefined
      : await findProductBySlug(db, company.id, parsed.productSlug);
  const isProductMoved =
    parsed.productSlug !== noProductSegment &&
    !liveProduct &&
    (await productRedirect(db, mode, oldProductPath)) !== undefined;
  const item = await findItemBySlug(db, mode, company.id, parsed.itemSlug);
  if (item && (isCompanyMoved || isProductMoved)) return redirect(await itemPath(db, mode, item.id));
  if (!item) return isCompanyMoved ? notFound : redirect(await itemRedirect(db, mode, oldItemPath));
  if (parsed.productSlug !== noProductSegment && !liveProduct) return notFound;
  if (item.productId !== (liveProduct?.id ?? null)) return notFound;
  // A merged item's page is the one it was merged into, until it is unmerged.
  if (item.mergedIntoId) return redirect(await itemPath(db, mode, item.mergedIntoId));
  // A removed item's page is a 404 to everyone but its author and admins, whose app shows it anyway.
  if (item.removedAt) return notFound;
  return {
    found: true,
    mode,
    company,
    product: liveProduct,
    item: {
      id: item.id,
      slug: item.slug,
      title: item.title,
      userStoryWant: item.userStoryWant,
      userStorySoThat: item.userStorySoThat,
    },
  };
}

async function companyByOldSlug(db: Db, slug: string) {
  const row = await findRedirect(db, 'catalog', [`/${slug}`]);
  return row?.targetKind === 'company' ? findCompanyById(db, row.targetId) : undefined;
}

/** The list path of the product an old product path leads to, if any. */
async function productRedirect(db: Db, mode: Mode, oldPath: string) {
  const row = await findRedirect(db, 'catalog', [oldPath]);
  if (row?.targetKind !== 'product') return undefined;
  const product = await findProductPathById(db, row.targetId);
  return product && listPath(mode, product.companySlug, product.slug);
}

/** The detail path of the item an old item path (`/company/slug`) leads to, if any. */
async function itemRedirect(db: Db, mode: Mode, oldPath: string) {
  const row = await findRedirect(db, mode, [oldPath]);
  return row ? itemPath(db, mode, row.targetId) : undefined;
}

async function itemPath(db: Db, mode: Mode, id: string) {
  const found = await findItemPathById(db, mode, id);
  return found && detailPath(mode, found.companySlug, found.productSlug, found.slug);
}

/** The canonical detail path of a request (or vent) id, or null. */
export async function canonicalPathOf({ db, id }: { db: Db; id: string }): Promise<string | null> {
  for (const kind of ['requests', 'vents'] as const) {
    const found = await findItemPathById(db, kind, id);
    if (found) return detailPath(kind, found.companySlug, found.productSlug, found.slug);
  }
  return null;
}
