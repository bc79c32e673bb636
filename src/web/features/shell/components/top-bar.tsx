import { Menu, PanelLeft, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { staticPaths } from '@/shared/routes';
import { cn } from '@/web/lib/cn';
import { useMode } from '@/web/lib/use-mode';
import { useShell } from '../hooks/shell-context';
import { useOpenListSearch } from '../hooks/use-open-list-search';
import { menuId } from './mobile-menu';
import { ModeToggle } from './mode-toggle';
import { SectionTabs } from './section-tabs';
import { sidebarId } from './sidebar';

const iconButtonClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors duration-150 hover:bg-panel hover:text-foreground';

const shortcut = () => (/Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘B' : 'Ctrl+B');

function Logo({ className }: { className?: string }) {
  const home = useMode() === 'vents' ? staticPaths.vent : staticPaths.home;
  return (
    <NavLink to={home} className={cn('text-xl font-bold tracking-tight text-accent-text', className)}>
      ilii
    </NavLink>
  );
}

/**
 * Below 768 px: the menu toggle, the centre `create` button and the search toggle, with the compact
 * `account` control. From 768 px: the sidebar toggle (when the page has the site's sidebar), the
 * section tabs, the signed-in `actions` (Your Requests / Votes / Builds) and the corner mode
 * toggle; with the sidebar shut, its logo and `create` button move up here.
 */
export function TopBar({
  account,
  actions,
  create,
  bell,
  hasSidebar = true,
}: {
  account?: ReactNode;
  actions?: ReactNode;
  create?: ReactNode;
  /** The signed-in person's notification bell, beside the account on phones and the mode toggle from 768 px. */
  bell?: ReactNode;
  hasSidebar?: boolean;
}) {
  const { isSidebarOpen, isMenuOpen, toggleNavigation } = useShell();
  const openSearch = useOpenListSearch();
  return (
    <header className="sticky top-0 z-10 h-14 border-b border-border bg-background/90 backdrop-blur">
      <div className="grid h-full grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 md:hidden">
        <div className="flex min-w-0 items-center gap-1">
          <button
            type="button"
            className={iconButtonClass}
            onClick={toggleNavigation}
            aria-label="Menu"
            aria-expanded={isMenuOpen}
            aria-controls={isMenuOpen ? menuId : undefined}
          >
            <Menu className="size-5" aria-hidden />
          </button>
          <Logo className="max-[359px]:hidden" />
        </div>
        <div className="flex justify-center">{create}</div>
        <div className="flex items-center justify-end gap-1">
          <button type="button" className={iconButtonClass} onClick={openSearch} aria-label="Search">
            <Search className="size-5" aria-hidden />
          </button>
          {bell}
          {account}
        </div>
      </div>

      <div className="hidden h-full items-center gap-1.5 px-2 md:flex lg:gap-2 lg:px-4">
        {hasSidebar ? (
          <button
            type="button"
            className={iconButtonClass}
            onClick={toggleNavigation}
            aria-label="Sidebar"
            aria-expanded={isSidebarOpen}
            aria-controls={sidebarId}
            title={`${isSidebarOpen ? 'Hide' : 'Show'} the sidebar (${shortcut()})`}
          >
            <PanelLeft className="size-5" aria-hidden />
          </button>
        ) : null}
        {hasSidebar && !isSidebarOpen ? <Logo className="mr-2" /> : null}
        <SectionTabs />
        <div className="ml-auto flex shrink-0 items-center gap-1.5 lg:gap-2">
          {actions}
          {hasSidebar && !isSidebarOpen ? create : null}
          {bell}
          <ModeToggle />
        </div>
      </div>
    </header>
  );
}
