import { createBrowserRouter } from 'react-router';
import { staticPaths } from '@/shared/routes';
import { BoardPage } from '@/web/pages/board';
import { HomePage } from '@/web/pages/home';
import { NotFoundPage } from '@/web/pages/not-found';
import { Layout } from './layout';

/**
 * A route whose screen loads on first visit (its own chunk): the board ('/', company and product
 * lists) and the 404 page come with the first load, every other screen when it is opened.
 */
function page<Name extends string>(load: () => Promise<Record<Name, React.ComponentType>>, name: Name) {
  return async () => ({ Component: (await load())[name] });
}

/** The route table of both spec documents; BoardPage checks list slugs, the detail asks for its item. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: staticPaths.home, element: <HomePage /> },
      { path: staticPaths.vent, element: <HomePage /> },
      {
        path: staticPaths.createRequest,
        lazy: page(() => import('@/web/pages/create-request'), 'CreateRequestPage'),
      },
      { path: staticPaths.auth, lazy: page(() => import('@/web/pages/auth'), 'AuthPage') },
      { path: staticPaths.about, lazy: page(() => import('@/web/pages/about'), 'AboutPage') },
      { path: staticPaths.terms, lazy: page(() => import('@/web/pages/terms'), 'TermsPage') },
      { path: staticPaths.privacy, lazy: page(() => import('@/web/pages/privacy'), 'PrivacyPage') },
      {
        path: staticPaths.communityPolicy,
        lazy: page(() => import('@/web/pages/community-policy'), 'CommunityPolicyPage'),
      },
      {
        path: staticPaths.cookiePolicy,
        lazy: page(() => import('@/web/pages/cookie-policy'), 'CookiePolicyPage'),
      },
      { path: staticPaths.companies, lazy: page(() => import('@/web/pages/companies'), 'CompaniesPage') },
      { path: staticPaths.admin, lazy: page(() => import('@/web/pages/admin'), 'AdminPage') },
      {
        path: staticPaths.companyDashboard,
        lazy: page(() => import('@/web/pages/company-dashboard'), 'CompanyDashboardPage'),
      },
      {
        path: '/vent/:companySlug/:productSlug/:itemSlug',
        lazy: page(() => import('@/web/pages/request-detail'), 'RequestDetailPage'),
      },
      { path: '/vent/:companySlug/:productSlug?', element: <BoardPage /> },
      {
        path: '/:companySlug/:productSlug/:itemSlug',
        lazy: page(() => import('@/web/pages/request-detail'), 'RequestDetailPage'),
      },
      { path: '/:companySlug/:productSlug?', element: <BoardPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
