import { Clock, LayoutDashboard, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { Viewer } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { useSignOut } from '../api/sign-out';
import type { CompanyPicker } from './company-fields';
import { SignedInApplication } from './signed-in-application';

/**
 * /companies for someone already signed in: where their application stands, or the application
 * with their own account (also after a rejection: they may apply again).
 */
export function MembershipStatus({ user, companyPicker }: { user: Viewer; companyPicker: CompanyPicker }) {
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
  if (membership?.status === 'pending') {
    return (
      <Panel Icon={Clock} title={`Your application for ${membership.company.name} is pending`}>
        <p className="text-sm text-muted-foreground">
          An admin is reviewing it. You'll be notified once it's reviewed.
        </p>
      </Panel>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {membership ? (
        <Panel Icon={XCircle} title={`Your application for ${membership.company.name} is rejected`}>
          <p className="text-sm text-muted-foreground">
            An admin reviewed it and could not approve it. You can apply again below.
          </p>
        </Panel>
      ) : null}
      <h2 className="text-xl font-semibold tracking-tight">{messages.companyAccountApplication}</h2>
      <SignedInApplication user={user} companyPicker={companyPicker} />
      <OtherAccount />
    </div>
  );
}

/** Applying with another e-mail (a company address) needs a new account: log out first. */
function OtherAccount() {
  const signOut = useSignOut();
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-sm text-muted-foreground">
      Applying with another e-mail address?
      <Button
        variant="ghost"
        className="h-auto px-1 py-0 text-accent-text underline-offset-4 hover:underline"
        onClick={() => signOut.mutate(undefined)}
      >
        {messages.logOut}
      </Button>
      first.
    </p>
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
