import type { Viewer } from '../../../shared/contracts/auth';
import type { Choice } from '../../../shared/contracts/request-form';
import type { ContentKind } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { lockForTransaction } from '../../db/locks';
import { freeProductPath } from '../../db/path-redirects';
import { AppError, itemNotFound } from '../../errors';
import type { Ilii } from '../../ilii/ilii';
import { enforceWriteLimit, type WriteLimiter } from '../../plugins/write-limits';
import { isApprovedMember } from '../companies/companies.queries';
import { findOrCreateCompany } from '../companies/companies.service';
import { followAutomatically } from '../notifications/notifications.queries';
import { type ItemText, recordCompanyEdit } from './company-changes';
import { freeItemSlug, freeProductSlug, slugAfterEdit } from './draft-slugs';
import {
  findProduct,
  insertItem,
  insertProduct,
  isCatalogEntryLive,
  lockItemForChange,
  selectProductName,
  updateItem,
} from './request-writes.queries';

export interface SavedDraft {
  title: string;
  userStoryWant: string;
  userStorySoThat: string;
  company: Choice;
  product: Choice | null;
}

/**
 * A step that creates something the person named (a company, a product): a failure says which
 * ('Failed to create company', 'Failed to create product') instead of a bare 500; the cause goes to
 * the log with the request.
 */
async function creating<T>(failureMessage: string, field: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(isUniqueViolation(error) ? 'CONFLICT' : 'UNAVAILABLE', {
      userMessage: failureMessage,
      fields: { [field]: failureMessage },
      cause: error,
    });
  }
}

/**
 * Counts a company or product the person's draft creates against WRITE_LIMIT_CATALOG; a refusal
 * names the field, so the form shows it under the company or product it could not create.
 */
const countCatalogEntry = (tx: Db, limits: WriteLimiter, writer: Viewer, field: 'company' | 'product') =>
  enforceWriteLimit({ db: tx, ...limits }, 'catalog', writer.id, { field });

async function companyFor(tx: Db, limits: WriteLimiter, writer: Viewer, choice: Choice) {
  if (choice.id !== undefined) return { id: choice.id, createdName: null };
  const company = await creating(messages.failedToCreateCompany, 'company', () =>
    findOrCreateCompany({ db: tx, name: choice.name, createdBy: writer.id }),
  );
  if (company.isNew) await countCatalogEntry(tx, limits, writer, 'company');
  return { id: company.id, createdName: company.isNew ? company.name : null };
}

/**
 * The product of the draft: an existing one, a new one (approved members of the company only;
 * others save with no product and are told 'Product not created'), or none ('N/A').
 */
async function productFor(
  tx: Db,
  limits: WriteLimiter,
  writer: Viewer,
  companyId: string,
  choice: Choice | null,
) {
  const none = { id: null, createdName: null, notice: null };
  if (!choice) return none;
  const found = await findProduct(tx, companyId, choice);
  if (found) return { ...none, id: found.id };
  if (choice.id !== undefined) {
    throw new AppError('VALIDATION', {
      userMessage: messages.chooseProductOfCompany,
      fields: { product: messages.chooseProductOfCompany },
    });
  }
  if (!(await isApprovedMember(tx, writer.id, companyId)))
    return { ...none, notice: messages.productNotCreated };
  const name = choice.name;
  return creating(messages.failedToCreateProduct, 'product', async () => {
    // Members adding the same product at once take turns: the second finds the first one's.
    await lockForTransaction(tx, `products:${companyId}`);
    const again = await findProduct(tx, companyId, choice);
    if (again) return { ...none, id: again.id };
    await countCatalogEntry(tx, limits, writer, 'product');
    const slug = await freeProductSlug(tx, companyId, name);
    const product = await insertProduct(tx, { companyId, name, slug, createdBy: writer.id });
    await freeProductPath(tx, companyId, slug);
    return { ...none, id: product.id, createdName: name };
  });
}

const isTextChanged = (before: Omit<SavedDraft, 'company' | 'product'>, after: SavedDraft) =>
  before.title !== after.title ||
  before.userStoryWant !== after.userStoryWant ||
  before.userStorySoThat !== after.userStorySoThat;

/** An item a company has answered (a status or a comment) stays with that company: the answer is about it. */
function keepAnsweredWithCompany(item: EditableItem, companyId: string) {
  if (item.companyId !== companyId && (item.status !== 'requested' || item.statusComment)) {
    throw new AppError('CONFLICT', {
      userMessage: messages.answeredItemStaysWithCompany,
      fields: { company: messages.answeredItemStaysWithCompany },
    });
  }
}

/** A member edits someone else's item for their company: it stays with that company. */
function keepWithMembersCompany(item: EditableItem, companyId: string) {
  if (item.companyId !== companyId) {
    throw new AppError('FORBIDDEN', {
      userMessage: messages.memberEditKeepsCompany,
      fields: { company: messages.memberEditKeepsCompany },
    });
  }
}

