import type { MergeResult } from '../../../shared/contracts/catalog-admin';
import type { ContentKind } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import { listPath } from '../../../shared/routes';
import { reservedProductSlugs, uniqueSlug } from '../../../shared/rules/slug';
import type { MembershipStatus } from '../../../shared/rules/statuses';
import type { Db } from '../../db/connect';
import { addRedirect, retargetRedirects } from '../../db/path-redirects';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import {
  addItemRedirectsOf,
  countItems,
  deleteCompanyRow,
  deleteMembership,
  deleteProductRows,
  lockCompany,
  lockItemsOf,
  lockProduct,
  type MembershipRow,
  moveItemsToCompany,
  moveItemsToProduct,
  moveMembership,
  replaceMembership,
  selectItemSlugsOf,
  selectMemberships,
  selectProductsOf,
  setItemSlug,
  updateProduct,
} from './catalog.queries';
import {
  announceCatalogChange,
  type CatalogDeps,
  catalogChangedMeanwhile,
  companyNotFound,
  lockCatalog,
  productNotFound,
} from './catalog.service';

/** Which of two memberships of one person a merge keeps: approved over pending over rejected. */
const statusRank: Record<MembershipStatus, number> = { approved: 3, pending: 2, rejected: 1 };

/**
 * A merged company's items keep their slugs unless the target company has them already; those
 * take `-2`, `-3`… like a new item would. Answers the renamed items.
 */
async function freeItemSlugsFor(tx: Db, kind: ContentKind, fromId: string, intoId: string) {
  const moving = await selectItemSlugsOf(tx, kind, fromId);
  const staying = await selectItemSlugsOf(tx, kind, intoId);
  const targetSlugs = new Set(staying.map((item) => item.slug));
  const taken = new Set([...targetSlugs, ...moving.map((item) => item.slug)]);
  const renamed: { kind: ContentKind; from: string; to: string }[] = [];
  for (const item of moving) {
    if (!targetSlugs.has(item.slug)) continue;
    const slug = uniqueSlug(item.slug, (candidate) => taken.has(candidate));
    taken.add(slug);
    await setItemSlug(tx, kind, item.id, slug);
    renamed.push({ kind, from: item.slug, to: slug });
  }
  return renamed;
}

/**
 * A membership of the merged company moves to the target; a person who is a member of both keeps
 * one membership, with the better status (and that application's details).
 */
async function mergeMemberships(tx: Db, fromId: string, intoId: string) {
  const moving = await selectMemberships(tx, fromId);
  const staying = new Map((await selectMemberships(tx, intoId)).map((row) => [row.userId, row]));
  for (const membership of moving) {
    const kept = staying.get(membership.userId);
    if (!kept) await moveMembership(tx, membership.id, intoId);
    else {
      const rank = (row: MembershipRow) => statusRank[row.status as MembershipStatus];
      if (rank(membership) > rank(kept)) await replaceMembership(tx, kept.id, membership);
      await deleteMembership(tx, membership.id);
    }
  }
  return { moved: moving.length, memberIds: [...moving.map((row) => row.userId), ...staying.keys()] };
}

/**
 * Merges company `id` into `targetId` in one transaction: its products move (one whose name the
 * target has merges into the target's), then its requests and vents (slugs the target holds get
 * `-2`…), then its memberships; the company, its product paths and its items' paths answer 301s
 * to their new places, and the company is deleted. Board counters follow through their triggers.
 */
