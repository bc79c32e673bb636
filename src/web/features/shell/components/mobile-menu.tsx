import { useRef } from 'react';
import { NavLink } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/web/components/ui/sheet';
import { useMode } from '@/web/lib/use-mode';
import { useShell } from '../hooks/shell-context';
import { useRememberedScroll } from '../hooks/use-remembered-scroll';
import { ModeToggle } from './mode-toggle';
import { SectionTabs } from './section-tabs';
import { SidebarContent, type SidebarSlots } from './sidebar-content';

export const menuId = 'mobile-menu';

function MenuBody(slots: SidebarSlots) {
  const base = useMode() === 'vents' ? '/vent' : '/';
  const scroller = useRef<HTMLDivElement>(null);
  useRememberedScroll(scroller, 'menu_scroll');
  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
      <div className="flex min-h-full flex-col gap-6 p-4 *:shrink-0">
        <div className="flex h-9 items-center pr-10">
          <NavLink to={base} className="px-3 text-2xl font-bold tracking-tight text-accent-text">
            ilii
          </NavLink>
        </div>
        <ModeToggle variant="menu" />
        <SectionTabs variant="menu" className="-mx-1 flex-wrap" />
        <SidebarContent {...slots} />
      </div>
    </div>
  );
}

/**
 * Below 768 px the sidebar is this menu: a sheet from the left with the mode switch, the sections,
 * the views (and, signed in, Your Requests / Votes / Builds), the companies, legal and the account.
 * Following a link closes it (the shell provider watches the route); so does any button of the
 * account block, which opens the sign-in dialog or signs out.
 */
export function MobileMenu({ account, ...slots }: SidebarSlots) {
  const { isMenuOpen, setMenuOpen } = useShell();
  return (
    <Sheet open={isMenuOpen} onOpenChange={setMenuOpen}>
      <SheetContent id={menuId} className="md:hidden">
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">
          Views, companies, legal pages and your account
        </SheetDescription>
        <MenuBody
          {...slots}
          account={
            account ? (
              // biome-ignore lint/a11y/noStaticElementInteractions: closes the menu after the block's own buttons did their work
              // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside handle the keyboard themselves
              <div
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest('button, a')) setMenuOpen(false);
                }}
              >
                {account}
              </div>
            ) : null
          }
        />
      </SheetContent>
    </Sheet>
  );
}