/**
 * Who may edit or delete an item: its author, and the approved members of its company (membership
 * read from the database, not the session). 404 when the item is gone, 403 for anyone else.
 * `asCompany` says a member is changing someone else's item: that is audited and mailed.
 */
export async function requireEditor<Item extends { userId: string | null; companyId: string }>(
  db: Db,
  item: Item | undefined,
  kind: ContentKind,
  viewer: Viewer,
): Promise<{ item: Item; asCompany: boolean }> {
  if (!item) throw itemNotFound(kind);
  if (item.userId === viewer.id) return { item, asCompany: false };
  if (await isApprovedMember(db, viewer.id, item.companyId)) return { item, asCompany: true };
  throw new AppError('FORBIDDEN', { userMessage: messages.notAuthorized });
}

type EditableItem = NonNullable<Awaited<ReturnType<typeof lockItemForChange>>>;

/** An item the viewer may change (see `requireEditor`), locked until the transaction ends. */
export async function lockEditableItem(tx: Db, kind: ContentKind, id: string, viewer: Viewer) {
  return requireEditor(tx, await lockItemForChange(tx, kind, id), kind, viewer);
}

/** What an item says, for the audit log and the author's e-mail. */
async function textOf(
  tx: Db,
  item: { title: string; userStoryWant: string; userStorySoThat: string; productId: string | null },
): Promise<ItemText> {
  return {
    title: item.title,
    userStoryWant: item.userStoryWant,
    userStorySoThat: item.userStorySoThat,
    product: await selectProductName(tx, item.productId),
  };
}

/**
 * Company, product and item in one transaction; a new or reworded item queues its embedding in
 * it too. An edit locks the item and checks its editor first (the author, or a member of its
 * company), before anything is created; a member's edit of someone else's item keeps the author,
 * stays with the company, and is audited and mailed to the author in the same transaction. Slugs
 * are chosen one writer at a time per company, so two people posting the same title at once both
 * succeed, the second with `-2`. A new item, and a company or product the draft creates, count
 * against the person's write limits in the same transaction: a save that fails spends nothing.
 * Its author follows a new item (unless their settings say not to).
 */
export async function saveDraft(
  { db, ilii, kind, limits }: { db: Db; ilii: Ilii; kind: ContentKind; limits: WriteLimiter },
  writer: Viewer,
  draft: SavedDraft,
  existingId?: string,
) {
  return db.transaction(async (tx) => {
    const edit = existingId === undefined ? undefined : await lockEditableItem(tx, kind, existingId, writer);
    const edited = edit?.item;
    if (!edited) await enforceWriteLimit({ db: tx, ...limits }, 'posts', writer.id);
    const company = await companyFor(tx, limits, writer, draft.company);
    if (edited && edit.asCompany) keepWithMembersCompany(edited, company.id);
    const product = await productFor(tx, limits, writer, company.id, draft.product);
    await lockForTransaction(tx, `${kind}:slugs:${company.id}`);
    // An admin may have merged or deleted the company or product while this draft waited for the lock.
    if (!(await isCatalogEntryLive(tx, company.id, product.id))) {
      throw new AppError('CONFLICT', { userMessage: messages.catalogChangedMeanwhile });
    }
    const values = {
      title: draft.title,
      userStoryWant: draft.userStoryWant,
      userStorySoThat: draft.userStorySoThat,
      companyId: company.id,
      productId: product.id,
    };
    let id: string;
    if (edited) {
      id = edited.id;
      keepAnsweredWithCompany(edited, company.id);
      const slug = await slugAfterEdit(tx, kind, company.id, draft.title, edited);
      await updateItem(tx, kind, id, { ...values, slug });
      if (isTextChanged(edited, draft)) await ilii.queueEmbedding(tx, { kind, id });
      if (edit?.asCompany) {
        await recordCompanyEdit(tx, {
          editor: writer,
          item: { kind, id, userId: edited.userId, companyId: edited.companyId },
          before: await textOf(tx, edited),
          after: await textOf(tx, values),
        });
      }
    } else {
      const slug = await freeItemSlug(tx, kind, company.id, draft.title);
      id = await insertItem(tx, kind, { ...values, slug, userId: writer.id });
      await ilii.queueEmbedding(tx, { kind, id });
      await followAutomatically(tx, { kind, id, userId: writer.id, setting: 'follow_own_posts' });
    }
    return {
      id,
      /** The company the item belonged to before an edit (null for a new item). */
      previousCompanyId: edited?.companyId ?? null,
      notices: product.notice ? [product.notice] : [],
      createdCompany: company.createdName,
      createdProduct: product.createdName,
    };
  });
}
