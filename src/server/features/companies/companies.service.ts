import type { Catalog } from '../../../shared/contracts/catalog';
import type { CompanySummary } from '../../../shared/contracts/companies';
import { reservedCompanySlugs, slugify, uniqueSlug } from '../../../shared/rules/slug';
import type { Db } from '../../db/connect';
import { lockForTransaction } from '../../db/locks';
import { freeCompanyPath } from '../../db/path-redirects';
import {
  findCompanyByName,
  insertCompany,
  selectCatalog,
  selectCompanies,
  selectSlugsLike,
} from './companies.queries';

export async function listCompanies({ db, search }: { db: Db; search?: string }): Promise<CompanySummary[]> {
  return selectCompanies(db, search || undefined);
}

/**
 * The company of that name (case-insensitive) or a new one with a free slug: its name slugified,
 * never a top-level route name, `-2`, `-3`… on a clash (docs/product.md#paths). Runs inside the
 * caller's transaction; two people naming a new company at once take turns, so the second finds the
 * first one's company.
 */
export async function findOrCreateCompany({
  db,
  name,
  createdBy,
}: {
  db: Db;
  name: string;
  createdBy: string | null;
}): Promise<CompanySummary & { isNew: boolean }> {
  await lockForTransaction(db, 'companies:new');
  const existing = await findCompanyByName(db, name);
  if (existing) return { ...existing, isNew: false };
  const base = slugify(name) || 'company';
  const taken = await selectSlugsLike(db, base);
  const slug = uniqueSlug(
    base,
    (candidate) => taken.has(candidate) || reservedCompanySlugs.has(candidate),
    'company',
  );
  const company = await insertCompany(db, { name, slug, createdBy });
  // A new company taking an old company's slug wins over that slug's redirects.
  await freeCompanyPath(db, slug, company.id);
  return { ...company, isNew: true };
}

/** Every company with its products, both by name: the sidebar and the pickers. */
export async function getCatalog({ db }: { db: Db }): Promise<Catalog> {
  const catalog: Catalog = [];
  for (const row of await selectCatalog(db)) {
    let company = catalog.at(-1);
    if (company?.id !== row.id) {
      company = { id: row.id, name: row.name, slug: row.slug, products: [] };
      catalog.push(company);
    }
    if (row.productId)
      company.products.push({ id: row.productId, name: row.productName!, slug: row.productSlug! });
  }
  return catalog;
}
