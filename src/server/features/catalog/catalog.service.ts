import { pageSizes } from '../../../shared/constants';
import type { Viewer } from '../../../shared/contracts/auth';
import type { CatalogEntry, CatalogPage } from '../../../shared/contracts/catalog-admin';
import { messages } from '../../../shared/messages';
import { listPath } from '../../../shared/routes';
import { reservedCompanySlugs, reservedProductSlugs, slugify, uniqueSlug } from '../../../shared/rules/slug';
import type { Db } from '../../db/connect';
import { lockForTransaction } from '../../db/locks';
import { addRedirect, dropRedirectsTo, freeCompanyPath, freeProductPath } from '../../db/path-redirects';
import { AppError } from '../../errors';
import type { LiveBus } from '../../plugins/live-bus';
import { recordAudit } from '../audit/audit.service';
import { selectSlugsLike } from '../companies/companies.queries';
import { selectProductSlugs } from '../requests/request-writes.queries';
import {
  countItems,
  deleteCompanyRow,
  deleteProductRows,
  findOtherCompanyNamed,
  findOtherProductNamed,
  lockCompany,
  lockProduct,
  selectCatalogCompanies,
  selectCatalogProducts,
  selectMemberIds,
  selectProductsOf,
  updateCompany,
  updateProduct,
} from './catalog.queries';

export interface CatalogDeps {
  db: Db;
  live: LiveBus;
  admin: Viewer;
}

/** Companies by name with their products and counts, a page at a time. */
export async function listCatalog({
  db,
  search,
  offset,
}: {
  db: Db;
  search?: string;
  offset: number;
}): Promise<CatalogPage> {
  const size = pageSizes.adminCompanies;
  const rows = await selectCatalogCompanies(db, search || undefined, offset, size + 1);
  const page = rows.slice(0, size);
  const products = await selectCatalogProducts(
    db,
    page.map((row) => row.id),
  );
  return {
    items: page.map((row) => ({
      ...row,
      products: products
        .filter((product) => product.companyId === row.id)
        .map(({ companyId: _, ...product }) => product),
    })),
    hasMore: rows.length > size,
  };
}

/**
 * The locks a catalogue change takes, in one order for every writer (names sorted): the company
 * names, the products of each company, and each company's item slugs, which new and edited items
 * take too (save-draft.ts). After them the change sees every committed item of those companies.
 */
export async function lockCatalog(tx: Db, companyIds: string[], withCompanyNames = false) {
  const keys = companyIds.flatMap((id) => [`products:${id}`, `requests:slugs:${id}`, `vents:slugs:${id}`]);
  if (withCompanyNames) keys.push('companies:new');
  for (const key of [...new Set(keys)].sort()) await lockForTransaction(tx, key);
}

/**
 * Tells every process and page that the catalogue changed: the read caches of both kinds empty
 * (cards carry company and product names), boards and dashboards refetch, and the members'
 * sessions (which name their company) are read again.
 */
export async function announceCatalogChange(live: LiveBus, companyIds: string[], memberIds: string[]) {
  const id = companyIds[0]!;
  await live.publish(
    { topic: 'requests', kind: 'updated', id, data: {} },
    { topic: 'vents', kind: 'updated', id, data: {} },
    ...companyIds.map((companyId) => ({
      topic: `company:${companyId}`,
      kind: 'updated' as const,
      id: companyId,
      data: {},
    })),
  );
  const people = [...new Set(memberIds)];
  // Past a few dozen members one message for everyone costs less than one each.
  if (people.length > 50) await live.publishSessions({ kind: 'everything' });
  else for (const userId of people) await live.publishSessions({ kind: 'user-changed', userId });
}

export const companyNotFound = () => new AppError('NOT_FOUND', { userMessage: messages.companyNotFound });
export const productNotFound = () => new AppError('NOT_FOUND', { userMessage: messages.productNotFound });
/** The product moved to another company (a merge) between its first read and its locks. */
export const catalogChangedMeanwhile = () =>
  new AppError('CONFLICT', { userMessage: messages.catalogChangedMeanwhile });

/** A free slug for a company's new name, never a top-level route; its own slug counts as free. */
export async function companySlugFor(tx: Db, name: string, ownSlug: string | null) {
  const base = slugify(name) || 'company';
  const taken = await selectSlugsLike(tx, base);
  return uniqueSlug(
    base,
    (candidate) => (taken.has(candidate) && candidate !== ownSlug) || reservedCompanySlugs.has(candidate),
    'company',
  );
}

/** A free slug in a company for a product's name, never a reserved one; its own slug counts as free. */
export async function productSlugFor(tx: Db, companyId: string, name: string, ownSlug: string | null) {
  const base = slugify(name) || 'product';
  const taken = await selectProductSlugs(tx, companyId, base);
  return uniqueSlug(
    base,
    (candidate) => (taken.has(candidate) && candidate !== ownSlug) || reservedProductSlugs.has(candidate),
    base,
  );
}

/**
 * Renames a company; its slug follows the new name (`-2`… when taken) and the old path answers a
 * 301 to the new one (path_redirects).
 */
