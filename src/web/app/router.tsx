import { createBrowserRouter } from 'react-router';
import { staticPaths } from '@/shared/routes';
import { AboutPage } from '@/web/pages/about';
import { AdminPage } from '@/web/pages/admin';
import { AuthPage } from '@/web/pages/auth';
import { BoardPage } from '@/web/pages/board';
import { CommunityPolicyPage } from '@/web/pages/community-policy';
import { CompaniesPage } from '@/web/pages/companies';
import { CompanyDashboardPage } from '@/web/pages/company-dashboard';
import { CookiePolicyPage } from '@/web/pages/cookie-policy';
import { CreateRequestPage } from '@/web/pages/create-request';
import { HomePage } from '@/web/pages/home';
import { NotFoundPage } from '@/web/pages/not-found';
import { PrivacyPage } from '@/web/pages/privacy';
import { RequestDetailPage } from '@/web/pages/request-detail';
import { TermsPage } from '@/web/pages/terms';
import { Layout } from './layout';

/** The route table of both spec documents; BoardPage checks list slugs, the detail asks for its item. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: staticPaths.home, element: <HomePage /> },
      { path: staticPaths.vent, element: <HomePage /> },
      { path: staticPaths.createRequest, element: <CreateRequestPage /> },
      { path: staticPaths.auth, element: <AuthPage /> },
      { path: staticPaths.about, element: <AboutPage /> },
      { path: staticPaths.terms, element: <TermsPage /> },
      { path: staticPaths.privacy, element: <PrivacyPage /> },
      { path: staticPaths.communityPolicy, element: <CommunityPolicyPage /> },
      { path: staticPaths.cookiePolicy, element: <CookiePolicyPage /> },
      { path: staticPaths.companies, element: <CompaniesPage /> },
      { path: staticPaths.admin, element: <AdminPage /> },
      { path: staticPaths.companyDashboard, element: <CompanyDashboardPage /> },
      { path: '/vent/:companySlug/:productSlug/:itemSlug', element: <RequestDetailPage /> },
      { path: '/vent/:companySlug/:productSlug?', element: <BoardPage /> },
      { path: '/:companySlug/:productSlug/:itemSlug', element: <RequestDetailPage /> },
      { path: '/:companySlug/:productSlug?', element: <BoardPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
