import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { staticPaths } from '@/shared/routes';
import { cn } from '@/web/lib/cn';
import { useMode } from '@/web/lib/use-mode';
import { ModeToggle } from './mode-toggle';

/**
 * `account` is the compact sign-in / account control shown below the sidebar breakpoint;
 * `actions` (the signed-in Your Requests / Votes / Builds pills) sit before the mode toggle.
 */
export function TopBar({ account, actions }: { account?: ReactNode; actions?: ReactNode }) {
  const home = useMode() === 'vents' ? staticPaths.vent : staticPaths.home;
  const tabs = [
    { to: home, label: 'Consumers', end: true },
    { to: staticPaths.companies, label: 'Companies', end: false },
    // Below 390 px the account control needs the room; About stays in the footer.
    { to: staticPaths.about, label: 'About', end: false, className: 'hidden min-[390px]:block' },
  ];
  return (
    <header className="sticky top-0 z-10 flex h-14 items-center gap-1 border-b border-border bg-background/90 px-3 backdrop-blur sm:px-4">
      <NavLink to={home} className="mr-1 text-xl font-bold tracking-tight text-accent-text md:hidden">
        ilii
      </NavLink>
      <nav aria-label="Sections" className="flex items-center gap-1">
        {tabs.map((tab) => (
          <NavLink
            key={tab.label}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              cn(
                'whitespace-nowrap rounded-lg px-1.5 py-1.5 text-sm font-medium text-muted-foreground hover:text-foreground min-[400px]:px-2 sm:px-3',
                isActive && 'bg-accent-soft text-accent-text',
                tab.className,
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
        {actions}
        <ModeToggle />
        {account ? <div className="md:hidden">{account}</div> : null}
      </div>
    </header>
  );
}
