import { Clock, Rocket, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { cn } from '@/web/lib/cn';
import { useMode } from '@/web/lib/use-mode';
import { useShell } from '../hooks/shell-context';

const legalLinks = [
  { to: staticPaths.about, label: 'About' },
  { to: staticPaths.terms, label: 'Terms of Use' },
  { to: staticPaths.privacy, label: 'Privacy Policy' },
  { to: staticPaths.communityPolicy, label: messages.communityPolicy },
  { to: staticPaths.cookiePolicy, label: 'Cookie Policy' },
];

export const sidebarItemClass =
  'flex items-center gap-2 rounded-lg px-3 py-2 text-sm transition-colors duration-150 hover:bg-background';
export const sidebarHeadingClass = 'px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground';

export interface SidebarSlots {
  /** The sign-in / signed-in block. */
  account?: ReactNode;
  /** The catalog of companies and products. */
  companies?: ReactNode;
  /** Your Requests / Votes / Builds, after the views (the mobile menu, signed in). */
  yourViews?: ReactNode;
}

/** The Views: Latest, Trending and Launched, whose link sends a rocket off when chosen. */
function ViewLinks() {
  const base = useMode() === 'vents' ? '/vent' : '/';
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { rocket, launchRocket } = useShell();
  const activeView = pathname === base ? searchParams.get('view') : null;
  const views = [
    { view: 'latest-requests', label: messages.latest, Icon: Clock },
    { view: 'top-requests', label: messages.trending, Icon: TrendingUp },
    { view: 'launched', label: messages.launched, Icon: Rocket },
  ];
  return (
    <nav aria-label="Views" className="flex flex-col gap-1">
      <h2 className={sidebarHeadingClass}>Views</h2>
      {views.map(({ view, label, Icon }) => {
        const isLaunched = view === 'launched';
        return (
          <Link
            key={view}
            to={`${base}?view=${view}`}
            aria-current={activeView === view ? 'page' : undefined}
            onClick={(event) => {
              const icon = event.currentTarget.querySelector('svg');
              if (isLaunched && icon) launchRocket(icon.getBoundingClientRect());
            }}
            className={cn(
              sidebarItemClass,
              activeView === view && 'bg-accent-soft font-semibold text-accent-text',
            )}
          >
            <Icon
              className={cn(
                'size-4 transition-opacity duration-200',
                isLaunched && rocket && 'opacity-0 duration-0',
              )}
              aria-hidden
            />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}

/** What the desktop sidebar and the mobile menu both hold: views, companies, legal, account. */
export function SidebarContent({ account, companies, yourViews }: SidebarSlots) {
  return (
    <>
      <ViewLinks />
      {yourViews}
      {companies}
      <nav aria-label="Legal" className="mt-auto flex flex-col gap-1">
        <h2 className={sidebarHeadingClass}>Legal</h2>
        {legalLinks.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            className={({ isActive }) =>
              cn(sidebarItemClass, 'py-1.5', isActive && 'font-semibold text-accent-text')
            }
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      {account}
    </>
  );
}
