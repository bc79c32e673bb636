import { Clock, Rocket, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { cn } from '@/web/lib/cn';
import { useMode } from '@/web/lib/use-mode';

const legalLinks = [
  { to: staticPaths.about, label: 'About' },
  { to: staticPaths.terms, label: 'Terms of Use' },
  { to: staticPaths.privacy, label: 'Privacy Policy' },
  { to: staticPaths.communityPolicy, label: messages.communityPolicy },
  { to: staticPaths.cookiePolicy, label: 'Cookie Policy' },
];

const itemClass = 'flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-background';

/**
 * `account` (the sign-in / signed-in block), `companies` (the catalog) and `create` (the 'Make a
 * Request' button) are composed in by the app, since features don't import each other.
 */
export function Sidebar({
  account,
  companies,
  create,
}: {
  account?: ReactNode;
  companies?: ReactNode;
  create?: ReactNode;
}) {
  const base = useMode() === 'vents' ? '/vent' : '/';
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const activeView = pathname === base ? searchParams.get('view') : null;
  const views = [
    { view: 'latest-requests', label: messages.latest, Icon: Clock },
    { view: 'top-requests', label: messages.trending, Icon: TrendingUp },
    { view: 'launched', label: messages.launched, Icon: Rocket },
  ];
  return (
    <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 overflow-y-auto *:shrink-0 border-r border-border bg-panel p-4 md:flex">
      <NavLink to={base} className="px-3 text-2xl font-bold tracking-tight text-accent-text">
        ilii
      </NavLink>
      {create}
      <nav aria-label="Views" className="flex flex-col gap-1">
        <h2 className="px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Views</h2>
        {views.map(({ view, label, Icon }) => (
          <Link
            key={view}
            to={`${base}?view=${view}`}
            aria-current={activeView === view ? 'page' : undefined}
            className={cn(itemClass, activeView === view && 'bg-accent-soft font-semibold text-accent-text')}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </Link>
        ))}
      </nav>
      {companies}
      <nav aria-label="Legal" className="mt-auto flex flex-col gap-1">
        <h2 className="px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Legal</h2>
        {legalLinks.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            className={({ isActive }) =>
              cn(itemClass, 'py-1.5', isActive && 'font-semibold text-accent-text')
            }
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      {account}
    </aside>
  );
}