export async function renameCompany(
  deps: CatalogDeps & { id: string; name: string; reason?: string },
): Promise<CatalogEntry> {
  const { db, admin, id, name, reason } = deps;
  const result = await db.transaction(async (tx) => {
    await lockCatalog(tx, [id], true);
    const company = await lockCompany(tx, id);
    if (!company) throw companyNotFound();
    if (await findOtherCompanyNamed(tx, name, id))
      throw new AppError('CONFLICT', {
        userMessage: messages.companyNameTaken(name),
        fields: { name: messages.companyNameTaken(name) },
      });
    const slug = await companySlugFor(tx, name, company.slug);
    if (name === company.name && slug === company.slug) return { entry: company, memberIds: [] };
    await updateCompany(tx, id, { name, slug });
    if (slug !== company.slug) {
      await freeCompanyPath(tx, slug, id);
      await addRedirect(tx, {
        scope: 'catalog',
        fromPath: `/${company.slug}`,
        targetKind: 'company',
        targetId: id,
      });
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'company.rename',
      target: { kind: 'company', id, label: name },
      companyId: id,
      reason,
      before: { name: company.name, slug: company.slug },
      after: { name, slug },
    });
    return { entry: { id, name, slug }, memberIds: await selectMemberIds(tx, id) };
  });
  await announceCatalogChange(deps.live, [id], result.memberIds);
  return { ...result.entry, path: listPath('requests', result.entry.slug) };
}

/** Renames a product within its company; the old product path answers a 301 to the new one. */
export async function renameProduct(
  deps: CatalogDeps & { id: string; name: string; reason?: string },
): Promise<CatalogEntry> {
  const { db, admin, id, name, reason } = deps;
  const result = await db.transaction(async (tx) => {
    const found = await lockProduct(tx, id);
    if (!found) throw productNotFound();
    await lockCatalog(tx, [found.companyId]);
    const product = await lockProduct(tx, id);
    if (!product) throw productNotFound();
    if (product.companyId !== found.companyId) throw catalogChangedMeanwhile();
    if (await findOtherProductNamed(tx, product.companyId, name, id))
      throw new AppError('CONFLICT', {
        userMessage: messages.productNameTaken(name),
        fields: { name: messages.productNameTaken(name) },
      });
    const slug = await productSlugFor(tx, product.companyId, name, product.slug);
    const entry = { id, name, slug, path: listPath('requests', product.companySlug, slug) };
    if (name === product.name && slug === product.slug) return entry;
    await updateProduct(tx, id, { name, slug });
    if (slug !== product.slug) {
      await freeProductPath(tx, product.companyId, slug);
      await addRedirect(tx, {
        scope: 'catalog',
        fromPath: `/${product.companySlug}/${product.slug}`,
        targetKind: 'product',
        targetId: id,
      });
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'product.rename',
      target: { kind: 'product', id, label: `${product.companyName} › ${name}` },
      companyId: product.companyId,
      reason,
      before: { name: product.name, slug: product.slug },
      after: { name, slug },
    });
    return { ...entry, companyId: product.companyId };
  });
  if ('companyId' in result) await announceCatalogChange(deps.live, [result.companyId], []);
  return { id: result.id, name: result.name, slug: result.slug, path: result.path };
}

/** Deletes a company with no requests or vents (removed ones included), its products and memberships. */
export async function deleteCompany(deps: CatalogDeps & { id: string; reason?: string }) {
  const { db, admin, id, reason } = deps;
  const memberIds = await db.transaction(async (tx) => {
    await lockCatalog(tx, [id], true);
    const company = await lockCompany(tx, id);
    if (!company) throw companyNotFound();
    const counts = await countItems(tx, { companyId: id });
    if (counts.requests + counts.vents > 0)
      throw new AppError('CONFLICT', {
        userMessage: messages.companyStillHasItems(counts.requests, counts.vents),
      });
    const products = await selectProductsOf(tx, id);
    const members = await selectMemberIds(tx, id);
    await dropRedirectsTo(tx, [id, ...products.map((product) => product.id)]);
    await deleteCompanyRow(tx, id);
    await recordAudit(tx, {
      actor: admin,
      action: 'company.delete',
      target: { kind: 'company', id, label: company.name },
      companyId: id,
      reason,
      before: {
        name: company.name,
        slug: company.slug,
        products: products.map((product) => product.name),
        members: members.length,
      },
    });
    return members;
  });
  await announceCatalogChange(deps.live, [id], memberIds);
  return { id };
}

/** Deletes a product no request or vent names (removed ones included). */
export async function deleteProduct(deps: CatalogDeps & { id: string; reason?: string }) {
  const { db, admin, id, reason } = deps;
  const companyId = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    if (!product) throw productNotFound();
    await lockCatalog(tx, [product.companyId]);
    const found = await lockProduct(tx, id);
    if (!found) throw productNotFound();
    if (found.companyId !== product.companyId) throw catalogChangedMeanwhile();
    const counts = await countItems(tx, { productId: id });
    if (counts.requests + counts.vents > 0)
      throw new AppError('CONFLICT', {
        userMessage: messages.productStillHasItems(counts.requests, counts.vents),
      });
    await dropRedirectsTo(tx, [id]);
    await deleteProductRows(tx, [id]);
    await recordAudit(tx, {
      actor: admin,
      action: 'product.delete',
      target: { kind: 'product', id, label: `${found.companyName} › ${found.name}` },
      companyId: found.companyId,
      reason,
      before: { name: found.name, slug: found.slug },
    });
    return found.companyId;
  });
  await announceCatalogChange(deps.live, [companyId], []);
  return { id };
}
