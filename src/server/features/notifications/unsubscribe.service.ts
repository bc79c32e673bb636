import { notificationKinds, type UnsubscribeTarget } from '../../../shared/contracts/notifications';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { emailModesOf } from './notification-settings';
import { selectSettings, selectUserEmail, upsertSettings } from './notifications.queries';
import { enforceNotificationLimit } from './notifications.service';
import { readUnsubscribeToken, type UnsubscribeGrant } from './unsubscribe-token';

interface UnsubscribeDeps {
  db: Db;
  secret: () => Promise<string>;
  clock: () => Date;
  token: string;
}

/** 'maya@example.com' → 'm***@example.com': enough to recognise one's own, not to learn another's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

const invalidLink = () =>
  new AppError('VALIDATION', {
    userMessage: messages.unsubscribeLinkInvalid,
    fields: { token: messages.unsubscribeLinkInvalid },
  });

/** The token's grant and its person's address; a 400 for a bad, expired or orphaned link. */
async function grantOf(deps: UnsubscribeDeps): Promise<UnsubscribeGrant & { email: string }> {
  const grant = readUnsubscribeToken(await deps.secret(), deps.token, deps.clock());
  const email = grant ? await selectUserEmail(deps.db, grant.userId) : undefined;
  if (!grant || !email) throw invalidLink();
  return { ...grant, email };
}

/** Whether the mail the grant names is off now. */
async function isOff(db: Db, grant: UnsubscribeGrant): Promise<boolean> {
  const stored = await selectSettings(db, grant.userId);
  const modes = emailModesOf(stored?.email);
  if (grant.kind === 'company-digest') return stored?.companyDigest !== 'daily';
  if (grant.kind === 'digest') return notificationKinds.every((kind) => modes[kind] !== 'daily');
  return modes[grant.kind] === 'off';
}

/** What the link would turn off, for the unsubscribe page. */
export async function describeUnsubscribe(deps: UnsubscribeDeps): Promise<UnsubscribeTarget> {
  const grant = await grantOf(deps);
  return { kind: grant.kind, email: maskEmail(grant.email), isOff: await isOff(deps.db, grant) };
}

/**
 * Turns off the mail the link names, without signing in: one kind's e-mails, every kind the
 * digest carried (those set to daily), or the company digest. Using it again changes nothing.
 */
export async function unsubscribe(deps: UnsubscribeDeps): Promise<UnsubscribeTarget> {
  const grant = await grantOf(deps);
  await enforceNotificationLimit(deps.db, 'unsubscribe', grant.userId, deps.clock());
  if (grant.kind === 'company-digest') {
    await upsertSettings(deps.db, grant.userId, { companyDigest: 'off' });
  } else if (grant.kind === 'digest') {
    const modes = emailModesOf((await selectSettings(deps.db, grant.userId))?.email);
    const daily = notificationKinds.filter((kind) => modes[kind] === 'daily');
    await upsertSettings(deps.db, grant.userId, {
      email: Object.fromEntries(daily.map((kind) => [kind, 'off'])),
    });
  } else {
    await upsertSettings(deps.db, grant.userId, { email: { [grant.kind]: 'off' } });
  }
  return { kind: grant.kind, email: maskEmail(grant.email), isOff: true };
}
