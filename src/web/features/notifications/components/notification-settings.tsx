import { type NotificationKind, notificationKinds } from '@/shared/contracts/notifications';
import { messages } from '@/shared/messages';
import { Checkbox } from '@/web/components/ui/checkbox';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notifications';
import { EmailModeChoice } from './email-mode-choice';

/** Each kind of notification, in the words of the settings. */
const kindLabels: Record<NotificationKind, { title: string; hint: string }> = {
  status: {
    title: 'Status changes',
    hint: 'A company marks something you follow as seen, planned or launched.',
  },
  comment: { title: 'Company comments', hint: 'A company answers on something you follow.' },
  builds: { title: 'New builds', hint: 'People add their thoughts, grouped per request.' },
  merged: { title: 'Merges', hint: 'Something you follow is merged into another request.' },
  removed: { title: 'Removals', hint: 'A moderator removes something you follow.' },
};

const followChoices = [
  { key: 'followOwnPosts', label: 'Follow what I post' },
  { key: 'followVoted', label: 'Follow what I vote on' },
  { key: 'followBuilt', label: 'Follow what I build on' },
] as const;

/**
 * The Notifications section of /account: e-mail per kind (instant, daily digest or off; the inbox
 * always has them), what is followed automatically, and a company member's daily digest. Each
 * change is saved at once.
 */
export function NotificationSettingsSection() {
  const { data: settings, isPending } = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  if (isPending || !settings) {
    return <div className="h-64 animate-pulse rounded-xl bg-panel" role="status" aria-label="Loading" />;
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">{messages.emailMeAbout}</h3>
        <p className="text-sm text-muted-foreground">{messages.inboxAlwaysHasThem}</p>
        <ul className="mt-2 flex flex-col divide-y divide-border rounded-xl border border-border">
          {notificationKinds.map((kind) => (
            <li
              key={kind}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium">{kindLabels[kind].title}</p>
                <p className="text-xs text-muted-foreground">{kindLabels[kind].hint}</p>
              </div>
              <EmailModeChoice
                label={`E-mail for ${kindLabels[kind].title.toLowerCase()}`}
                value={settings.email[kind]}
                onChange={(mode) => update.mutate({ email: { [kind]: mode } })}
              />
            </li>
          ))}
          {settings.companyDigest === null ? null : (
            <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="text-sm font-medium">{messages.companyDigestTitle}</p>
                <p className="text-xs text-muted-foreground">{messages.companyDigestHint}</p>
              </div>
              <EmailModeChoice
                label={messages.companyDigestTitle}
                modes={['daily', 'off']}
                value={settings.companyDigest}
                onChange={(mode) => update.mutate({ companyDigest: mode === 'daily' ? 'daily' : 'off' })}
              />
            </li>
          )}
        </ul>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">{messages.followAutomatically}</legend>
        {followChoices.map(({ key, label }) => (
          <div key={key} className="flex items-center gap-3">
            <Checkbox
              id={`notify-${key}`}
              checked={settings[key]}
              onCheckedChange={(checked) => update.mutate({ [key]: checked === true })}
            />
            <label htmlFor={`notify-${key}`} className="cursor-pointer text-sm">
              {label}
            </label>
          </div>
        ))}
        <p className="text-xs text-muted-foreground">{messages.followAutomaticallyHint}</p>
      </fieldset>
    </div>
  );
}
