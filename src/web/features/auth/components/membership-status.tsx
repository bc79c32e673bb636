import { Clock, LayoutDashboard, LogOut, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { Viewer } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { useSignOut } from '../api/sign-out';
import { viewerName } from './viewer-avatar';

/** /companies for someone already signed in: where their application stands, or how to apply. */
export function MembershipStatus({ user }: { user: Viewer }) {
  const signOut = useSignOut();
  const membership = user.membership;
  if (membership?.status === 'approved') {
    return (
      <Panel Icon={LayoutDashboard} title={`You represent ${membership.company.name}`}>
        <Link to={staticPaths.companyDashboard} className={buttonVariants({ className: 'self-start' })}>
          Open the company dashboard
        </Link>
      </Panel>
    );
  }
  if (membership) {
    const isPending = membership.status === 'pending';
    return (
      <Panel
        Icon={isPending ? Clock : XCircle}
        title={`Your application for ${membership.company.name} is ${membership.status}`}
      >
        <p className="text-sm text-muted-foreground">
          {isPending
            ? "An admin is reviewing it. You'll be notified once it's reviewed."
            : 'An admin reviewed it and could not approve it.'}
        </p>
      </Panel>
    );
  }
  return (
    <Panel Icon={LogOut} title={`You're signed in as ${viewerName(user)}`}>
      <p className="text-sm text-muted-foreground">
        A company application creates a new account with your company e-mail. Log out first, then fill in the
        form.
      </p>
      <Button variant="outline" className="self-start" onClick={() => signOut.mutate()}>
        {messages.logOut}
      </Button>
    </Panel>
  );
}

function Panel({ Icon, title, children }: { Icon: typeof Clock; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden />
      <div className="flex min-w-0 flex-col gap-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        {children}
      </div>
    </div>
  );
}
