import type { AccountChange, EmailChangeInput, ProfileInput } from '../../../shared/contracts/account';
import type { Viewer } from '../../../shared/contracts/auth';
import { messages } from '../../../shared/messages';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import type { LiveBus } from '../../plugins/live-bus';
import { findUserIdByEmail, isUsernameTaken } from '../auth/auth.queries';
import { loadViewer, requireSignedIn } from '../auth/viewer.service';
import {
  applyEmailChange,
  findPendingEmail,
  lockProfile,
  savePendingEmail,
  updateProfile,
} from './account.queries';
import { type AccountCodeDeps, consumeAccountCode, enforceLimit, sendAccountCode } from './account-codes';

export interface AccountDeps extends AccountCodeDeps {
  live: LiveBus;
}

const hour = 3600;

const usernameTaken = () =>
  new AppError('CONFLICT', {
    userMessage: messages.usernameTaken,
    fields: { username: messages.usernameTaken },
  });

const emailTaken = () =>
  new AppError('CONFLICT', {
    userMessage: messages.emailAlreadyRegistered,
    fields: { email: messages.emailAlreadyRegistered },
  });

/** The viewer as the database now has them, after every process has been told to forget the old one. */
async function changedViewer(deps: AccountDeps, userId: string, message: string): Promise<AccountChange> {
  // Decision 38: any profile write drops the person from every process's session and viewer caches.
  await deps.live.publishSessions({ kind: 'user-changed', userId });
  return { user: (await loadViewer(deps.db, userId))!, message };
}

/**
 * Changes username and names with sign-up's rules; a username taken, also by someone who took it in
 * the same instant (the unique index), is a 409 in sign-up's words. Twenty changes an hour.
 */
export async function changeProfile(
  deps: AccountDeps & { viewer: Viewer | null; input: ProfileInput },
): Promise<AccountChange> {
  const viewer = requireSignedIn(deps.viewer);
  const { input } = deps;
  if (Object.keys(input).length === 0) {
    throw new AppError('VALIDATION', { userMessage: messages.profileUnchanged });
  }
  await enforceLimit(deps, { key: `account-profile:${viewer.id}`, max: 20, windowSeconds: hour });
  try {
    await deps.db.transaction(async (tx) => {
      const current = await lockProfile(tx, viewer.id);
      if (!current) throw new AppError('UNAUTHENTICATED', { userMessage: messages.authenticationRequired });
      const username = input.username ?? current.username ?? '';
      const isNewName = username.toLowerCase() !== (current.username ?? '').toLowerCase();
      if (input.username && isNewName && (await isUsernameTaken(tx, username))) throw usernameTaken();
      if (!username)
        throw new AppError('VALIDATION', {
          userMessage: messages.usernameRequired,
          fields: { username: messages.usernameRequired },
        });
      const firstName = input.firstName ?? current.firstName;
      const lastName = input.lastName ?? current.lastName;
      if (!firstName || !lastName) {
        const field = firstName ? 'lastName' : 'firstName';
        throw new AppError('VALIDATION', {
          userMessage: messages.fieldRequired,
          fields: { [field]: messages.fieldRequired },
        });
      }
      await updateProfile(tx, viewer.id, { username, firstName, lastName });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
  return changedViewer(deps, viewer.id, messages.profileSaved);
}

export async function findEmailChange(deps: Pick<AccountDeps, 'db'> & { viewer: Viewer | null }) {
  const viewer = requireSignedIn(deps.viewer);
  return { pendingEmail: await findPendingEmail(deps.db, viewer.id) };
}

/**
 * Starts a change of address: the code goes to the new address only, and the old one signs in
 * until the new one is confirmed. An address that has an account is refused in sign-up's words.
 */
export async function requestEmailChange(
  deps: AccountDeps & { viewer: Viewer | null; input: EmailChangeInput; ip: string },
) {
  const viewer = requireSignedIn(deps.viewer);
  const email = deps.input.email;
  if (email === viewer.email) {
    throw new AppError('VALIDATION', {
      userMessage: messages.emailUnchanged,
      fields: { email: messages.emailUnchanged },
    });
  }
  if (await findUserIdByEmail(deps.db, email)) throw emailTaken();
  await sendAccountCode(deps, {
    type: 'email-verification',
    email,
    ip: deps.ip,
    subject: messages.emailChangeCodeSubject,
    paragraphs: (code) => [messages.emailChangeCodeText(code)],
  });
  await savePendingEmail(deps.db, viewer.id, email);
  return { pendingEmail: email, message: messages.emailChangeCodeSent(email) };
}

/** Confirms the new address with its code; from then on it alone signs in. */
export async function verifyEmailChange(
  deps: AccountDeps & { viewer: Viewer | null; code: string; ip: string },
): Promise<AccountChange> {
  const viewer = requireSignedIn(deps.viewer);
  const newEmail = await findPendingEmail(deps.db, viewer.id);
  if (!newEmail) {
    throw new AppError('VALIDATION', {
      userMessage: messages.noEmailChangePending,
      fields: { code: messages.noEmailChangePending },
    });
  }
  const { isAddressTaken } = await consumeAccountCode(deps, {
    type: 'email-verification',
    email: newEmail,
    code: deps.code,
    ip: deps.ip,
  });
  if (isAddressTaken) throw emailTaken();
  try {
    await deps.db.transaction((tx) => applyEmailChange(tx, viewer.id, { oldEmail: viewer.email, newEmail }));
  } catch (error) {
    // Someone signed up with the address between the check and the write.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return changedViewer(deps, viewer.id, messages.emailChanged(newEmail));
}
