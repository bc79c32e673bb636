import { Link, Navigate } from 'react-router';
import { homeFor } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { buttonVariants } from '@/web/components/ui/button';
import { useSession } from '@/web/features/auth/api/get-session';
import { useMode } from '@/web/lib/use-mode';

/** The home list (/ and /vent): the welcome copy of consumer-side.md §1; the list comes next. */
export function HomePage() {
  const isVent = useMode() === 'vents';
  const { user } = useSession();
  // Signed-in admins go to /admin, approved company members to /company-dashboard (§2).
  const home = homeFor(user);
  if (home) return <Navigate to={home} replace />;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <div className="flex flex-col gap-2 rounded-xl border border-border bg-accent-soft p-6">
        <h1 className="text-2xl font-semibold tracking-tight">
          {isVent ? 'Something bugging you? Let it out.' : messages.wishAProductWereBetter}
        </h1>
        <p className="text-lg font-medium text-accent-text">{messages.makeARequestVoteBuild}</p>
        <p className="text-muted-foreground">{messages.companiesHearYouAndAct}</p>
        <div>
          <Link to="/create-request" className={buttonVariants({ className: 'mt-2' })}>
            {messages.getStarted}
          </Link>
        </div>
      </div>
      <p className="text-muted-foreground">
        {isVent ? 'The vent board' : 'The request board'} is coming soon: lists, search and voting.
      </p>
    </section>
  );
}