export async function mergeCompany(
  deps: CatalogDeps & { id: string; targetId: string; reason?: string },
): Promise<MergeResult> {
  const { db, admin, id, targetId, reason } = deps;
  if (id === targetId) throw new AppError('VALIDATION', { userMessage: messages.chooseAnotherCompany });
  const result = await db.transaction(async (tx) => {
    await lockItemsOf(tx, { companyId: id });
    await lockCatalog(tx, [id, targetId], true);
    // Both rows in id order, as any other merge of the two would take them.
    const locked = new Map();
    for (const companyId of [id, targetId].sort()) locked.set(companyId, await lockCompany(tx, companyId));
    const from: Awaited<ReturnType<typeof lockCompany>> = locked.get(id);
    const into: Awaited<ReturnType<typeof lockCompany>> = locked.get(targetId);
    if (!from) throw companyNotFound();
    if (!into) throw new AppError('NOT_FOUND', { userMessage: messages.chooseAnotherCompany });
    const counts = await countItems(tx, { companyId: id });

    // Old item paths are written first, while they still name the items' old slugs.
    await addItemRedirectsOf(tx, id, from.slug);
    const renamedItems = [
      ...(await freeItemSlugsFor(tx, 'requests', id, targetId)),
      ...(await freeItemSlugsFor(tx, 'vents', id, targetId)),
    ];

    const targetProducts = await selectProductsOf(tx, targetId);
    const productSlugs = new Set([...targetProducts.map((product) => product.slug), ...reservedProductSlugs]);
    const mergedProducts: string[] = [];
    const movedProducts: { name: string; from: string; to: string }[] = [];
    for (const product of await selectProductsOf(tx, id)) {
      const twin = targetProducts.find((other) => other.name.toLowerCase() === product.name.toLowerCase());
      let finalId = product.id;
      if (twin) {
        await moveItemsToProduct(tx, product.id, twin.id);
        await retargetRedirects(tx, product.id, twin.id);
        await deleteProductRows(tx, [product.id]);
        mergedProducts.push(product.name);
        finalId = twin.id;
      } else {
        const slug = uniqueSlug(product.slug, (candidate) => productSlugs.has(candidate));
        productSlugs.add(slug);
        await updateProduct(tx, product.id, { companyId: targetId, slug });
        movedProducts.push({ name: product.name, from: product.slug, to: slug });
      }
      await addRedirect(tx, {
        scope: 'catalog',
        fromPath: `/${from.slug}/${product.slug}`,
        targetKind: 'product',
        targetId: finalId,
      });
    }

    const moved = await moveItemsToCompany(tx, id, targetId);
    const members = await mergeMemberships(tx, id, targetId);
    await retargetRedirects(tx, id, targetId);
    await addRedirect(tx, { scope: 'catalog', fromPath: `/${from.slug}`, targetKind: 'company', targetId });
    await deleteCompanyRow(tx, id);
    await recordAudit(tx, {
      actor: admin,
      action: 'company.merge',
      target: { kind: 'company', id, label: from.name },
      companyId: targetId,
      reason,
      before: { name: from.name, slug: from.slug, requests: counts.requests, vents: counts.vents },
      after: {
        into: { id: targetId, name: into.name, slug: into.slug },
        mergedProducts,
        movedProducts,
        renamedItems,
        memberships: members.moved,
      },
    });
    return {
      into,
      moved: { ...moved, products: mergedProducts.length + movedProducts.length, memberships: members.moved },
      memberIds: members.memberIds,
    };
  });
  await announceCatalogChange(deps.live, [targetId, id], result.memberIds);
  return {
    into: { ...result.into, path: listPath('requests', result.into.slug) },
    moved: result.moved,
  };
}

/**
 * Merges product `id` into `targetId`, another product of the same company: its requests and
 * vents move (item slugs are per company, so they keep them), its old path answers a 301 to the
 * target's, and it is deleted.
 */
export async function mergeProduct(
  deps: CatalogDeps & { id: string; targetId: string; reason?: string },
): Promise<MergeResult> {
  const { db, admin, id, targetId, reason } = deps;
  if (id === targetId) throw new AppError('VALIDATION', { userMessage: messages.chooseAnotherProduct });
  const result = await db.transaction(async (tx) => {
    const first = await lockProduct(tx, id);
    if (!first) throw productNotFound();
    await lockItemsOf(tx, { productId: id });
    await lockCatalog(tx, [first.companyId]);
    const from = await lockProduct(tx, id);
    if (!from) throw productNotFound();
    if (from.companyId !== first.companyId) throw catalogChangedMeanwhile();
    const into = await lockProduct(tx, targetId);
    if (!into) throw new AppError('NOT_FOUND', { userMessage: messages.chooseAnotherProduct });
    if (into.companyId !== from.companyId)
      throw new AppError('VALIDATION', { userMessage: messages.productsMergeWithinCompany });
    const counts = await countItems(tx, { productId: id });
    await moveItemsToProduct(tx, id, targetId);
    await retargetRedirects(tx, id, targetId);
    await addRedirect(tx, {
      scope: 'catalog',
      fromPath: `/${from.companySlug}/${from.slug}`,
      targetKind: 'product',
      targetId,
    });
    await deleteProductRows(tx, [id]);
    await recordAudit(tx, {
      actor: admin,
      action: 'product.merge',
      target: { kind: 'product', id, label: `${from.companyName} › ${from.name}` },
      companyId: from.companyId,
      reason,
      before: { name: from.name, slug: from.slug, requests: counts.requests, vents: counts.vents },
      after: { into: { id: targetId, name: into.name, slug: into.slug } },
    });
    return { into, counts };
  });
  await announceCatalogChange(deps.live, [result.into.companyId], []);
  const { into, counts } = result;
  return {
    into: {
      id: into.id,
      name: into.name,
      slug: into.slug,
      path: listPath('requests', into.companySlug, into.slug),
    },
    moved: { ...counts, products: 0, memberships: 0 },
  };
}
