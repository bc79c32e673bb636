import { Navigate } from 'react-router';
import { homeFor } from '@/shared/rules/home';
import { useSession } from '@/web/features/auth/api/get-session';
import { WelcomeBanner } from '@/web/features/welcome/components/welcome-banner';
import { BoardList } from './board-list';

/** The home list (/ and /vent): the welcome banner, then the board. */
export function HomePage() {
  const { user } = useSession();
  // Signed-in admins go to /admin, approved company members to /company-dashboard.
  const home = homeFor(user);
  if (home) return <Navigate to={home} replace />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col px-4 py-6 sm:py-8">
      <WelcomeBanner />
      <BoardList />
    </div>
  );
}
