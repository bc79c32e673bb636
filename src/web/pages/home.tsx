import { ArrowDown } from 'lucide-react';
import { Navigate } from 'react-router';
import { homeFor } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { buttonVariants } from '@/web/components/ui/button';
import { useSession } from '@/web/features/auth/api/get-session';
import { modeCopy } from '@/web/lib/mode-copy';
import { useMode } from '@/web/lib/use-mode';
import { BoardList } from './board-list';

/** 'Get Started' (mobile: 'Dive in!') takes the visitor down to the search box of the list. */
function goToBoard(event: React.MouseEvent) {
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById('board')?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
  document.getElementById('board-search')?.focus({ preventScroll: true });
}

/** The home list (/ and /vent): the welcome copy of consumer-side.md §1, then the board. */
export function HomePage() {
  const copy = modeCopy[useMode()];
  const { user } = useSession();
  // Signed-in admins go to /admin, approved company members to /company-dashboard (§2).
  const home = homeFor(user);
  if (home) return <Navigate to={home} replace />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <section className="flex flex-col gap-4 rounded-xl border border-border bg-accent-soft px-5 py-5 sm:flex-row sm:items-end sm:justify-between sm:px-7 sm:py-6">
        <div className="flex flex-col gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight text-balance">{copy.welcomeTitle}</h1>
          <p className="font-medium text-accent-text sm:text-lg">{copy.tagline}</p>
          <p className="text-sm text-muted-foreground sm:text-base">{messages.companiesHearYouAndAct}</p>
        </div>
        {/* biome-ignore lint/a11y/useValidAnchor: a real in-page link; the handler only adds smooth scrolling and focus */}
        <a
          href="#board"
          onClick={goToBoard}
          className={buttonVariants({ className: 'shrink-0 self-start sm:self-auto' })}
        >
          <span className="md:hidden">{messages.diveInMobile}</span>
          <span className="hidden md:inline">{messages.getStarted}</span>
          <ArrowDown className="size-4" aria-hidden />
        </a>
      </section>
      <BoardList />
    </div>
  );
}
