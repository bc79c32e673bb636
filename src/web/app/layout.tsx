import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { staticPaths } from '@/shared/routes';
import { useSession } from '@/web/features/auth/api/get-session';
import { SidebarAccount } from '@/web/features/auth/components/sidebar-account';
import { SignInPrompt } from '@/web/features/auth/components/sign-in-prompt';
import { TopBarAccount } from '@/web/features/auth/components/top-bar-account';
import { CompaniesNav } from '@/web/features/companies/components/companies-nav';
import { TopBarBell } from '@/web/features/notifications/components/top-bar-bell';
import { MakeRequestButton } from '@/web/features/request-form/components/make-request-button';
import { YourViewPills } from '@/web/features/requests/components/your-view-pills';
import { Footer } from '@/web/features/shell/components/footer';
import { MobileMenu } from '@/web/features/shell/components/mobile-menu';
import { ModeFlipOverlay } from '@/web/features/shell/components/mode-flip';
import { RocketLayer } from '@/web/features/shell/components/rocket-layer';
import { ShellProvider } from '@/web/features/shell/components/shell-provider';
import { Sidebar } from '@/web/features/shell/components/sidebar';
import { TopBar } from '@/web/features/shell/components/top-bar';
import { FirstVisitDialog } from '@/web/features/welcome/components/first-visit-dialog';
import { useHideWelcomeOnChoice } from '@/web/features/welcome/hooks/use-hide-welcome-on-choice';
import { ModeSwitchProvider, useModeSwitch } from '@/web/lib/mode-switch';
import { ToastHost } from '@/web/lib/toast';
import { useMode } from '@/web/lib/use-mode';
import { RequestFormHost } from './request-form-host';

/**
 * Vent paths are dark with orange accents; everything else light with violet (the default). While
 * a mode flip plays, the page keeps the old theme; the new one comes when the card has turned.
 */
function useThemeFromMode() {
  const mode = useMode();
  const { flip } = useModeSwitch();
  const shown = flip?.phase === 'flipping' ? flip.from : mode;
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', shown === 'vents');
  }, [shown]);
  return shown === 'vents' ? 'dark' : 'light';
}

/** Every route change scrolls the window and the main area to the top. */
function useScrollToTopOnRouteChange(main: React.RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route is the trigger
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    main.current?.scrollTo(0, 0);
  }, [pathname, search, main]);
}

function Shell() {
  const main = useRef<HTMLElement>(null);
  const theme = useThemeFromMode();
  const { user } = useSession();
  // The admin console brings its own sidebar (its four views) in place of the site's.
  const hasSiteSidebar = useLocation().pathname !== staticPaths.admin;
  useScrollToTopOnRouteChange(main);
  useHideWelcomeOnChoice();
  return (
    <>
      <RequestFormHost>
        <div className="flex min-h-dvh bg-background text-foreground">
          {/* The first Tab stop: past the sidebar's and top bar's links straight to the screen. */}
          <a
            href="#main"
            className="sr-only rounded-lg bg-accent px-3 py-2 text-sm font-medium text-accent-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
          >
            Skip to content
          </a>
          {hasSiteSidebar ? (
            <Sidebar
              account={<SidebarAccount />}
              companies={<CompaniesNav />}
              create={<MakeRequestButton className="w-full" />}
            />
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col">
            <TopBar
              hasSidebar={hasSiteSidebar}
              account={<TopBarAccount />}
              actions={user ? <YourViewPills /> : null}
              bell={user ? <TopBarBell /> : null}
              create={<MakeRequestButton size="sm" className="h-9" />}
            />
            {/* At least a screen tall (less the 56 px top bar): the footer starts below the fold, so
                it does not jump down as a screen's content arrives (layout shift). */}
            <main
              ref={main}
              id="main"
              tabIndex={-1}
              className="min-h-[calc(100dvh-3.5rem)] flex-1 outline-none"
            >
              <Outlet />
            </main>
            <Footer />
          </div>
        </div>
        <MobileMenu
          account={<SidebarAccount />}
          companies={<CompaniesNav />}
          yourViews={user ? <YourViewPills variant="list" /> : null}
        />
        <FirstVisitDialog />
      </RequestFormHost>
      <SignInPrompt />
      <ToastHost theme={theme} position="top-center" richColors closeButton />
      <RocketLayer />
      <ModeFlipOverlay />
    </>
  );
}

export function Layout() {
  return (
    <ModeSwitchProvider>
      <ShellProvider>
        <Shell />
      </ShellProvider>
    </ModeSwitchProvider>
  );
}
