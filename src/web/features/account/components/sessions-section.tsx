import { Laptop, LogOut, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react';
import type { AccountSession } from '@/shared/contracts/account';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { formatDateTime, formatShortDate } from '@/web/lib/format-date';
import { useAccountSessions, useEndSession } from '../api/sessions';
import { AccountSection } from './account-section';

const deviceIcons = { desktop: Laptop, mobile: Smartphone, tablet: Tablet, other: MonitorSmartphone };

function SessionRow({
  session,
  onEnd,
  isEnding,
}: {
  session: AccountSession;
  onEnd: () => void;
  isEnding: boolean;
}) {
  const Icon = deviceIcons[session.device];
  const name = [session.browser ?? messages.unknownBrowser, session.os].filter(Boolean).join(' on ');
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-panel text-muted-foreground">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium">
          <span className="truncate">{name}</span>
          {session.isCurrent ? (
            <span className="rounded-full bg-accent/10 px-2 py-0.5 text-xs font-medium text-accent">
              {messages.thisDevice}
            </span>
          ) : null}
        </p>
        <p className="truncate text-xs text-muted-foreground" title={formatDateTime(session.lastSeenAt)}>
          {[
            session.ipAddress,
            messages.signedInAt(formatShortDate(session.signedInAt)),
            messages.lastSeenAt(formatShortDate(session.lastSeenAt)),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {session.isCurrent ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onEnd}
          disabled={isEnding}
          aria-label={`${messages.signOutSession}: ${name}`}
        >
          {messages.signOutSession}
        </Button>
      )}
    </li>
  );
}

/** Where the person is signed in, each session with its own sign-out, and 'Log out of all devices'. */
export function SessionsSection({ onSignOutEverywhere }: { onSignOutEverywhere: () => void }) {
  const { data, isPending } = useAccountSessions();
  const end = useEndSession();
  return (
    <AccountSection id="sessions" title={messages.sessionsSection} hint={messages.sessionsSectionHint}>
      {isPending ? (
        <div className="h-16 animate-pulse rounded-lg bg-panel" role="status" aria-label="Loading" />
      ) : (
        <ul className="divide-y divide-border" aria-label={messages.sessionsSection}>
          {(data?.sessions ?? []).map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              isEnding={end.isPending && end.variables === session.id}
              onEnd={() => end.mutate(session.id)}
            />
          ))}
        </ul>
      )}
      <div>
        <Button variant="outline" onClick={onSignOutEverywhere}>
          <LogOut className="size-4" aria-hidden />
          {messages.logOutOfAllDevices}
        </Button>
      </div>
    </AccountSection>
  );
}
