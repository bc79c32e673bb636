import { LogOut } from 'lucide-react';
import { Navigate } from 'react-router';
import type { Viewer } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { PageSkeleton } from '@/web/components/page-skeleton';
import { Button } from '@/web/components/ui/button';
import { AdminConsole } from '@/web/features/admin/components/admin-console';
import { useSession } from '@/web/features/auth/api/get-session';
import { useSignOut } from '@/web/features/auth/api/sign-out';
import { ViewerAvatar, viewerName } from '@/web/features/auth/components/viewer-avatar';
import { ReportsView } from '@/web/features/reports/components/reports-view';

/** The console header's account: who is signed in, and 'Log Out' (the auth feature's sign-out). */
function AdminAccount({ user }: { user: Viewer }) {
  const signOut = useSignOut({ errorToast: { title: messages.failedToSignOut } });
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div className="hidden min-w-0 items-center gap-2 sm:flex">
        <ViewerAvatar user={user} className="size-7 text-xs" />
        <div className="min-w-0 leading-tight">
          <p className="truncate text-sm font-medium">{viewerName(user)}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => signOut.mutate(undefined)}
        disabled={signOut.isPending}
      >
        <LogOut className="size-4" aria-hidden />
        {messages.logOut}
      </Button>
    </div>
  );
}

/** /admin: admins only; everyone else goes to the home list. */
export function AdminPage() {
  const { user, isPending } = useSession();
  if (isPending) return <PageSkeleton />;
  if (!user?.isAdmin) return <Navigate to={staticPaths.home} replace />;
  return (
    <AdminConsole
      account={<AdminAccount user={user} />}
      currentUserId={user.id}
      reportsView={<ReportsView />}
    />
  );
}
