import type { Viewer } from '../../../shared/contracts/auth';
import type { Choice, RequestDraft, SubmitOutcome } from '../../../shared/contracts/request-form';
import type { Card, ContentKind } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import { deleteLockOf } from '../../../shared/rules/eligibility';
import type { Db } from '../../db/connect';
import type { SubmittedContent } from '../../db/schema/moderation';
import { AppError } from '../../errors';
import { type Ilii, itemSubject } from '../../ilii/ilii';
import { type LiveBus, publishItemEvent } from '../../plugins/live-bus';
import type { WriteLimiter } from '../../plugins/write-limits';
import { requireSignedIn } from '../auth/viewer.service';
import { recordCompanyDelete } from './company-changes';
import {
  deleteItemRow,
  findCompanyById,
  findProduct,
  hasVoted,
  selectItemOwner,
  selectProductName,
} from './request-writes.queries';
import { getCard, getCardsByIds } from './requests.service';
import { lockEditableItem, requireEditor, saveDraft } from './save-draft';

type Draft = Omit<RequestDraft, 'company' | 'product' | 'confirmDuplicates'> & {
  company: Choice;
  product: Choice | null;
  confirmDuplicates?: boolean;
};

export interface WriteDeps {
  db: Db;
  ilii: Ilii;
  limits: WriteLimiter;
  live: LiveBus;
  viewer: Viewer | null;
  kind: ContentKind;
}

const requireAuthor = (viewer: Viewer | null) => requireSignedIn(viewer, messages.signInToCreateRequests);

const noun = (kind: ContentKind) => (kind === 'vents' ? 'vent' : 'feature_request');

/** The company the draft names, when it exists already (by id, or by the same name). */
async function existingCompany(db: Db, choice: Draft['company']) {
  if (choice.id) {
    const company = await findCompanyById(db, choice.id);
    if (!company)
      throw new AppError('VALIDATION', {
        userMessage: messages.companyRequired,
        fields: { company: messages.companyRequired },
      });
    return company;
  }
  return undefined;
}

async function productNameOf(
  db: Db,
  companyId: string | undefined,
  product: Choice | null,
): Promise<string | null> {
  if (!product) return null;
  if (product.name !== undefined) return product.name;
  return (companyId && (await findProduct(db, companyId, { id: product.id }))?.name) || null;
}

function submittedContent(draft: Draft, companyName: string, productName: string | null): SubmittedContent {
  return {
    title: draft.title,
    userStoryWant: draft.userStoryWant,
    userStorySoThat: draft.userStorySoThat,
    company: companyName,
    product: productName,
  };
}

/**
 * Moderation's verdict on a draft, with the draft as its log keeps it, its company if it exists and
 * the log's id. An edit's log names its item; a new item's is named once saved.
 */
async function moderateDraft(deps: WriteDeps & { draft: Draft; id?: string }, author: Viewer) {
  const { db, kind, draft } = deps;
  const company = await existingCompany(db, draft.company);
  const companyName = company?.name ?? draft.company.name ?? '';
  const submitted = submittedContent(draft, companyName, await productNameOf(db, company?.id, draft.product));
  const { violation, logId } = await deps.ilii.checkContent({
    userId: author.id,
    context: noun(kind),
    text: [draft.title, draft.userStoryWant, draft.userStorySoThat].join('\n'),
    submitted,
    subject: deps.id ? itemSubject(kind, deps.id) : undefined,
    names: [submitted.company, submitted.product].filter((name): name is string => Boolean(name)),
  });
  return { company, submitted, violation, logId };
}

function savedOutcome(item: Card, saved: Awaited<ReturnType<typeof saveDraft>>): SubmitOutcome {
  const { notices, createdCompany, createdProduct } = saved;
  return { outcome: 'saved', item, notices, createdCompany, createdProduct };
}

/** The submit flow: moderation, then similar requests (new only), then save. */
export async function submitItem(deps: WriteDeps & { draft: Draft }): Promise<SubmitOutcome> {
  const author = requireAuthor(deps.viewer);
  const { db, kind, draft } = deps;
  const { company, submitted, violation, logId } = await moderateDraft(deps, author);
  if (violation) return { outcome: 'blocked', violation };

  if (company && !draft.confirmDuplicates) {
    const similar = await deps.ilii.findDuplicates({
      userId: author.id,
      submitted,
      draft: {
        kind,
        companyId: company.id,
        productId: draft.product?.id ?? null,
        title: draft.title,
        userStoryWant: draft.userStoryWant,
        userStorySoThat: draft.userStorySoThat,
      },
    });
    if (similar.length > 0) {
      return {
        outcome: 'duplicates',
        duplicates: await getCardsByIds({ db, viewer: author, kind, ids: similar.map((s) => s.id) }),
      };
    }
  }

  const saved = await saveDraft(deps, author, draft);
  await deps.ilii.nameSubject(logId, itemSubject(kind, saved.id));
  const item = await getCard({ db, viewer: author, kind, address: { id: saved.id } });
  await publishItemEvent(deps.live, { kind, id: saved.id, companyIds: [item.company.id] }, 'created');
  return savedOutcome(item, saved);
}

/**
 * The author, or an approved member of the item's company, edits: moderation again (no duplicate
 * check), then the same transaction as a new one. A member's edit keeps the author.
 */
export async function editItem(deps: WriteDeps & { id: string; draft: Draft }): Promise<SubmitOutcome> {
  const editor = requireAuthor(deps.viewer);
  const { db, kind, draft, id } = deps;
  // Someone who may not edit the item is refused before moderation looks at (and logs) the draft;
  // the save checks again under the row lock.
  await requireEditor(db, await selectItemOwner(db, kind, id), kind, editor);
  const { violation } = await moderateDraft(deps, editor);
  if (violation) return { outcome: 'blocked', violation };
  const saved = await saveDraft(deps, editor, draft, id);
  const item = await getCard({ db, viewer: editor, kind, address: { id } });
  const companyIds = [saved.previousCompanyId ?? item.company.id, item.company.id];
  await publishItemEvent(deps.live, { kind, id, companyIds }, 'updated');
  return savedOutcome(item, saved);
}

/**
 * The author, or an approved member of the item's company, deletes, only while nobody but the
 * author voted and there are no builds (409 otherwise). A member's delete of someone else's item
 * is audited with its text and mailed to the author, in the same transaction.
 */
export async function deleteItem(deps: Omit<WriteDeps, 'ilii' | 'limits'> & { id: string }): Promise<void> {
  const editor = requireAuthor(deps.viewer);
  const { db, kind, id } = deps;
  const companyId = await db.transaction(async (tx) => {
    const { item, asCompany } = await lockEditableItem(tx, kind, id, editor);
    const authorVoted = item.userId !== null && (await hasVoted(tx, kind, id, item.userId));
    if (deleteLockOf({ voteCount: item.voteCount, buildCount: item.buildCount, authorVoted })) {
      throw new AppError('CONFLICT', { userMessage: messages.cannotDeleteRequest });
    }
    if (asCompany) {
      const before = {
        title: item.title,
        userStoryWant: item.userStoryWant,
        userStorySoThat: item.userStorySoThat,
        product: await selectProductName(tx, item.productId),
      };
      await recordCompanyDelete(tx, { editor, item: { kind, ...item }, before });
    }
    await deleteItemRow(tx, kind, id);
    return item.companyId;
  });
  await publishItemEvent(deps.live, { kind, id, companyIds: [companyId] }, 'deleted');
}
