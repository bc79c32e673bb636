import type { Viewer } from '../../../shared/contracts/auth';
import {
  defaultEmailModes,
  type EmailMode,
  emailMode,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsInput,
  notificationKinds,
} from '../../../shared/contracts/notifications';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { requireSignedIn } from '../auth/viewer.service';
import { selectSettings, upsertSettings } from './notifications.queries';
import { enforceNotificationLimit } from './notifications.service';

type StoredSettings = Awaited<ReturnType<typeof selectSettings>>;

/** Each kind's e-mail: the person's choice where they made one, else the kind's default. */
export function emailModesOf(
  stored: Record<string, string> | undefined,
): Record<NotificationKind, EmailMode> {
  const modes = { ...defaultEmailModes };
  for (const kind of notificationKinds) {
    const chosen = emailMode.safeParse(stored?.[kind]);
    if (chosen.success) modes[kind] = chosen.data;
  }
  return modes;
}

const isApprovedMember = (viewer: Viewer) => viewer.membership?.status === 'approved';

function settingsOf(stored: StoredSettings, viewer: Viewer): NotificationSettings {
  return {
    email: emailModesOf(stored?.email),
    followOwnPosts: stored?.followOwnPosts ?? true,
    followVoted: stored?.followVoted ?? true,
    followBuilt: stored?.followBuilt ?? true,
    companyDigest: isApprovedMember(viewer) ? (stored?.companyDigest === 'daily' ? 'daily' : 'off') : null,
  };
}

export async function getNotificationSettings(deps: { db: Db; viewer: Viewer | null }) {
  const viewer = requireSignedIn(deps.viewer);
  return settingsOf(await selectSettings(deps.db, viewer.id), viewer);
}

/**
 * Changes some of the person's choices, keeping the rest. The company digest is for approved
 * members of a company only (403 for anyone else, who has no company to hear about).
 */
export async function updateNotificationSettings(deps: {
  db: Db;
  clock: () => Date;
  viewer: Viewer | null;
  input: NotificationSettingsInput;
}): Promise<NotificationSettings> {
  const viewer = requireSignedIn(deps.viewer);
  if (deps.input.companyDigest !== undefined && !isApprovedMember(viewer)) {
    throw new AppError('FORBIDDEN', {
      userMessage: messages.companyDigestMembersOnly,
      fields: { companyDigest: messages.companyDigestMembersOnly },
    });
  }
  await enforceNotificationLimit(deps.db, 'settings', viewer.id, deps.clock());
  await upsertSettings(deps.db, viewer.id, deps.input);
  return settingsOf(await selectSettings(deps.db, viewer.id), viewer);
}
