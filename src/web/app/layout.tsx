import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { useSession } from '@/web/features/auth/api/get-session';
import { SidebarAccount } from '@/web/features/auth/components/sidebar-account';
import { SignInPromptProvider } from '@/web/features/auth/components/sign-in-prompt';
import { TopBarAccount } from '@/web/features/auth/components/top-bar-account';
import { CompaniesNav } from '@/web/features/companies/components/companies-nav';
import { CompanyCombobox } from '@/web/features/companies/components/company-combobox';
import { YourViewPills } from '@/web/features/requests/components/your-view-pills';
import { Footer } from '@/web/features/shell/components/footer';
import { Sidebar } from '@/web/features/shell/components/sidebar';
import { TopBar } from '@/web/features/shell/components/top-bar';
import { useMode } from '@/web/lib/use-mode';

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
  useScrollToTopOnRouteChange(main);
  return (
    <SignInPromptProvider companyPicker={CompanyCombobox}>
      <div className="flex min-h-dvh bg-background text-foreground">
        <Sidebar account={<SidebarAccount />} companies={<CompaniesNav />} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar account={<TopBarAccount />} actions={user ? <YourViewPills /> : null} />
          <main ref={main} id="main" className="flex-1">
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      <Toaster theme={theme} position="top-center" richColors closeButton />
    </SignInPromptProvider>
  );
}
