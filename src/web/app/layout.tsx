import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { staticPaths } from '@/shared/routes';
import { useSession } from '@/web/features/auth/api/get-session';
import { SidebarAccount } from '@/web/features/auth/components/sidebar-account';
import { SignInPromptProvider } from '@/web/features/auth/components/sign-in-prompt';
import { TopBarAccount } from '@/web/features/auth/components/top-bar-account';
import { CompaniesNav } from '@/web/features/companies/components/companies-nav';
import { CompanyCombobox } from '@/web/features/companies/components/company-combobox';
import { MakeRequestButton } from '@/web/features/request-form/components/make-request-button';
import { YourViewPills } from '@/web/features/requests/components/your-view-pills';
import { Footer } from '@/web/features/shell/components/footer';
import { Sidebar } from '@/web/features/shell/components/sidebar';
import { TopBar } from '@/web/features/shell/components/top-bar';
import { useMode } from '@/web/lib/use-mode';
import { RequestFormHost } from './request-form-host';

/** Vent paths are dark with orange accents; everything else light with violet (the default). */
function useThemeFromMode() {
  const mode = useMode();
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', mode === 'vents');
  }, [mode]);
  return mode === 'vents' ? 'dark' : 'light';
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

export function Layout() {
  const main = useRef<HTMLElement>(null);
  const theme = useThemeFromMode();
  const { user } = useSession();
  // The admin console brings its own sidebar (its four views) in place of the site's.
  const hasSiteSidebar = useLocation().pathname !== staticPaths.admin;
  useScrollToTopOnRouteChange(main);
  return (
    <SignInPromptProvider companyPicker={CompanyCombobox}>
      <RequestFormHost>
        <div className="flex min-h-dvh bg-background text-foreground">
          {hasSiteSidebar ? (
            <Sidebar
              account={<SidebarAccount />}
              companies={<CompaniesNav />}
              create={<MakeRequestButton className="w-full" />}
            />
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col">
            <TopBar account={<TopBarAccount />} actions={user ? <YourViewPills /> : null} />
            <main ref={main} id="main" className="flex-1">
              <Outlet />
            </main>
            <Footer />
          </div>
        </div>
      </RequestFormHost>
      <Toaster theme={theme} position="top-center" richColors closeButton />
    </SignInPromptProvider>
  );
}
