import { messages } from '../../../shared/messages';
import { staticPaths } from '../../../shared/routes';
import { formatSuspensionEnd } from '../../../shared/rules/suspension';
import type { Db } from '../../db/connect';
import { composeMail, type MailContent } from '../../mail/compose';
import type { Mailer } from '../../mail/mailer';
import type { OutboxJob } from '../../outbox/outbox.queries';
import { enqueue } from '../../outbox/outbox.queries';
import { selectUserEmail } from '../requests/request-writes.queries';

/**
 * The e-mail that tells a person they were suspended, until when and why. The reason goes to their
 * address only: the sign-in form, which anyone can fill in with their e-mail, says no more than
 * that the account is suspended and until when.
 */
export const suspensionEmailJob = 'suspension-email';

interface SuspensionEmail {
  userId: string;
  reason: string;
  endsAt: string | null;
}

/** Queues the e-mail in the suspension's transaction. */
export async function queueSuspensionEmail(tx: Db, email: SuspensionEmail): Promise<void> {
  await enqueue(tx, [{ kind: suspensionEmailJob, payload: { ...email } }]);
}

export function suspensionEmail(
  email: SuspensionEmail,
  policyLink: string,
): Pick<MailContent, 'subject' | 'paragraphs' | 'action' | 'why'> {
  const until = email.endsAt ? ` until ${formatSuspensionEnd(email.endsAt)}` : '';
  return {
    subject: messages.suspensionEmailSubject,
    paragraphs: [
      `An admin suspended your ilii account${until}. While it is suspended you cannot sign in.`,
      `The reason they gave: ${email.reason}`,
      'What you posted stays unless an admin removes it.',
    ],
    action: { label: 'The Community Policy', url: policyLink },
    why: messages.mailWhySuspension,
  };
}

/** The outbox handler that sends one such e-mail (nothing when the account is gone meanwhile). */
export function suspensionEmailHandler(options: { db: Db; mailer: Mailer; publicUrl: string }) {
  return async (job: OutboxJob) => {
    const email = job.payload as unknown as SuspensionEmail;
    const to = await selectUserEmail(options.db, email.userId);
    if (!to) return;
    await options.mailer.send(
      composeMail(
        { to, ...suspensionEmail(email, `${options.publicUrl}${staticPaths.communityPolicy}`) },
        options.publicUrl,
      ),
    );
  };
}
