import type { ContentKind } from '../../../shared/contracts/requests';
import { reservedProductSlugs, slugify, uniqueSlug } from '../../../shared/rules/slug';
import type { Db } from '../../db/connect';
import { selectItemSlugs, selectProductSlugs } from './request-writes.queries';

/**
 * A free slug for a new item in its company: the title's, or `-2`, `-3`… on a clash. Call it
 * under the company's slug lock, so that two writers do not pick the same one.
 */
export async function freeItemSlug(tx: Db, kind: ContentKind, companyId: string, title: string) {
  const base = slugify(title) || (kind === 'vents' ? 'vent' : 'request');
  const taken = await selectItemSlugs(tx, kind, companyId, base);
  return uniqueSlug(base, (candidate) => taken.has(candidate), base);
}

/**
 * An edited item keeps its detail path unless the new title's own slug is free in its company;
 * moved to another company it takes a free slug there.
 */
export async function slugAfterEdit(
  tx: Db,
  kind: ContentKind,
  companyId: string,
  title: string,
  current: { slug: string; companyId: string },
) {
  if (current.companyId !== companyId) return freeItemSlug(tx, kind, companyId, title);
  const wanted = slugify(title);
  if (!wanted || wanted === current.slug) return current.slug;
  const taken = await selectItemSlugs(tx, kind, companyId, wanted);
  return taken.has(wanted) ? current.slug : wanted;
}

/** A free slug for a new product in its company, never a reserved second segment ('no-product', 'roadmap', 'changelog'). */
export async function freeProductSlug(tx: Db, companyId: string, name: string) {
  const base = slugify(name) || 'product';
  const taken = await selectProductSlugs(tx, companyId, base);
  return uniqueSlug(base, (candidate) => taken.has(candidate) || reservedProductSlugs.has(candidate), base);
}
