import { ArrowDown, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { timings } from '@/shared/constants';
import { messages } from '@/shared/messages';
import { buttonVariants } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { modeCopy } from '@/web/lib/mode-copy';
import { prefersReducedMotion } from '@/web/lib/reduced-motion';
import { useMode } from '@/web/lib/use-mode';
import { markSeen, useSeenFlag } from '../hooks/use-seen-flag';

/** 'Get Started' (mobile: 'Dive in!') takes the visitor down to the search box of the list. */
function goToBoard(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('board')?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  document.getElementById('board-search')?.focus({ preventScroll: true });
}

/**
 * The home list's welcome: until it is closed, or a company or a tab is
 * chosen, then it folds away in 0.8 s and stays away (hasSeenWelcomeBanner). The page keeps its
 * heading for screen readers once the banner is gone.
 */
export function WelcomeBanner() {
  const copy = modeCopy[useMode()];
  const isSeen = useSeenFlag('hasSeenWelcomeBanner');
  const [isGone, setGone] = useState(isSeen);

  useEffect(() => {
    if (!isSeen) return;
    const timer = window.setTimeout(() => setGone(true), prefersReducedMotion() ? 0 : timings.welcomeFoldMs);
    return () => window.clearTimeout(timer);
  }, [isSeen]);

  if (isGone) return <h1 className="sr-only">{copy.welcomeTitle}</h1>;
  return (
    <div
      inert={isSeen}
      className={cn(
        'grid transition-[grid-template-rows,opacity,transform] duration-800 ease-in-out',
        isSeen ? 'grid-rows-[0fr] -translate-y-2 opacity-0' : 'grid-rows-[1fr]',
      )}
    >
      <div className="min-h-0 overflow-hidden">
        <section
          aria-labelledby="welcome-title"
          className="relative mb-6 flex flex-col gap-4 rounded-xl border border-border bg-accent-soft px-5 py-5 sm:flex-row sm:items-end sm:justify-between sm:px-7 sm:py-6"
        >
          <div className="flex flex-col gap-1.5 pr-8 sm:pr-0">
            <h1 id="welcome-title" className="text-2xl font-semibold tracking-tight text-balance">
              {copy.welcomeTitle}
            </h1>
            <p className="font-medium text-accent-text sm:text-lg">{copy.tagline}</p>
            <p className="text-sm text-muted-foreground sm:text-base">{messages.welcomeBannerText}</p>
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
          <button
            type="button"
            onClick={() => markSeen('hasSeenWelcomeBanner')}
            aria-label="Dismiss the welcome"
            title="Dismiss"
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-lg text-muted-foreground transition-colors duration-150 hover:bg-background/70 hover:text-foreground"
          >
            <X className="size-4" aria-hidden />
          </button>
        </section>
      </div>
    </div>
  );
}
