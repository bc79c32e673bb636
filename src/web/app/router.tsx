import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { parsePath, staticPaths } from '@/shared/routes';
import { PageSkeleton } from '@/web/components/page-skeleton';
import { requestByPathQuery } from '@/web/features/requests/api/get-request-by-path';
import { BoardPage } from '@/web/pages/board';
import { HomePage } from '@/web/pages/home';
import { NotFoundPage } from '@/web/pages/not-found';
import { Layout } from './layout';

/**
 * A route whose screen loads on first visit (its own chunk): the board ('/', company and product
 * lists) and the 404 page come with the first load, every other screen when it is opened. Opened
 * directly, such a screen shows the shell with a skeleton (its route's HydrateFallback) while its
 * chunk arrives, rather than a blank page.
 */
function page<Name extends string>(load: () => Promise<Record<Name, React.ComponentType>>, name: Name) {
  return async () => ({ Component: (await load())[name] });
}

/**
 * The detail's screen, loaded on first visit. Opened directly, its card is asked for at once, while
 * the screen's chunk is still on its way (the page's own query then finds it in flight): one round
 * trip less before the title shows. Reached from a list, the location is still the list's here and
 * the page asks itself, with the list's card shown meanwhile.
 */
function detailPage(queryClient: QueryClient) {
  const load = page(() => import('@/web/pages/request-detail'), 'RequestDetailPage');
  return () => {
    const parsed = parsePath(window.location.pathname);
    if (parsed.kind === 'detail') {
      const path = { company: parsed.companySlug, product: parsed.productSlug, slug: parsed.itemSlug };
      void queryClient.prefetchQuery(requestByPathQuery(parsed.mode, path));
    }
    return load();
  };
}

/** The screens' routes (docs/product.md#paths); BoardPage checks list slugs, the detail asks for its item. */
export const createRouter = (queryClient: QueryClient) =>
  createBrowserRouter([
    {
      element: <Layout />,
      children: [
        { path: staticPaths.home, element: <HomePage /> },
        { path: staticPaths.vent, element: <HomePage /> },
        {
          path: staticPaths.createRequest,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/create-request'), 'CreateRequestPage'),
        },
        {
          path: staticPaths.auth,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/auth'), 'AuthPage'),
        },
        {
          path: staticPaths.about,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/about'), 'AboutPage'),
        },
        {
          path: staticPaths.terms,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/terms'), 'TermsPage'),
        },
        {
          path: staticPaths.privacy,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/privacy'), 'PrivacyPage'),
        },
        {
          path: staticPaths.communityPolicy,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/community-policy'), 'CommunityPolicyPage'),
        },
        {
          path: staticPaths.cookiePolicy,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/cookie-policy'), 'CookiePolicyPage'),
        },
        {
          path: staticPaths.companies,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/companies'), 'CompaniesPage'),
        },
        {
          path: staticPaths.admin,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/admin'), 'AdminPage'),
        },
        {
          path: staticPaths.account,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/account'), 'AccountPage'),
        },
        {
          path: staticPaths.companyDashboard,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/company-dashboard'), 'CompanyDashboardPage'),
        },
        {
          path: staticPaths.notifications,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/notifications'), 'NotificationsPage'),
        },
        {
          path: staticPaths.unsubscribe,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/unsubscribe'), 'UnsubscribePage'),
        },
        ...['/changelog', '/vent/changelog', '/:companySlug/changelog', '/vent/:companySlug/changelog'].map(
          (path) => ({
            path,
            HydrateFallback: PageSkeleton,
            lazy: page(() => import('@/web/pages/changelog'), 'ChangelogPage'),
          }),
        ),
        ...['/:companySlug/roadmap', '/vent/:companySlug/roadmap'].map((path) => ({
          path,
          HydrateFallback: PageSkeleton,
          lazy: page(() => import('@/web/pages/roadmap'), 'RoadmapPage'),
        })),
        {
          path: '/vent/:companySlug/:productSlug/:itemSlug',
          HydrateFallback: PageSkeleton,
          lazy: detailPage(queryClient),
        },
        { path: '/vent/:companySlug/:productSlug?', element: <BoardPage /> },
        {
          path: '/:companySlug/:productSlug/:itemSlug',
          HydrateFallback: PageSkeleton,
          lazy: detailPage(queryClient),
        },
        { path: '/:companySlug/:productSlug?', element: <BoardPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
