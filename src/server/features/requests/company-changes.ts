import type { Viewer } from '../../../shared/contracts/auth';
import type { ContentKind } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import { detailPath, listPath } from '../../../shared/routes';
import type { Db } from '../../db/connect';
import { composeMail, type MailContent } from '../../mail/compose';
import type { Mailer } from '../../mail/mailer';
import type { OutboxJob } from '../../outbox/outbox.queries';
import { enqueue } from '../../outbox/outbox.queries';
import { recordAudit } from '../audit/audit.service';
import { selectCompanyLabel, selectItemPath, selectUserEmail } from './request-writes.queries';

/**
 * A company member's edit or delete of someone else's request or vent. Both are written to the
 * audit log with the text before (and after), and the author hears of it by e-mail, all in the
 * transaction of the change. An author's own edits and deletes are neither.
 */

export const companyChangeEmailJob = 'company-change-email';

/** What a request says: the audit log's `before` and `after`, and the e-mail's fields. */
export interface ItemText {
  title: string;
  userStoryWant: string;
  userStorySoThat: string;
  product: string | null;
}

interface ChangedItem {
  kind: ContentKind;
  id: string;
  /** The author; null once their account is gone (then no e-mail). */
  userId: string | null;
  companyId: string;
}

interface ChangeEmail {
  change: 'edit' | 'delete';
  kind: ContentKind;
  itemId: string;
  authorId: string;
  companyName: string;
  companySlug: string;
  before: ItemText;
  after?: ItemText;
}

const targetKind = (kind: ContentKind) => (kind === 'vents' ? ('vent' as const) : ('request' as const));

const fieldNames = ['title', 'userStoryWant', 'userStorySoThat', 'product'] as const;

function changedFields(before: ItemText, after: ItemText) {
  return fieldNames.filter((field) => before[field] !== after[field]);
}

async function queueEmail(
  tx: Db,
  item: ChangedItem,
  email: Omit<ChangeEmail, 'authorId' | 'kind' | 'itemId' | 'companyName' | 'companySlug'>,
) {
  if (!item.userId) return;
  const company = await selectCompanyLabel(tx, item.companyId);
  if (!company) return;
  const payload: ChangeEmail = {
    ...email,
    kind: item.kind,
    itemId: item.id,
    authorId: item.userId,
    companyName: company.name,
    companySlug: company.slug,
  };
  await enqueue(tx, [{ kind: companyChangeEmailJob, payload: { ...payload } }]);
}

/** A member edited someone else's item: an audit entry, and an e-mail to the author when a field changed. */
export async function recordCompanyEdit(
  tx: Db,
  change: { editor: Viewer; item: ChangedItem; before: ItemText; after: ItemText },
) {
  const { editor, item, before, after } = change;
  await recordAudit(tx, {
    actor: editor,
    action: 'request.edit',
    target: { kind: targetKind(item.kind), id: item.id, label: after.title },
    companyId: item.companyId,
    before: { ...before },
    after: { ...after },
  });
  if (changedFields(before, after).length > 0) await queueEmail(tx, item, { change: 'edit', before, after });
}

/** A member deleted someone else's item: an audit entry with its text, and an e-mail to the author. */
export async function recordCompanyDelete(
  tx: Db,
  change: { editor: Viewer; item: ChangedItem; before: ItemText },
) {
  const { editor, item, before } = change;
  await recordAudit(tx, {
    actor: editor,
    action: 'request.delete',
    target: { kind: targetKind(item.kind), id: item.id, label: before.title },
    companyId: item.companyId,
    before: { ...before },
  });
  await queueEmail(tx, item, { change: 'delete', before });
}

/** The labels of the fields as the author's form shows them. */
function labels(kind: ContentKind): Record<(typeof fieldNames)[number], string> {
  return {
    title: 'Title',
    userStoryWant: kind === 'vents' ? messages.imFrustratedThat : messages.loveItIfLabel,
    userStorySoThat: kind === 'vents' ? messages.because : messages.soThat,
    product: 'Product',
  };
}

const shown = (value: string | null) => value ?? 'N/A';

/** What the e-mail says: the change, field by field before and after, or the deleted item's text. */
export function companyChangeEmail(
  email: ChangeEmail,
  link: string,
): Pick<MailContent, 'subject' | 'paragraphs' | 'action' | 'why'> {
  const noun = email.kind === 'vents' ? 'vent' : 'request';
  const label = labels(email.kind);
  const { companyName, before } = email;
  const why = messages.mailWhyCompanyChange(noun);
  if (email.change === 'delete' || !email.after) {
    return {
      subject: `${companyName} deleted your ${noun} "${before.title}"`,
      paragraphs: [
        `${companyName} deleted your ${noun} "${before.title}" on ilii.`,
        ['What it said:', ...fieldNames.map((field) => `${label[field]} ${shown(before[field])}`)].join('\n'),
      ],
      action: { label: `${companyName} on ilii`, url: link },
      why,
    };
  }
  const after = email.after;
  return {
    subject: `${companyName} edited your ${noun} "${after.title}"`,
    paragraphs: [
      `${companyName} edited your ${noun} "${before.title}" on ilii. What changed:`,
      ...changedFields(before, after).map((field) =>
        [label[field], `  Before: ${shown(before[field])}`, `  After:  ${shown(after[field])}`].join('\n'),
      ),
    ],
    action: { label: 'See it here', url: link },
    why,
  };
}

/** The outbox handler that writes one such e-mail. */
export function companyChangeEmailHandler(options: { db: Db; mailer: Mailer; publicUrl: string }) {
  return async (job: OutboxJob) => {
    const email = job.payload as unknown as ChangeEmail;
    const to = await selectUserEmail(options.db, email.authorId);
    // The author's account is gone meanwhile: there is nobody to tell.
    if (!to) return;
    const path =
      email.change === 'edit' ? await selectItemPath(options.db, email.kind, email.itemId) : undefined;
    const link = path
      ? detailPath(email.kind, path.companySlug, path.productSlug, path.slug)
      : listPath(email.kind, email.companySlug);
    await options.mailer.send(
      composeMail({ to, ...companyChangeEmail(email, `${options.publicUrl}${link}`) }, options.publicUrl),
    );
  };
}
