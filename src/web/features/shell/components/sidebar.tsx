import type { ReactNode } from 'react';
import { useRef } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/web/lib/cn';
import { useMode } from '@/web/lib/use-mode';
import { useShell } from '../hooks/shell-context';
import { useRememberedScroll } from '../hooks/use-remembered-scroll';
import { SidebarContent, type SidebarSlots } from './sidebar-content';

export const sidebarId = 'sidebar';

/**
 * The desktop sidebar (768 px and up): open or closed as its cookie says, toggled by the top
 * bar's button or Ctrl/Cmd+B; it slides shut to nothing and keeps its scroll for the session.
 * `create` (the 'Make a Request' button) and the slots are composed in by the app, since features
 * don't import each other.
 */
export function Sidebar({ create, ...slots }: SidebarSlots & { create?: ReactNode }) {
  const { isSidebarOpen } = useShell();
  const base = useMode() === 'vents' ? '/vent' : '/';
  const scroller = useRef<HTMLElement>(null);
  useRememberedScroll(scroller, 'sidebar_scroll');
  return (
    <div
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 overflow-clip bg-panel transition-[width] duration-200 ease-out md:block',
        isSidebarOpen ? 'w-64' : 'w-0',
      )}
    >
      <aside
        ref={scroller}
        id={sidebarId}
        className={cn(
          'h-full w-64 overflow-y-auto border-r border-border transition-[visibility] duration-200',
          !isSidebarOpen && 'invisible',
        )}
      >
        <div className="flex min-h-full flex-col gap-6 p-4 *:shrink-0">
          <NavLink to={base} className="px-3 text-2xl font-bold tracking-tight text-accent-text">
            ilii
          </NavLink>
          {create}
          <SidebarContent {...slots} />
        </div>
      </aside>
    </div>
  );
}
